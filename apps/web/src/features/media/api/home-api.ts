/** The calls the home screen makes (kept apart so the home route carries only these). */

import { mediaHomeCalls } from '@lld/protocol/api/calls/media-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export const HOME_QUERY_KEY = ['media', 'home'] as const;

export function homeQueryOptions() {
  return queryOptions({
    queryKey: HOME_QUERY_KEY,
    queryFn: ({ signal }) => apiCall(mediaHomeCalls.mediaHome, {}, { signal }),
    staleTime: 60_000,
  });
}

export function useMediaHome() {
  return useQuery(homeQueryOptions());
}
