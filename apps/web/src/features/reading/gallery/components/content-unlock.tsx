// Unlock sheet of a picture set or reserved listing, from content/info's decision.
import type { ContentInfo } from '@lld/protocol/api/content';
import { UnlockSheetView } from '@/components/unlock-sheet/unlock-sheet';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { type GalleryType, usePayContent } from '../api/content';

export function ContentUnlock({ type, info }: { type: GalleryType; info: ContentInfo }) {
  const pay = usePayContent(type, info.item.id);
  return (
    <UnlockSheetView
      title={info.item.title}
      info={{ access: info.item.access, priceFor: info.priceFor, balance: info.balance }}
      pending={pay.isPending}
      onBuy={() =>
        pay.mutate(undefined, {
          onSuccess: () => void toast(t('unlock.bought')),
          onError: (error) => void toast(errorText(error, t('unlock.buyFailed'))),
        })
      }
    />
  );
}
