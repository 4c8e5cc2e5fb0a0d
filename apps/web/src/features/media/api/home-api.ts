/** The calls the home screen makes (kept apart so the home route carries only these). */
import type { ListResult } from '@lld/protocol/api/list';
import type { MediaHomeResult } from '@lld/protocol/api/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export const HOME_QUERY_KEY = ['media', 'home'] as const;

export function homeQueryOptions() {
  return queryOptions({
    queryKey: HOME_QUERY_KEY,
    queryFn: ({ signal }) => apiCall<MediaHomeResult>('media/home', {}, { signal }),
    staleTime: 60_000,
  });
}

export function useMediaHome() {
  return useQuery(homeQueryOptions());
}

/** A list call of PROTOCOL §5 with fixed filters, for PullList and FeedList. */
export function fetchList<T>(endpoint: string, params: Record<string, unknown>) {
  return (page: number, pageSize: number) => apiCall<ListResult<T>>(endpoint, { ...params, page, pageSize });
}
