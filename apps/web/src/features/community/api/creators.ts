import { communityCalls } from '@lld/protocol/api/calls/community';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { itemQuery } from '@/lib/api/item-query';

export const creatorKeys = {
  info: (id: number) => ['community', 'creator', id] as const,
  list: (kind: 'rank' | 'follows' | 'fans', userId?: number) =>
    ['community', 'creators', kind, userId ?? 0] as const,
};

export function creatorInfoOptions(userId: number) {
  return itemQuery(creatorKeys.info(userId), userId, (signal) =>
    apiCall(communityCalls.communityUpblogersInfo, { userId }, { signal }),
  );
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
