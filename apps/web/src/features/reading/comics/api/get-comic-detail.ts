/** POST comics/detail and comics/maylike. */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import type { ComicDetail } from '@lld/protocol/api/comics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { comicKeys } from './keys';

export function getComicDetail(id: number, signal?: AbortSignal): Promise<ComicDetail> {
  return apiCall(comicsCalls.comicsDetail, { id }, signal ? { signal } : {});
}

export const comicDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: comicKeys.detail(id),
    queryFn: ({ signal }) => getComicDetail(id, signal),
    enabled: id > 0,
    staleTime: 30_000,
  });

export const useComicDetail = (id: number) => useQuery(comicDetailQueryOptions(id));

export function useComicMaylike(id: number) {
  return useQuery({
    queryKey: comicKeys.maylike(id),
    queryFn: ({ signal }) => apiCall(comicsCalls.comicsMaylike, { id, size: 6 }, signal ? { signal } : {}),
    enabled: id > 0,
    staleTime: 5 * 60_000,
  });
}
