// The pay channels the server offers, as a radio list with each channel's mark.
import type { PayType, PayTypeCode } from '@lld/protocol/api/wallet';
import { CheckCircle, PayTypeIcon } from './icons';
import './pay-type-picker.css';
import { tWallet } from '../i18n';

export function PayTypePicker({
  payTypes,
  value,
  onChange,
}: {
  payTypes: readonly PayType[];
  value: PayTypeCode | null;
  onChange: (code: PayTypeCode) => void;
}) {
  return (
    <section className="wallet-section pay-types" aria-label={tWallet('payType')}>
      <h2 className="wallet-section__title">{tWallet('payType')}</h2>
      {payTypes.length === 0 ? (
        <p className="wallet-empty">{tWallet('payTypeEmpty')}</p>
      ) : (
        <div className="pay-types__list" role="radiogroup" aria-label={tWallet('payType')}>
          {payTypes.map((p) => (
            <button
              key={p.code}
              type="button"
              role="radio"
              aria-checked={value === p.code}
              className={value === p.code ? 'pay-types__item is-active' : 'pay-types__item'}
              data-pay-type={p.code}
              onClick={() => onChange(p.code)}
            >
              <PayTypeIcon code={p.code} />
              <span className="pay-types__name">{p.name}</span>
              <span className="pay-types__check">
                {value === p.code ? <CheckCircle /> : <span className="pay-types__ring" />}
              </span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
