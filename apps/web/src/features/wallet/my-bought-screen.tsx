// /mine/myBought: content bought with gold or diamonds, and member cards.
import { getCards, getPurchases } from './api/purchases';
import { RecordTabsPage, recordTab } from './components/record-tabs-page';
import { CardRow, PurchaseRow } from './components/records';
import { tWallet } from './i18n';

const TABS = [
  recordTab('content', 'tabContent', 'boughtEmpty', getPurchases, PurchaseRow),
  recordTab('cards', 'tabCards', 'cardsEmpty', getCards, CardRow, 'member-cards'),
] as const;

export default function MyBoughtScreen() {
  return <RecordTabsPage title={tWallet('boughtTitle')} tabs={TABS} />;
}
