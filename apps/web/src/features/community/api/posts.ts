/** community/post/*: list, detail, mypublish, publish, pay, like, report. */
import type { PostItem, PostPublishRequest } from '@lld/protocol/api/community';
import type { ListResult } from '@lld/protocol/api/list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export interface PostListFilter {
  categoryId?: number;
  circleId?: number;
  userId?: number;
  following?: boolean;
  sort?: 'new' | 'hot';
}

export const postKeys = {
  all: ['community', 'posts'] as const,
  list: (f: PostListFilter) => ['community', 'posts', 'list', f] as const,
  mine: () => ['community', 'posts', 'mine'] as const,
  detail: (id: number) => ['community', 'posts', 'detail', id] as const,
};

export function fetchPosts(filter: PostListFilter, page: number, pageSize: number) {
  return apiCall<ListResult<PostItem>>('community/post/list', { ...filter, page, pageSize });
}

export function fetchMyPosts(page: number, pageSize: number) {
  return apiCall<ListResult<PostItem>>('community/post/mypublish', { page, pageSize });
}

export function postDetailOptions(id: number) {
  return queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => apiCall<PostItem>('community/post/detail', { id }, { signal }),
    enabled: id > 0,
    staleTime: 30_000,
  });
}

export function usePostDetail(id: number) {
  return useQuery(postDetailOptions(id));
}

export function publishPost(body: PostPublishRequest) {
  return apiCall<PostItem>('community/post/publish', body);
}

export function payPost(id: number) {
  return apiCall<{ post: PostItem; charged: number; balance: number; alreadyOwned: boolean }>(
    'community/post/pay',
    { id },
  );
}

export function likePost(id: number) {
  return apiCall<{ liked: boolean; likeCount: number }>('community/post/like', { id });
}

export function report(targetKind: 'post' | 'comment', id: number, reason: string) {
  return apiCall<{ reported: true }>('community/report', { targetKind, id, reason });
}
