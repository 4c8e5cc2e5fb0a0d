// /mine/myBought: content bought with gold or diamonds, and member cards.
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { getCards, getPurchases } from './api/purchases';
import { CardRow, PurchaseRow } from './components/records';
import './wallet.css';
import './wallet-lists.css';
import { tWallet } from './i18n';

export default function MyBoughtScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'cards' ? 'cards' : 'content';
  const now = Math.floor(Date.now() / 1000);
  return (
    <div className="record-page">
      <PageHeader title={tWallet('boughtTitle')} />
      <TopTabBar
        className="record-page__tabs"
        tabs={[
          { id: 'content', name: tWallet('tabContent') },
          { id: 'cards', name: tWallet('tabCards') },
        ]}
        activeId={tab}
        onChange={(id) => setParams({ tab: id }, { replace: true })}
      />
      {tab === 'content' ? (
        <PullList
          queryKey={['wallet', 'list', 'purchases']}
          fetchPage={getPurchases}
          keyOf={(r) => r.id}
          renderItem={(r) => <PurchaseRow record={r} />}
          empty={<p className="wallet-empty">{tWallet('boughtEmpty')}</p>}
        />
      ) : (
        <PullList
          className="member-cards"
          queryKey={['wallet', 'list', 'cards']}
          fetchPage={getCards}
          keyOf={(c) => c.id}
          renderItem={(c) => <CardRow card={c} now={now} />}
          empty={<p className="wallet-empty">{tWallet('cardsEmpty')}</p>}
        />
      )}
    </div>
  );
}
