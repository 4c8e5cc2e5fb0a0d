import { z } from 'zod';
import { purchaseOutcomeFields, userFaceFields } from './fields.ts';
import { listRequest } from './list.ts';
import { named } from './schema.ts';

/**
 * Community (issue 7): posts, circles, the comment thread, likes, follows, creators, reports,
 * uploads. Times are UTC seconds; prices are gold in hundredths. Text is plain text: clients
 * render it as text, never as HTML.
 */

export const POST_KINDS = ['text', 'image', 'video'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const POST_STATUSES = ['pending', 'published', 'rejected'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What a comment thread hangs on; one thread model for posts, videos and comics. */
export const COMMENT_TARGETS = ['post', 'video', 'comic'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

export const COMMUNITY_LIMITS = Object.freeze({
  postTextMax: 2000,
  postImagesMax: 9,
  commentTextMax: 500,
  reportReasonMax: 200,
  /** Highest price of a post: 1,000 gold. */
  postPriceMax: 100_000,
  /** Characters of a paid post's text shown before purchase. */
  paidPreviewChars: 40,
});

/**
 * Creator ranking (docs/decisions.md, issue 7): over a creator's posts published in the last
 * `windowDays` days, score = post × posts + like × likes + comment × comments, plus follower ×
 * followers (all time).
 */
export const RANKING_RULE = Object.freeze({
  windowDays: 30,
  weights: Object.freeze({ post: 5, like: 3, comment: 2, follower: 10 }),
});

export const UPLOAD_LIMITS = Object.freeze({
  imageMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 500 * 1024 * 1024,
  /** Longest side of a stored image after re-encoding. */
  imageMaxSide: 2048,
  imagesPerDay: 200,
  videoBytesPerDay: 2 * 1024 * 1024 * 1024,
});

export const creatorBrief = named('CreatorBrief', {
  ...userFaceFields,
  isFollowed: z.boolean().describe('the caller follows this creator'),
});
export type CreatorBrief = z.infer<typeof creatorBrief>;

export const postVideo = named('PostVideo', { url: z.string(), size: z.number().int(), cover: z.string() });

export const postItem = named('PostItem', {
  id: z.number().int(),
  author: creatorBrief,
  categoryId: z.number().int(),
  circleId: z.number().int().nullable(),
  circleName: z.string(),
  kind: z.enum(POST_KINDS),
  text: z.string().describe('plain text; a locked paid post carries only its first characters'),
  images: z.array(z.string()).describe('image paths on the IMAGE domain (obfuscated, PROTOCOL §9)'),
  imageCount: z.number().int().describe('images of the whole post (a locked post shows fewer)'),
  video: postVideo.nullable().describe('null for a locked paid post'),
  price: z.number().int().describe('gold in hundredths, 0 free'),
  locked: z.boolean().describe('paid and not bought: text cut, one image, no video'),
  status: z.enum(POST_STATUSES),
  reviewNote: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  viewCount: z.number().int(),
  isLiked: z.boolean(),
  createdAt: z.number().int(),
});
export type PostItem = z.infer<typeof postItem>;

export const POST_SORTS = ['new', 'hot'] as const;
export const postListRequest = listRequest
  .extend({
    categoryId: z.number().int().optional().describe('one category of config communityCategory'),
    circleId: z.number().int().optional(),
    userId: z.number().int().optional().describe("one creator's posts"),
    following: z.boolean().optional().describe('only creators the caller follows'),
    sort: z.enum(POST_SORTS).default('new'),
  })
  .meta({ id: 'PostListRequest' });

export const postIdRequest = named('PostIdRequest', { id: z.number().int().positive() });

export const postPublishRequest = named('PostPublishRequest', {
  text: z.string().trim().max(COMMUNITY_LIMITS.postTextMax),
  categoryId: z.number().int(),
  circleId: z.number().int().optional(),
  images: z.array(z.string().max(300)).max(COMMUNITY_LIMITS.postImagesMax).default([]),
  videoUrl: z.string().max(300).optional().describe('url returned by the chunked upload'),
  price: z.number().int().min(0).max(COMMUNITY_LIMITS.postPriceMax).default(0),
});
export type PostPublishRequest = z.input<typeof postPublishRequest>;

export const postPayResult = named('PostPayResult', {
  post: postItem,
  ...purchaseOutcomeFields,
});

export const likeResult = named('LikeResult', { liked: z.boolean(), likeCount: z.number().int() });

export const reportRequest = named('ReportRequest', {
  targetKind: z.enum(['post', 'comment']),
  id: z.number().int().positive(),
  reason: z.string().trim().min(1).max(COMMUNITY_LIMITS.reportReasonMax),
});
export const reportResult = named('ReportResult', { reported: z.literal(true) });

// Comments -----------------------------------------------------------------------------

const commentFields = {
  id: z.number().int(),
  targetKind: z.enum(COMMENT_TARGETS),
  targetId: z.number().int(),
  rootId: z.number().int().nullable().describe('top-level comment of the thread; null for one'),
  parentId: z.number().int().nullable(),
  user: z.object(userFaceFields),
  replyTo: z
    .object({ id: z.number().int(), nickname: z.string() })
    .nullable()
    .describe('whom a reply to a reply answers; null otherwise'),
  text: z.string(),
  replyCount: z.number().int(),
  createdAt: z.number().int(),
};
export const commentReply = named('CommentReply', commentFields);
export const commentItem = named('CommentItem', {
  ...commentFields,
  replies: z.array(commentReply).optional().describe('first replies of a top-level comment (up to 2)'),
});
export type CommentItem = z.infer<typeof commentItem>;

export const commentAddRequest = named('CommentAddRequest', {
  targetKind: z.enum(COMMENT_TARGETS).default('post'),
  targetId: z.number().int().positive(),
  text: z.string().trim().min(1).max(COMMUNITY_LIMITS.commentTextMax),
  parentId: z.number().int().positive().optional().describe('the comment answered'),
});

export const commentListRequest = listRequest
  .extend({
    targetKind: z.enum(COMMENT_TARGETS).default('post'),
    targetId: z.number().int().positive(),
    rootId: z.number().int().positive().optional().describe('replies of one top-level comment'),
  })
  .meta({ id: 'CommentListRequest' });

// Creators -----------------------------------------------------------------------------

export const creatorInfo = named('CreatorInfo', {
  ...userFaceFields,
  isGuest: z.boolean(),
  isFollowed: z.boolean(),
  isSelf: z.boolean(),
  fansCount: z.number().int(),
  followCount: z.number().int(),
  postCount: z.number().int(),
  likeCount: z.number().int().describe('likes on all published posts'),
  score: z.number().int().describe('ranking score, docs/decisions.md issue 7'),
  rank: z.number().int().describe('place in the ranking, 0 when unranked'),
});
export type CreatorInfo = z.infer<typeof creatorInfo>;

export const CREATOR_LISTS = ['rank', 'follows', 'fans'] as const;
export const creatorListRequest = listRequest
  .extend({
    kind: z.enum(CREATOR_LISTS).default('rank'),
    userId: z.number().int().optional().describe('whose follows/fans; the caller by default'),
  })
  .meta({ id: 'CreatorListRequest' });

export const creatorCaresRequest = named('CreatorCaresRequest', {
  userId: z.number().int().positive(),
  follow: z.boolean().describe('true follow, false unfollow'),
});
export const creatorCaresResult = named('CreatorCaresResult', {
  isFollowed: z.boolean(),
  fansCount: z.number().int(),
});

export const creatorInfoRequest = named('CreatorInfoRequest', { userId: z.number().int().positive() });

// Circles ------------------------------------------------------------------------------

export const circleItem = named('CircleItem', {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cover: z.string(),
  postCount: z.number().int(),
});
export type CircleItem = z.infer<typeof circleItem>;
export const circleIdRequest = named('CircleIdRequest', { id: z.number().int().positive() });

// Uploads ------------------------------------------------------------------------------

export const uploadedImage = named('UploadedImage', {
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;
export const uploadedImages = named('UploadedImages', { list: z.array(uploadedImage) });
export const uploadedImageUrl = named('UploadedImageUrl', { url: z.string() });

/** The answer of the chunk POST that completes a file (PROTOCOL §10). */
export const chunkUploadResult = named('ChunkUploadResult', {
  url: z.string().optional().describe('present once the file is assembled'),
  size: z.number().int().optional(),
  sha256: z.string().optional(),
  identifier: z.string(),
  complete: z.boolean(),
});
export type ChunkUploadResult = z.infer<typeof chunkUploadResult>;
