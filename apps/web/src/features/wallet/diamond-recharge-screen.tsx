import { ExchangeList } from './components/exchange-list';
import { PackScreen } from './components/pack-screen';
import './wallet.css';
import './wallet-lists.css';
import { tWallet } from './i18n';

export default function DiamondRechargeScreen() {
  return (
    <PackScreen kind="diamond">
      <section className="wallet-section">
        <h2 className="wallet-section__title">{tWallet('spendGold')}</h2>
        <ExchangeList
          filter={(item) => item.currency === 'gold' && item.rewards.every((r) => r.type === 'diamond')}
        />
      </section>
    </PackScreen>
  );
}
