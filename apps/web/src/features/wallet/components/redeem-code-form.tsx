// Redeem-code entry: type (or paste) a code, get gold, diamonds or VIP days at once.
import { useState } from 'react';
import { useBusyCall } from '@/lib/api/busy-call';
import { submitHandler } from '@/lib/submit';
import { toast } from '@/lib/toast';
import { useRedeemCodeMutation } from '../api/redeem-code';
import { describeRewards } from '../format';
import './redeem-code-form.css';
import { tWallet } from '../i18n';

export function RedeemCodeForm({ onDone, autoFocus }: { onDone?: () => void; autoFocus?: boolean }) {
  const [code, setCode] = useState('');
  const [got, setGot] = useState<string | null>(null);
  const redeem = useRedeemCodeMutation();
  const { busy, call } = useBusyCall();
  const trimmed = code.trim();

  const submit = submitHandler(async () => {
    if (trimmed.length < 4) return;
    await call(tWallet('failed'), async () => {
      const r = await redeem.mutateAsync(trimmed);
      setGot(describeRewards(r.rewards));
      setCode('');
      void toast(tWallet('redeemSuccess'), { icon: 'success' });
      onDone?.();
    });
  });

  return (
    <form className="redeem-form" onSubmit={submit}>
      <div className="redeem-form__row">
        <input
          className="redeem-form__input"
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setGot(null);
          }}
          placeholder={tWallet('redeemPlaceholder')}
          aria-label={tWallet('redeemTitle')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          autoFocus={autoFocus}
        />
        <button
          type="submit"
          className="app-primary redeem-form__submit"
          disabled={trimmed.length < 4 || busy}
        >
          {tWallet('redeemSubmit')}
        </button>
      </div>
      <p className={got ? 'redeem-form__hint is-success' : 'redeem-form__hint'} role="status">
        {got ? tWallet('redeemGot', { what: got }) : tWallet('redeemHint')}
      </p>
    </form>
  );
}
