/** community/post/*: list, detail, mypublish, publish, pay, like, report. */
import { communityCalls } from '@lld/protocol/api/calls/community';
import type { PostPublishRequest } from '@lld/protocol/api/community';
import { useQuery } from '@tanstack/react-query';
import { apiCall, type CallBody } from '@/lib/api/client';
import { itemQuery } from '@/lib/api/item-query';
import { pageFetcher } from '@/lib/api/list';

/** The filters of community/post/list (its request without paging). */
export type PostListFilter = Omit<
  NonNullable<CallBody<typeof communityCalls.communityPostList>>,
  'page' | 'pageSize'
>;

export const postKeys = {
  all: ['community', 'posts'] as const,
  list: (f: PostListFilter) => ['community', 'posts', 'list', f] as const,
  mine: () => ['community', 'posts', 'mine'] as const,
  detail: (id: number) => ['community', 'posts', 'detail', id] as const,
};

export function fetchPosts(filter: PostListFilter, page: number, pageSize: number) {
  return apiCall(communityCalls.communityPostList, { ...filter, page, pageSize });
}

export const fetchMyPosts = pageFetcher(communityCalls.communityPostMypublish, {});

export function postDetailOptions(id: number) {
  return itemQuery(postKeys.detail(id), id, (signal) =>
    apiCall(communityCalls.communityPostDetail, { id }, { signal }),
  );
}

export function usePostDetail(id: number) {
  return useQuery(postDetailOptions(id));
}

export function publishPost(body: PostPublishRequest) {
  return apiCall(communityCalls.communityPostPublish, body);
}

export function payPost(id: number) {
  return apiCall(communityCalls.communityPostPay, { id });
}

export function likePost(id: number) {
  return apiCall(communityCalls.communityPostLike, { id });
}

export function report(targetKind: 'post' | 'comment', id: number, reason: string) {
  return apiCall(communityCalls.communityReport, { targetKind, id, reason });
}
