// The sticky bottom bar: total, what was saved, and the pay button.
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { formatYuan } from '../format';
import './pay-bar.css';
import { tWallet } from '../i18n';

export function PayBar({
  priceFen,
  originalFen,
  action,
  disabled,
  busy,
  onPay,
  note,
}: {
  priceFen: number;
  originalFen?: number;
  action: string;
  disabled?: boolean;
  busy?: boolean;
  onPay: () => void;
  note?: string;
}) {
  const saved = originalFen && originalFen > priceFen ? originalFen - priceFen : 0;
  return (
    <div className="pay-bar">
      {note ? <p className="pay-bar__note">{note}</p> : null}
      <div className="pay-bar__row">
        <div className="pay-bar__sum">
          <span className="pay-bar__label">{tWallet('total')}</span>
          <span className="pay-bar__price" data-testid="pay-total">
            <small>¥</small>
            {formatYuan(priceFen)}
          </span>
          {saved ? (
            <span className="pay-bar__saved">{tWallet('saved', { amount: formatYuan(saved) })}</span>
          ) : null}
        </div>
        <button
          type="button"
          className="pay-bar__button"
          disabled={disabled || busy}
          onClick={onPay}
          data-testid="pay-button"
        >
          {busy ? <DotLoading color="currentColor" /> : action}
        </button>
      </div>
    </div>
  );
}
