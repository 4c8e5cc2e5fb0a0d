import { communityCalls as c } from '../calls/community.ts';
import {
  chunkUploadResult,
  circleIdRequest,
  circleItem,
  commentAddRequest,
  commentItem,
  commentListRequest,
  creatorCaresRequest,
  creatorCaresResult,
  creatorInfo,
  creatorInfoRequest,
  creatorListRequest,
  likeResult,
  postIdRequest,
  postItem,
  postListRequest,
  postPayResult,
  postPublishRequest,
  reportRequest,
  reportResult,
  uploadedImage,
  uploadedImages,
  uploadedImageUrl,
} from '../community.ts';
import { listRequest, listResult } from '../list.ts';
import { endpoint } from './endpoint.ts';

/** The community calls with their schemas (request body and `data`, plain after decryption). */
export const communityEndpoints = {
  // Community, circles, comments, creators, uploads (issue 7).
  communityPostList: endpoint(c.communityPostList, {
    request: postListRequest,
    response: listResult(postItem),
    summary: 'Published posts, newest (or hottest) first, by category, circle, creator or followed creators',
  }),
  communityPostDetail: endpoint(c.communityPostDetail, {
    request: postIdRequest,
    response: postItem,
    summary: 'One post (counts a view); pending or rejected posts only for their author',
  }),
  communityPostMypublish: endpoint(c.communityPostMypublish, {
    request: listRequest,
    response: listResult(postItem),
    summary: 'Your posts in every moderation state, newest first',
  }),
  communityPostPay: endpoint(c.communityPostPay, {
    request: postIdRequest,
    response: postPayResult,
    summary: 'Buy a paid post with gold (charged once; VIP rules of the wallet apply)',
  }),
  communityPostPublish: endpoint(c.communityPostPublish, {
    request: postPublishRequest,
    response: postItem,
    summary: 'Publish text, up to 9 uploaded images or one uploaded video (registered accounts)',
  }),
  communityPostLike: endpoint(c.communityPostLike, {
    request: postIdRequest,
    response: likeResult,
    summary: 'Like a post, or take the like back (toggle)',
  }),
  communityReport: endpoint(c.communityReport, {
    request: reportRequest,
    response: reportResult,
    summary: 'Report a post or comment (once per user); 3 reports send a post back to review',
  }),
  communityCommentAdd: endpoint(c.communityCommentAdd, {
    request: commentAddRequest,
    response: commentItem,
    summary: 'Comment on a post (or video, comic), or reply to a comment (registered accounts)',
  }),
  communityCommentList: endpoint(c.communityCommentList, {
    request: commentListRequest,
    response: listResult(commentItem),
    summary: 'Top-level comments newest first with their first replies, or the replies of one comment',
  }),
  communityUpblogersCares: endpoint(c.communityUpblogersCares, {
    request: creatorCaresRequest,
    response: creatorCaresResult,
    summary: 'Follow or unfollow a creator',
  }),
  communityUpblogersInfo: endpoint(c.communityUpblogersInfo, {
    request: creatorInfoRequest,
    response: creatorInfo,
    summary: "A creator's profile: counts, ranking place, whether you follow them",
  }),
  communityUpblogersList: endpoint(c.communityUpblogersList, {
    request: creatorListRequest,
    response: listResult(creatorInfo),
    summary: 'Creator ranking (published scoring rules), or the creators someone follows, or their fans',
  }),
  communityCircleList: endpoint(c.communityCircleList, {
    request: listRequest,
    response: listResult(circleItem),
    summary: 'Circles, in operator order',
  }),
  communityCircleDetail: endpoint(c.communityCircleDetail, {
    request: circleIdRequest,
    response: circleItem,
    summary: 'One circle',
  }),
  uploadImages: endpoint(c.uploadImages, {
    request: null,
    response: uploadedImages,
    summary: 'Multipart: up to 9 image files (part name file); each checked, re-encoded, stored obfuscated',
  }),
  uploadImg: endpoint(c.uploadImg, {
    request: null,
    response: uploadedImageUrl,
    summary: 'Multipart: one image file (part name file) → its url',
  }),
  uploadImgv2: endpoint(c.uploadImgv2, {
    request: null,
    response: uploadedImage,
    summary: 'Multipart: one image file (part name file) → url, width, height, size',
  }),
  uploadChunk: endpoint(c.uploadChunk, {
    request: null,
    response: chunkUploadResult,
    summary: 'Chunked upload (PROTOCOL §10, resumable.js): GET tests a chunk (200/204), POST stores one',
  }),
};
