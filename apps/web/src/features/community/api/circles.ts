import { communityCalls } from '@lld/protocol/api/calls/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export function circleListOptions() {
  return queryOptions({
    queryKey: ['community', 'circles'] as const,
    queryFn: ({ signal }) =>
      apiCall(communityCalls.communityCircleList, { page: 1, pageSize: 50 }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCircles() {
  return useQuery(circleListOptions());
}

export function useCircle(id: number) {
  return useQuery({
    queryKey: ['community', 'circle', id] as const,
    queryFn: ({ signal }) => apiCall(communityCalls.communityCircleDetail, { id }, { signal }),
    enabled: id > 0,
    staleTime: 5 * 60_000,
  });
}
