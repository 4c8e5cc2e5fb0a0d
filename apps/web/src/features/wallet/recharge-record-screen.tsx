// /mine/rechargeRecord: recharge orders, wallet movements, exchanges and redeemed codes.
import { getExchangeHistory } from './api/exchange';
import { getRechargeHistory } from './api/recharge';
import { getRedeemCodeHistory } from './api/redeem-code';
import { getWalletLog } from './api/wallet-log';
import { RecordTabsPage, recordTab } from './components/record-tabs-page';
import { ExchangeRow, LogRow, OrderRow, RedeemRow } from './components/records';
import { tWallet } from './i18n';

const TABS = [
  recordTab('recharge', 'tabRecharge', 'recordEmpty', getRechargeHistory, OrderRow),
  recordTab('log', 'tabLog', 'logEmpty', getWalletLog, LogRow),
  recordTab('exchange', 'tabExchange', 'exchangeRecordEmpty', getExchangeHistory, ExchangeRow),
  recordTab('redeem', 'tabRedeem', 'redeemEmpty', getRedeemCodeHistory, RedeemRow),
] as const;

export default function RechargeRecordScreen() {
  return <RecordTabsPage title={tWallet('recordTitle')} tabs={TABS} />;
}
