/** POST comics/pay: buys a chapter with gold, then refreshes what depends on it. */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import type { ComicPayResult } from '@lld/protocol/api/comics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { comicKeys } from './keys';

export function payChapter(chapterId: number): Promise<ComicPayResult> {
  return apiCall(comicsCalls.comicsPay, { chapterId });
}

export function usePayChapter(comicId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: payChapter,
    onSuccess: async (_r, chapterId) => {
      await Promise.all([
        // Reset, not invalidate: the reader is showing the 3003 error of this query.
        qc.resetQueries({ queryKey: comicKeys.pics(chapterId) }),
        qc.invalidateQueries({ queryKey: comicKeys.isLook(chapterId) }),
        qc.invalidateQueries({ queryKey: comicKeys.chapters(comicId) }),
        qc.invalidateQueries({ queryKey: ['user', 'info'] }),
      ]);
    },
  });
}
