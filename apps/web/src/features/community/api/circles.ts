import { communityCalls } from '@lld/protocol/api/calls/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { itemQuery } from '@/lib/api/item-query';

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
  return useQuery(
    itemQuery(
      ['community', 'circle', id] as const,
      id,
      (signal) => apiCall(communityCalls.communityCircleDetail, { id }, { signal }),
      5 * 60_000,
    ),
  );
}
