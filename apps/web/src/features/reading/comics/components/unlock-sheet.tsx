// The comic chapter's unlock sheet: price and balance from comicsChapter/isLook, buying through comics/pay.
import type { ComicChapter } from '@lld/protocol/api/comics';
import { buyFeedback, UnlockSheetView } from '@/components/unlock-sheet/unlock-sheet';
import { useIsLook } from '../api/get-chapter-pics';
import { usePayChapter } from '../api/pay-chapter';

export interface UnlockSheetProps {
  chapter: Pick<ComicChapter, 'id' | 'comicId' | 'title'>;
  onUnlocked: () => void;
}

export function UnlockSheet({ chapter, onUnlocked }: UnlockSheetProps) {
  const look = useIsLook(chapter.id, true);
  const pay = usePayChapter(chapter.comicId);
  const buy = () => pay.mutate(chapter.id, buyFeedback(onUnlocked));
  return <UnlockSheetView title={chapter.title} info={look.data} pending={pay.isPending} onBuy={buy} />;
}
