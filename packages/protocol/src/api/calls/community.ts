import { defineCalls } from './define.ts';

/** Where the community calls live (PROTOCOL §11) and how they are made; no schemas, so the web app imports it. */
export const communityCalls = defineCalls({
  communityPostList: ['POST', '/app/community/post/list', 'optional'],
  communityPostDetail: ['POST', '/app/community/post/detail', 'optional'],
  communityPostMypublish: ['POST', '/app/community/post/mypublish', 'required'],
  communityPostPay: ['POST', '/app/community/post/pay', 'required'],
  communityPostPublish: ['POST', '/app/community/post/publish', 'required'],
  communityPostLike: ['POST', '/app/community/post/like', 'required'],
  communityReport: ['POST', '/app/community/report', 'required'],
  communityCommentAdd: ['POST', '/app/community/comment/add', 'required'],
  communityCommentList: ['POST', '/app/community/comment/list', 'optional'],
  communityUpblogersCares: ['POST', '/app/community/upblogers/cares', 'required'],
  communityUpblogersInfo: ['POST', '/app/community/upblogers/info', 'optional'],
  communityUpblogersList: ['POST', '/app/community/upblogers/list', 'optional'],
  communityCircleList: ['POST', '/app/community/circle/list', 'optional'],
  communityCircleDetail: ['POST', '/app/community/circle/detail', 'optional'],
  uploadImages: ['POST', '/app/upload/images', 'required'],
  uploadImg: ['POST', '/app/upload/img', 'required'],
  uploadImgv2: ['POST', '/app/upload/imgv2', 'required'],
  uploadChunk: ['POST', '/app/upload/chunk', 'required'],
});
