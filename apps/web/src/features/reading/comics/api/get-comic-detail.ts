/** POST comics/detail and comics/maylike. */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import type { ComicDetail } from '@lld/protocol/api/comics';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { itemQuery } from '@/lib/api/item-query';
import { comicKeys } from './keys';

export function getComicDetail(id: number, signal: AbortSignal): Promise<ComicDetail> {
  return apiCall(comicsCalls.comicsDetail, { id }, { signal });
}

export const comicDetailQueryOptions = (id: number) =>
  itemQuery(comicKeys.detail(id), id, (signal) => getComicDetail(id, signal));

export const useComicDetail = (id: number) => useQuery(comicDetailQueryOptions(id));

export function useComicMaylike(id: number) {
  return useQuery(
    itemQuery(
      comicKeys.maylike(id),
      id,
      (signal) => apiCall(comicsCalls.comicsMaylike, { id, size: 6 }, { signal }),
      5 * 60_000,
    ),
  );
}
