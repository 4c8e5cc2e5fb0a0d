/** POST comics/pay: buys a chapter with gold, then refreshes what depends on it. */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import type { ComicPayResult } from '@lld/protocol/api/comics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { refreshBoughtChapter } from '../../chapter-access';
import { comicKeys } from './keys';

export function payChapter(chapterId: number): Promise<ComicPayResult> {
  return apiCall(comicsCalls.comicsPay, { chapterId });
}

export function usePayChapter(comicId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: payChapter,
    onSuccess: (_r, chapterId) =>
      refreshBoughtChapter(qc, {
        content: comicKeys.pics(chapterId),
        price: comicKeys.isLook(chapterId),
        chapters: comicKeys.chapters(comicId),
      }),
  });
}
