// The record screens (/mine/rechargeRecord, /mine/myBought): the page header, one tab per list
// (the `tab` search parameter picks one, the first by default) and the chosen paged list.
import type { ComponentType, Key, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList, type PullListPage } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { tWallet, type WalletKey } from '../i18n';
import '../wallet.css';
import '../wallet-lists.css';

export interface RecordTab {
  id: string;
  name: WalletKey;
  list: () => ReactNode;
}

type Keyed = { id: Key } | { orderNo: string };
const keyOf = (r: Keyed) => ('id' in r ? r.id : r.orderNo);

/**
 * A tab (`id`, its `name`) showing a paged wallet list, cached as `['wallet', 'list', id]` (what a
 * payment or an exchange refreshes), drawn a `Row` an item, with its `empty` text.
 */
export function recordTab<T extends Keyed>(
  id: string,
  name: WalletKey,
  empty: WalletKey,
  fetchPage: (page: number, pageSize: number) => Promise<PullListPage<T>>,
  Row: ComponentType<{ item: T }>,
  className?: string,
): RecordTab {
  const list = () => (
    <PullList
      {...(className ? { className } : {})}
      queryKey={['wallet', 'list', id]}
      fetchPage={fetchPage}
      keyOf={keyOf}
      renderItem={(item) => <Row item={item} />}
      empty={<p className="app-card wallet-empty">{tWallet(empty)}</p>}
    />
  );
  return { id, name, list };
}

export function RecordTabsPage({
  title,
  tabs,
}: {
  title: string;
  tabs: readonly [RecordTab, ...RecordTab[]];
}) {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0];
  return (
    <div className="record-page">
      <PageHeader title={title} />
      <TopTabBar
        className="record-page__tabs"
        tabs={tabs.map(({ id, name }) => ({ id, name: tWallet(name) }))}
        activeId={tab.id}
        onChange={(id) => setParams({ tab: id }, { replace: true })}
      />
      {tab.list()}
    </div>
  );
}
