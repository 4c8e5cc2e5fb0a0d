/** POST comics/home: categories, featured comics and the three rankings. */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import type { ComicHome } from '@lld/protocol/api/comics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { comicKeys } from './keys';

export function getComicHome(signal?: AbortSignal): Promise<ComicHome> {
  return apiCall(comicsCalls.comicsHome, {}, signal ? { signal } : {});
}

export const comicHomeQueryOptions = () =>
  queryOptions({
    queryKey: comicKeys.home(),
    queryFn: ({ signal }) => getComicHome(signal),
    staleTime: 60_000,
  });

export const useComicHome = () => useQuery(comicHomeQueryOptions());
