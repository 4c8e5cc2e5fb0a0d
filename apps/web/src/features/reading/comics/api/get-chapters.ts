/**
 * POST comics/chapter: every chapter of a comic with access, price, unlocked and read markers.
 * Series run to a few hundred chapters at most, so the episode list loads them all, 50 a call.
 */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import type { ComicChapter } from '@lld/protocol/api/comics';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { itemQuery } from '@/lib/api/item-query';
import { comicKeys } from './keys';

const PAGE = 50;

export async function getAllChapters(comicId: number, signal: AbortSignal): Promise<ComicChapter[]> {
  const out: ComicChapter[] = [];
  for (let page = 1; ; page++) {
    const r = await apiCall(comicsCalls.comicsChapter, { comicId, page, pageSize: PAGE }, { signal });
    out.push(...r.list);
    if (!r.hasMore || page >= 40) return out;
  }
}

export const chaptersQueryOptions = (comicId: number) =>
  itemQuery(comicKeys.chapters(comicId), comicId, (signal) => getAllChapters(comicId, signal));

export const useChapters = (comicId: number) => useQuery(chaptersQueryOptions(comicId));
