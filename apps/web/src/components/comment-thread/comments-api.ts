/** community/comment/*: the thread of a post (one model for posts, videos and comics). */
import { communityCalls } from '@lld/protocol/api/calls/community';
import type { CommentTarget } from '@lld/protocol/api/community';
import { apiCall } from '@/lib/api/client';

export const commentKeys = {
  thread: (kind: CommentTarget, id: number) => ['community', 'comments', kind, id] as const,
  replies: (kind: CommentTarget, id: number, rootId: number) =>
    ['community', 'comments', kind, id, 'replies', rootId] as const,
};

export function fetchComments(targetKind: CommentTarget, targetId: number, page: number, pageSize: number) {
  return apiCall(communityCalls.communityCommentList, { targetKind, targetId, page, pageSize });
}

export function fetchReplies(
  targetKind: CommentTarget,
  targetId: number,
  rootId: number,
  page: number,
  pageSize: number,
) {
  return apiCall(communityCalls.communityCommentList, {
    targetKind,
    targetId,
    rootId,
    page,
    pageSize,
  });
}

export function addComment(body: {
  targetKind: CommentTarget;
  targetId: number;
  text: string;
  parentId?: number;
}) {
  return apiCall(communityCalls.communityCommentAdd, body);
}
