// /welfare/exchange: the exchange centre. Balances, a redeem-code box, and the items gold and
// diamonds buy (diamonds, VIP days).
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
        <button
          type="button"
          className="exchange-balance is-gold"
          onClick={() => navigate(ROUTES.mineRecharge)}
        >
          <GoldCoin size={26} />
          <span className="exchange-balance__text">
            <strong data-testid="gold-balance">{user ? formatGold(user.gold) : '—'}</strong>
            <span>{tWallet('gold')}</span>
          </span>
          <span className="exchange-balance__go">{tWallet('goRecharge')}</span>
        </button>
        <button
          type="button"
          className="exchange-balance is-diamond"
          onClick={() => navigate(ROUTES.mineDiamondRecharge)}
        >
          <Diamond size={26} />
          <span className="exchange-balance__text">
            <strong data-testid="diamond-balance">{user ? formatDiamond(user.diamond) : '—'}</strong>
            <span>{tWallet('diamond')}</span>
          </span>
          <span className="exchange-balance__go">{tWallet('goRecharge')}</span>
        </button>
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
