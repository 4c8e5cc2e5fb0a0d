// Unlock sheet of a novel chapter or audio track (novel/isLook, novel/pay).
import { UnlockSheetView } from '@/components/unlock-sheet/unlock-sheet';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
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
  const buy = () =>
    pay.mutate(chapterId, {
      onSuccess: () => void toast(t('unlock.bought')),
      onError: (error) => void toast(errorText(error, t('unlock.buyFailed'))),
    });
  return <UnlockSheetView title={title} info={look.data} pending={pay.isPending} onBuy={buy} />;
}
