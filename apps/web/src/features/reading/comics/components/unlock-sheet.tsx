// The comic chapter's unlock sheet: price and balance from comicsChapter/isLook, buying through comics/pay.
import type { ComicChapter } from '@lld/protocol/api/comics';
import { UnlockSheetView } from '@/components/unlock-sheet/unlock-sheet';
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
  const look = useIsLook(chapter.id, true);
  const pay = usePayChapter(chapter.comicId);
  const buy = () =>
    pay.mutate(chapter.id, {
      onSuccess: () => {
        void toast(t('unlock.bought'));
        onUnlocked();
      },
      onError: (error) => void toast(errorText(error, t('unlock.buyFailed'))),
    });
  return <UnlockSheetView title={chapter.title} info={look.data} pending={pay.isPending} onBuy={buy} />;
}
