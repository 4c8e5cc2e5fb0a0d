// The unlock sheet after a preview: VIP videos lead to membership; paid videos show the gold
// price and the balance and buy through media/pay (the wallet's purchase service).
import { mediaCalls } from '@lld/protocol/api/calls/media';
import type { Entitlement } from '@lld/protocol/api/media';
import { ResultCode } from '@lld/protocol/result-codes';
import { useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { UnlockSheetView } from '@/components/unlock-sheet/unlock-sheet';
import { apiCall, errorText, isApiError } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
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
  const queryClient = useQueryClient();
  const user = useUserInfo().data;
  const [busy, setBusy] = useState(false);
  const balance = user?.gold ?? 0;
  const needsVip = entitlement.reason === 'needs_vip';

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
        // The balance changed elsewhere: refresh it, and the sheet offers recharge.
        void queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
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
      bodyClassName="unlock-popup"
      destroyOnClose
    >
      <div role="dialog" aria-label={tm('unlockTitle')}>
        <UnlockSheetView
          heading={tm('unlockTitle')}
          title={target.title}
          hint={needsVip ? tm('unlockVip') : tm('unlockPaid')}
          info={{ access: needsVip ? 'vip' : 'paid', priceFor: entitlement.price, balance }}
          buyable={!needsVip}
          pending={busy}
          onBuy={() => void buy()}
          footer={
            <button type="button" className="unlock-sheet__close" onClick={onClose}>
              {tm('close')}
            </button>
          }
        />
      </div>
    </Popup>
  );
}
