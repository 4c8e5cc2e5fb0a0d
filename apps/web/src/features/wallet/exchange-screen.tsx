// /welfare/exchange: the exchange centre. Balances, a redeem-code box, and the items gold and
// diamonds buy (diamonds, VIP days).
import type { Currency } from '@lld/protocol/api/wallet';
import { formatDiamond, formatGold } from '@lld/protocol/format';
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { ExchangeList } from './components/exchange-list';
import { Diamond, GoldCoin } from './components/icons';
import { RedeemCodeForm } from './components/redeem-code-form';
import './wallet.css';
import './wallet-lists.css';
import './exchange-screen.css';
import { tWallet } from './i18n';

/** A balance, and the way to its recharge screen. */
function Balance({ currency, amount, onClick }: { currency: Currency; amount: string; onClick: () => void }) {
  const Icon = currency === 'gold' ? GoldCoin : Diamond;
  return (
    <button type="button" className={`exchange-balance is-${currency}`} onClick={onClick}>
      <Icon size={26} />
      <span className="exchange-balance__text">
        <strong data-testid={`${currency}-balance`}>{amount}</strong>
        <span>{tWallet(currency)}</span>
      </span>
      <span className="exchange-balance__go">{tWallet('goRecharge')}</span>
    </button>
  );
}

export default function ExchangeScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const canRecord = isRouteAvailable(ROUTES.mineRechargeRecord);
  return (
    <div className="exchange-page">
      <PageHeader
        title={tWallet('exchangeTitle')}
        {...(canRecord
          ? {
              right: {
                content: tWallet('records'),
                onClick: () => navigate(`${ROUTES.mineRechargeRecord}?tab=exchange`),
              },
            }
          : {})}
      />
      <section className="exchange-balances" aria-label={tWallet('myBalance')}>
        <Balance
          currency="gold"
          amount={user ? formatGold(user.gold) : '—'}
          onClick={() => navigate(ROUTES.mineRecharge)}
        />
        <Balance
          currency="diamond"
          amount={user ? formatDiamond(user.diamond) : '—'}
          onClick={() => navigate(ROUTES.mineDiamondRecharge)}
        />
      </section>
      <section className="wallet-section">
        <h2 className="wallet-section__title">{tWallet('redeemTitle')}</h2>
        <RedeemCodeForm />
      </section>
      <section className="wallet-section">
        <h2 className="wallet-section__title">{tWallet('exchangeItems')}</h2>
        <ExchangeList />
      </section>
    </div>
  );
}
