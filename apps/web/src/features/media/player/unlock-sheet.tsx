// The unlock sheet after a preview: VIP videos lead to membership; paid videos show the gold
// price and the balance and buy through media/pay (the wallet's purchase service).
import { mediaCalls } from '@lld/protocol/api/calls/media';
import type { Entitlement } from '@lld/protocol/api/media';
import { formatGold } from '@lld/protocol/format';
import { ResultCode } from '@lld/protocol/result-codes';
import { ROUTES } from '@lld/protocol/routes';
import { useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiCall, errorText, isApiError } from '@/lib/api/client';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import './unlock-sheet.css';
import { tm } from '../i18n';

export interface UnlockSheetProps {
  visible: boolean;
  onClose: () => void;
  /** What is being unlocked: a video (media/pay) or a collection (media/collect/pay). */
  target: { kind: 'video' | 'collection'; id: number; title: string };
  entitlement: Entitlement;
  /** Bought: the caller refreshes and plays on. */
  onUnlocked: () => void;
}

export function UnlockSheet({ visible, onClose, target, entitlement, onUnlocked }: UnlockSheetProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserInfo().data;
  const [busy, setBusy] = useState(false);
  const [short, setShort] = useState(false);
  const balance = user?.gold ?? 0;
  const needsVip = entitlement.reason === 'needs_vip';
  const enough = balance >= entitlement.price;

  const buy = async () => {
    setBusy(true);
    try {
      await apiCall(target.kind === 'video' ? mediaCalls.mediaPay : mediaCalls.mediaCollectPay, {
        id: target.id,
      });
      await queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
      toast(tm('bought'), { icon: 'success' });
      onUnlocked();
    } catch (err) {
      if (isApiError(err, ResultCode.NOT_ENOUGH_GOLD)) {
        setShort(true);
        toast(tm('notEnoughGold'));
      } else toast(errorText(err, t('common.requestFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="unlock-sheet"
      destroyOnClose
    >
      <div className="unlock-sheet__body" role="dialog" aria-label={tm('unlockTitle')}>
        <h3 className="unlock-sheet__title">{tm('unlockTitle')}</h3>
        <p className="unlock-sheet__subject">{target.title}</p>
        {needsVip ? (
          <>
            <p className="unlock-sheet__lead">{tm('unlockVip')}</p>
            {isRouteAvailable(ROUTES.mineVip) ? (
              <button
                type="button"
                className="unlock-sheet__primary is-vip"
                onClick={() => void navigate(ROUTES.mineVip)}
              >
                {tm('openVip')}
              </button>
            ) : null}
          </>
        ) : (
          <>
            <p className="unlock-sheet__lead">{tm('unlockPaid')}</p>
            <dl className="unlock-sheet__rows">
              <div>
                <dt>{tm('price')}</dt>
                <dd className="is-price">{tm('goldPrice', { price: formatGold(entitlement.price) })}</dd>
              </div>
              <div>
                <dt>{tm('balance')}</dt>
                <dd className={enough ? '' : 'is-short'}>
                  {tm('goldPrice', { price: formatGold(balance) })}
                </dd>
              </div>
            </dl>
            {(!enough || short) && isRouteAvailable(ROUTES.mineRecharge) ? (
              <button
                type="button"
                className="unlock-sheet__secondary"
                onClick={() => void navigate(ROUTES.mineRecharge)}
              >
                {tm('goRecharge')}
              </button>
            ) : null}
            <button
              type="button"
              className="unlock-sheet__primary"
              disabled={busy}
              onClick={() => void buy()}
            >
              {busy ? tm('buying') : tm('buy')}
            </button>
          </>
        )}
        <button type="button" className="unlock-sheet__close" onClick={onClose}>
          {tm('close')}
        </button>
      </div>
    </Popup>
  );
}
