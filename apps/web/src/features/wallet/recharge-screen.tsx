// /mine/recharge: gold top-up; gold is spent in the exchange centre and on paid content.
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { Diamond } from './components/icons';
import { PackScreen } from './components/pack-screen';
import './wallet.css';
import './wallet-lists.css';
import './recharge-screen.css';
import { tWallet } from './i18n';

export default function RechargeScreen() {
  const navigate = useNavigate();
  return (
    <PackScreen kind="gold">
      {isRouteAvailable(ROUTES.welfareExchange) ? (
        <button type="button" className="wallet-link-card" onClick={() => navigate(ROUTES.welfareExchange)}>
          <Diamond size={30} />
          <span className="wallet-link-card__text">
            <strong>{tWallet('spendGoldMore')}</strong>
            <span>{tWallet('spendGold')}</span>
          </span>
          <span className="wallet-link-card__arrow" aria-hidden="true">
            ›
          </span>
        </button>
      ) : null}
    </PackScreen>
  );
}
