// /mine/rechargeRecord: recharge orders, wallet movements, exchanges and redeemed codes.
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { getExchangeHistory } from './api/exchange';
import { getRechargeHistory } from './api/recharge';
import { getRedeemCodeHistory } from './api/redeem-code';
import { getWalletLog } from './api/wallet-log';
import { ExchangeRow, LogRow, OrderRow, RedeemRow } from './components/records';
import './wallet.css';
import './wallet-lists.css';
import { tWallet } from './i18n';

const TABS = ['recharge', 'log', 'exchange', 'redeem'] as const;
type Tab = (typeof TABS)[number];

export default function RechargeRecordScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'recharge';
  const names: Record<Tab, string> = {
    recharge: tWallet('tabRecharge'),
    log: tWallet('tabLog'),
    exchange: tWallet('tabExchange'),
    redeem: tWallet('tabRedeem'),
  };
  return (
    <div className="record-page">
      <PageHeader title={tWallet('recordTitle')} />
      <TopTabBar
        className="record-page__tabs"
        tabs={TABS.map((id) => ({ id, name: names[id] }))}
        activeId={tab}
        onChange={(id) => setParams({ tab: id }, { replace: true })}
      />
      {tab === 'recharge' ? (
        <PullList
          queryKey={['wallet', 'list', 'recharge-history']}
          fetchPage={getRechargeHistory}
          keyOf={(o) => o.orderNo}
          renderItem={(o) => <OrderRow order={o} />}
          empty={<p className="wallet-empty">{tWallet('recordEmpty')}</p>}
        />
      ) : tab === 'log' ? (
        <PullList
          queryKey={['wallet', 'list', 'wallet-log']}
          fetchPage={getWalletLog}
          keyOf={(e) => e.id}
          renderItem={(e) => <LogRow entry={e} />}
          empty={<p className="wallet-empty">{tWallet('logEmpty')}</p>}
        />
      ) : tab === 'exchange' ? (
        <PullList
          queryKey={['wallet', 'list', 'exchange-history']}
          fetchPage={getExchangeHistory}
          keyOf={(r) => r.id}
          renderItem={(r) => <ExchangeRow record={r} />}
          empty={<p className="wallet-empty">{tWallet('exchangeRecordEmpty')}</p>}
        />
      ) : (
        <PullList
          queryKey={['wallet', 'list', 'redeem-history']}
          fetchPage={getRedeemCodeHistory}
          keyOf={(r) => r.id}
          renderItem={(r) => <RedeemRow record={r} />}
          empty={<p className="wallet-empty">{tWallet('redeemEmpty')}</p>}
        />
      )}
    </div>
  );
}
