import { communityCalls } from '@lld/protocol/api/calls/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export const creatorKeys = {
  info: (id: number) => ['community', 'creator', id] as const,
  list: (kind: 'rank' | 'follows' | 'fans', userId?: number) =>
    ['community', 'creators', kind, userId ?? 0] as const,
};

export function creatorInfoOptions(userId: number) {
  return queryOptions({
    queryKey: creatorKeys.info(userId),
    queryFn: ({ signal }) => apiCall(communityCalls.communityUpblogersInfo, { userId }, { signal }),
    enabled: userId > 0,
    staleTime: 30_000,
  });
}

export function useCreatorInfo(userId: number) {
  return useQuery(creatorInfoOptions(userId));
}

export function fetchCreators(kind: 'rank' | 'follows' | 'fans', page: number, pageSize: number) {
  return apiCall(communityCalls.communityUpblogersList, { kind, page, pageSize });
}

export function setFollow(userId: number, follow: boolean) {
  return apiCall(communityCalls.communityUpblogersCares, { userId, follow });
}
