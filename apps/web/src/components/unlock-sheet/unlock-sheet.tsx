// The one unlock sheet of paid content (videos, collections, comic chapters, novel chapters, audio
// tracks, picture sets, listings): price with any VIP discount, the gold balance, and one button
// that buys; when the balance is short the button leads to recharge (when that screen exists),
// and VIP content also offers membership. Pages show it in place; the player shows it in a popup.
import { formatGold } from '@lld/protocol/format';
import { ROUTES } from '@lld/protocol/routes';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FILLED_LOCK, PathIcon } from '@/components/icons/icons';
import { errorText } from '@/lib/api/client';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import './unlock-sheet.css';

/** What buying from the sheet tells the user (a purchase's mutate callbacks); `onBought` runs after. */
export function buyFeedback(onBought?: () => void) {
  return {
    onSuccess: () => {
      void toast(t('unlock.bought'));
      onBought?.();
    },
    onError: (error: unknown) => void toast(errorText(error, t('unlock.buyFailed'))),
  };
}

export interface UnlockInfo {
  access: 'free' | 'vip' | 'paid';
  priceFor: number;
  balance: number;
}

export interface UnlockSheetViewProps {
  title: string;
  /** Null while loading. */
  info: UnlockInfo | null | undefined;
  pending: boolean;
  onBuy: () => void;
  /** Replaces the heading (default: "<title> 需解锁"). */
  heading?: string;
  /** Replaces the hint under the heading. */
  hint?: string;
  /** False: only membership unlocks it (no price, no buy button). */
  buyable?: boolean;
  /** Shown last, e.g. the popup's close button. */
  footer?: ReactNode;
}

export function UnlockSheetView({
  title,
  info,
  pending,
  onBuy,
  heading: headingText,
  hint,
  buyable = true,
  footer,
}: UnlockSheetViewProps) {
  const navigate = useNavigate();
  const short = info ? info.balance < info.priceFor : false;
  const heading = headingText ?? t('unlock.title', { title });
  return (
    <section className="unlock-sheet" aria-label={heading}>
      <div className="unlock-sheet__lock">
        <PathIcon d={FILLED_LOCK} box={12} size={40} filled />
      </div>
      <h2 className="unlock-sheet__title">{heading}</h2>
      <p className="unlock-sheet__hint">
        {hint ?? (info?.access === 'vip' ? t('unlock.vipHint') : t('unlock.paidHint'))}
      </p>
      {headingText ? <p className="unlock-sheet__subject">{title}</p> : null}
      {info && !buyable ? (
        isRouteAvailable(ROUTES.mineVip) ? (
          <button type="button" className="unlock-sheet__vip" onClick={() => navigate(ROUTES.mineVip)}>
            {t('unlock.openVip')}
          </button>
        ) : null
      ) : info ? (
        <>
          <dl className="unlock-sheet__rows">
            <div>
              <dt>{t('unlock.price')}</dt>
              <dd className="is-price">{t('unlock.gold', { amount: formatGold(info.priceFor) })}</dd>
            </div>
            <div>
              <dt>{t('unlock.balance')}</dt>
              <dd className={short ? 'is-short' : ''}>{formatGold(info.balance)}</dd>
            </div>
          </dl>
          {short ? (
            <>
              <p className="unlock-sheet__short">{t('unlock.notEnough')}</p>
              {isRouteAvailable(ROUTES.mineRecharge) ? (
                <button
                  type="button"
                  className="unlock-sheet__buy"
                  onClick={() => navigate(ROUTES.mineRecharge)}
                >
                  {t('unlock.recharge')}
                </button>
              ) : null}
            </>
          ) : (
            <button type="button" className="unlock-sheet__buy" disabled={pending} onClick={onBuy}>
              {pending ? t('unlock.buying') : t('unlock.buy', { amount: formatGold(info.priceFor) })}
            </button>
          )}
          {info.access === 'vip' && isRouteAvailable(ROUTES.mineVip) ? (
            <button type="button" className="unlock-sheet__vip" onClick={() => navigate(ROUTES.mineVip)}>
              {t('unlock.openVip')}
            </button>
          ) : null}
        </>
      ) : (
        <div className="unlock-sheet__skeleton app-shimmer" />
      )}
      {footer}
    </section>
  );
}
