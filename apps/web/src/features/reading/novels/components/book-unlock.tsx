// Unlock sheet of a novel chapter or audio track (novel/isLook, novel/pay).
import { buyFeedback, UnlockSheetView } from '@/components/unlock-sheet/unlock-sheet';
import { useBookIsLook, usePayBookChapter } from '../api/books';

export function BookUnlock({
  bookId,
  chapterId,
  title,
}: {
  bookId: number;
  chapterId: number;
  title: string;
}) {
  const look = useBookIsLook(chapterId, true);
  const pay = usePayBookChapter(bookId);
  const buy = () => pay.mutate(chapterId, buyFeedback());
  return <UnlockSheetView title={title} info={look.data} pending={pay.isPending} onBuy={buy} />;
}
