/** Novels and audio books: novel/list, novel/detail, novel/chapter, novel/isLook, novel/pay, novel/track. */
import { novelsCalls } from '@lld/protocol/api/calls/novels';
import type { ListResult } from '@lld/protocol/api/list';
import type { BookCard, BookKind } from '@lld/protocol/api/novels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { itemQuery } from '@/lib/api/item-query';
import { chapterQuery, priceQuery, refreshBoughtChapter } from '../../chapter-access';

export { isLocked } from '../../chapter-access';

export const bookKeys = {
  list: (kind: BookKind) => ['books', 'list', kind] as const,
  detail: (id: number) => ['books', 'detail', id] as const,
  chapter: (id: number) => ['books', 'chapter', id] as const,
  isLook: (id: number) => ['books', 'isLook', id] as const,
};

export function getBooks(kind: BookKind, page: number, pageSize: number): Promise<ListResult<BookCard>> {
  return apiCall(novelsCalls.novelList, { kind, page, pageSize });
}

export const bookDetailQueryOptions = (id: number) =>
  itemQuery(bookKeys.detail(id), id, (signal) => apiCall(novelsCalls.novelDetail, { id }, { signal }));

export const useBookDetail = (id: number) => useQuery(bookDetailQueryOptions(id));

export const bookChapterQueryOptions = (chapterId: number) =>
  chapterQuery(bookKeys.chapter(chapterId), chapterId, (signal) =>
    apiCall(novelsCalls.novelChapter, { chapterId }, { signal }),
  );

export const useBookChapter = (chapterId: number) => useQuery(bookChapterQueryOptions(chapterId));

export const useBookIsLook = (chapterId: number, enabled: boolean) =>
  useQuery(
    priceQuery(bookKeys.isLook(chapterId), chapterId, enabled, (signal) =>
      apiCall(novelsCalls.novelIsLook, { chapterId }, { signal }),
    ),
  );

export function usePayBookChapter(bookId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: number) => apiCall(novelsCalls.novelPay, { chapterId }),
    onSuccess: (_r, chapterId) =>
      refreshBoughtChapter(qc, {
        content: bookKeys.chapter(chapterId),
        price: bookKeys.isLook(chapterId),
        chapters: bookKeys.detail(bookId),
      }),
  });
}

/** Saves the reading or listening position; `leaving`: the page is going away, the request outlives it. */
export function trackBook(chapterId: number, position: number, leaving = false): Promise<unknown> {
  return apiCall(novelsCalls.novelTrack, { chapterId, position }, { keepalive: leaving });
}
