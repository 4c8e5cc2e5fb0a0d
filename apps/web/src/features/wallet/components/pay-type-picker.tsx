// The pay channels the server offers, as a radio list with each channel's mark.
import type { PayType, PayTypeCode } from '@lld/protocol/api/wallet';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
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
        <p className="app-card wallet-empty">{tWallet('payTypeEmpty')}</p>
      ) : (
        <ChoiceGroup
          className="pay-types__list"
          role="radio"
          ariaLabel={tWallet('payType')}
          options={payTypes}
          value={payTypes.find((p) => p.code === value)}
          onChange={(p) => onChange(p.code)}
          choiceClassName="pay-types__item"
          keyOf={(p) => p.code}
          extra={(p) => ({ 'data-pay-type': p.code })}
          label={(p) => (
            <>
              <PayTypeIcon code={p.code} />
              <span className="pay-types__name">{p.name}</span>
              <span className="pay-types__check">
                {value === p.code ? <CheckCircle /> : <span className="pay-types__ring" />}
              </span>
            </>
          )}
        />
      )}
    </section>
  );
}
