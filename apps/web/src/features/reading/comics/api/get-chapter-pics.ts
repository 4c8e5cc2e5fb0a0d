/**
 * POST comicsChapter/pics (3003 when the caller may not read the chapter) and
 * comicsChapter/isLook (price and balance for the unlock sheet).
 */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import type { ComicPics } from '@lld/protocol/api/comics';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { chapterQuery, priceQuery } from '../../chapter-access';
import { comicKeys } from './keys';

export { isLocked } from '../../chapter-access';

export function getChapterPics(chapterId: number, preview: boolean, signal: AbortSignal): Promise<ComicPics> {
  return apiCall(comicsCalls.comicsChapterPics, { chapterId, preview }, { signal });
}

export const chapterPicsQueryOptions = (chapterId: number, preview = false) =>
  chapterQuery(comicKeys.pics(chapterId), chapterId, (signal) => getChapterPics(chapterId, preview, signal));

export const useChapterPics = (chapterId: number) => useQuery(chapterPicsQueryOptions(chapterId));

export const useIsLook = (chapterId: number, enabled: boolean) =>
  useQuery(
    priceQuery(comicKeys.isLook(chapterId), chapterId, enabled, (signal) =>
      apiCall(comicsCalls.comicsChapterIsLook, { chapterId }, { signal }),
    ),
  );
