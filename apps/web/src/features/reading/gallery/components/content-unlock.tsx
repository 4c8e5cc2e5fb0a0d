// Unlock sheet of a picture set or reserved listing, from content/info's decision.
import type { ContentInfo } from '@lld/protocol/api/content';
import { buyFeedback, UnlockSheetView } from '@/components/unlock-sheet/unlock-sheet';
import { type GalleryType, usePayContent } from '../api/content';

export function ContentUnlock({ type, info }: { type: GalleryType; info: ContentInfo }) {
  const pay = usePayContent(type, info.item.id);
  return (
    <UnlockSheetView
      title={info.item.title}
      info={{ access: info.item.access, priceFor: info.priceFor, balance: info.balance }}
      pending={pay.isPending}
      onBuy={() => pay.mutate(undefined, buyFeedback())}
    />
  );
}
