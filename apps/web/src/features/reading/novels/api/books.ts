/** Novels and audio books: novel/list, novel/detail, novel/chapter, novel/isLook, novel/pay, novel/track. */
import { novelsCalls } from '@lld/protocol/api/calls/novels';
import type { ListResult } from '@lld/protocol/api/list';
import type { BookCard, BookKind } from '@lld/protocol/api/novels';
import { ResultCode } from '@lld/protocol/result-codes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, isApiError } from '@/lib/api/client';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

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
  queryOptions({
    queryKey: bookKeys.detail(id),
    queryFn: ({ signal }) => apiCall(novelsCalls.novelDetail, { id }, opts(signal)),
    enabled: id > 0,
    staleTime: 30_000,
  });

export const useBookDetail = (id: number) => useQuery(bookDetailQueryOptions(id));

export const isLocked = (error: unknown) => isApiError(error, ResultCode.NEEDS_ENTITLEMENT);

export const bookChapterQueryOptions = (chapterId: number) =>
  queryOptions({
    queryKey: bookKeys.chapter(chapterId),
    queryFn: ({ signal }) => apiCall(novelsCalls.novelChapter, { chapterId }, opts(signal)),
    enabled: chapterId > 0,
    staleTime: 5 * 60_000,
    retry: (count, error) => !isLocked(error) && count < 2,
  });

export const useBookChapter = (chapterId: number) => useQuery(bookChapterQueryOptions(chapterId));

export function useBookIsLook(chapterId: number, enabled: boolean) {
  return useQuery({
    queryKey: bookKeys.isLook(chapterId),
    queryFn: ({ signal }) => apiCall(novelsCalls.novelIsLook, { chapterId }, opts(signal)),
    enabled: enabled && chapterId > 0,
    staleTime: 0,
  });
}

export function usePayBookChapter(bookId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: number) => apiCall(novelsCalls.novelPay, { chapterId }),
    onSuccess: async (_r, chapterId) => {
      await Promise.all([
        qc.resetQueries({ queryKey: bookKeys.chapter(chapterId) }),
        qc.invalidateQueries({ queryKey: bookKeys.isLook(chapterId) }),
        qc.invalidateQueries({ queryKey: bookKeys.detail(bookId) }),
        qc.invalidateQueries({ queryKey: ['user', 'info'] }),
      ]);
    },
  });
}

export function trackBook(chapterId: number, position: number): Promise<unknown> {
  return apiCall(novelsCalls.novelTrack, { chapterId, position });
}
