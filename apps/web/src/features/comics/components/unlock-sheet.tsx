// The unlock sheet shown at a chapter the reader may not open: price (VIP discount applied),
// gold balance and one button that buys it; when the balance is short the button leads to
// recharge, and a VIP chapter also offers membership.
import type { ComicChapter } from '@lld/protocol/api/comics';
import { formatGold } from '@lld/protocol/format';
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { isRouteAvailable } from '@/app/route-table';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { useIsLook } from '../api/get-chapter-pics';
import { usePayChapter } from '../api/pay-chapter';

export interface UnlockSheetProps {
  chapter: Pick<ComicChapter, 'id' | 'comicId' | 'title'>;
  onUnlocked: () => void;
}

export function UnlockSheet({ chapter, onUnlocked }: UnlockSheetProps) {
  const navigate = useNavigate();
  const look = useIsLook(chapter.id, true);
  const pay = usePayChapter(chapter.comicId);
  const info = look.data;
  const short = info ? info.balance < info.priceFor : false;

  const buy = () => {
    pay.mutate(chapter.id, {
      onSuccess: () => {
        void toast(t('comics.bought2'));
        onUnlocked();
      },
      onError: (error) => void toast(errorText(error, t('comics.buyFailed'))),
    });
  };

  return (
    <section className="unlock-sheet" aria-label={t('comics.lockedTitle', { title: chapter.title })}>
      <div className="unlock-sheet__lock" aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 12 12">
          <path
            d="M3 5V4a3 3 0 0 1 6 0v1h.5A1.5 1.5 0 0 1 11 6.5v4A1.5 1.5 0 0 1 9.5 12h-7A1.5 1.5 0 0 1 1 10.5v-4A1.5 1.5 0 0 1 2.5 5zm1.5 0h3V4a1.5 1.5 0 0 0-3 0z"
            fill="currentColor"
          />
        </svg>
      </div>
      <h2 className="unlock-sheet__title">{t('comics.lockedTitle', { title: chapter.title })}</h2>
      <p className="unlock-sheet__hint">
        {info?.access === 'vip' ? t('comics.lockedVip') : t('comics.lockedPaid')}
      </p>
      {info ? (
        <>
          <dl className="unlock-sheet__rows">
            <div>
              <dt>{t('comics.unlockPrice')}</dt>
              <dd className="is-price">{t('comics.price', { price: formatGold(info.priceFor) })}</dd>
            </div>
            <div>
              <dt>{t('comics.balance')}</dt>
              <dd className={short ? 'is-short' : ''}>{formatGold(info.balance)}</dd>
            </div>
          </dl>
          {short ? (
            <>
              <p className="unlock-sheet__short">{t('comics.notEnough')}</p>
              {isRouteAvailable(ROUTES.mineRecharge) ? (
                <button
                  type="button"
                  className="unlock-sheet__buy"
                  onClick={() => navigate(ROUTES.mineRecharge)}
                >
                  {t('comics.recharge')}
                </button>
              ) : null}
            </>
          ) : (
            <button type="button" className="unlock-sheet__buy" disabled={pay.isPending} onClick={buy}>
              {pay.isPending ? t('comics.buying') : t('comics.buy', { price: formatGold(info.priceFor) })}
            </button>
          )}
          {info.access === 'vip' && isRouteAvailable(ROUTES.mineVip) ? (
            <button type="button" className="unlock-sheet__vip" onClick={() => navigate(ROUTES.mineVip)}>
              {t('comics.openVip')}
            </button>
          ) : null}
        </>
      ) : (
        <div className="unlock-sheet__skeleton app-shimmer" />
      )}
    </section>
  );
}
