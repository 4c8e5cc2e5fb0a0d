/**
 * POST comicsChapter/pics (3003 when the caller may not read the chapter) and
 * comicsChapter/isLook (price and balance for the unlock sheet).
 */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import type { ComicPics } from '@lld/protocol/api/comics';
import { ResultCode } from '@lld/protocol/result-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, isApiError } from '@/lib/api/client';
import { comicKeys } from './keys';

export function getChapterPics(chapterId: number, preview = false, signal?: AbortSignal): Promise<ComicPics> {
  return apiCall(comicsCalls.comicsChapterPics, { chapterId, preview }, signal ? { signal } : {});
}

export const isLocked = (error: unknown) => isApiError(error, ResultCode.NEEDS_ENTITLEMENT);

export const chapterPicsQueryOptions = (chapterId: number, preview = false) =>
  queryOptions({
    queryKey: comicKeys.pics(chapterId),
    queryFn: ({ signal }) => getChapterPics(chapterId, preview, signal),
    enabled: chapterId > 0,
    staleTime: 5 * 60_000,
    // A locked chapter is an answer, not a failure to retry.
    retry: (count, error) => !isLocked(error) && count < 2,
  });

export const useChapterPics = (chapterId: number) => useQuery(chapterPicsQueryOptions(chapterId));

export function useIsLook(chapterId: number, enabled: boolean) {
  return useQuery({
    queryKey: comicKeys.isLook(chapterId),
    queryFn: ({ signal }) =>
      apiCall(comicsCalls.comicsChapterIsLook, { chapterId }, signal ? { signal } : {}),
    enabled: enabled && chapterId > 0,
    staleTime: 0,
  });
}
