import type { z } from 'zod';
import {
  accountLoginRequest,
  avatarResult,
  beforeLoginRequest,
  beforeLoginResult,
  bindMobileRequest,
  captchaRequest,
  captchaResult,
  changeMobileRequest,
  changePasswordRequest,
  changePasswordResult,
  modifyInfoRequest,
  officialLoginRequest,
  phoneLoginRequest,
  qrcodeInfoRequest,
  qrcodeInfoResult,
  qrcodeRequest,
  qrcodeResult,
  registerRequest,
} from './account.ts';
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
} from './community.ts';
import { emptyRequest } from './envelope.ts';
import { listRequest, listResult } from './list.ts';
import { guestLoginRequest, loginResult } from './login.ts';
import { adClickRequest, adClickResult, announcement, appConfig, contactList, healthCheck } from './ping.ts';
import { logoutRequest, logoutResponse, userInfo, userInfoRequest, userInfoResponse } from './user.ts';
import {
  memberCard,
  purchaseListRequest,
  purchaseRecord,
  walletLogEntry,
  walletLogRequest,
} from './wallet.ts';

/**
 * `none`: the token is not looked at; `optional`: resolved when valid, ignored otherwise;
 * `required`: a missing, unknown, expired or revoked token gets code 1000.
 */
export type AuthMode = 'none' | 'optional' | 'required';

export interface Endpoint<
  Req extends z.ZodType | null = z.ZodType | null,
  Res extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
> {
  /** Path after `/api`, as signed (PROTOCOL §2), e.g. `/app/user/info`. */
  readonly path: string;
  readonly method: 'GET' | 'POST';
  /** Plain (decrypted) request body, or null for GET calls. */
  readonly request: Req;
  /** Plain (decrypted) `data` of a code 200 response. */
  readonly response: Res;
  readonly auth: A;
  readonly summary: string;
}

function endpoint<Req extends z.ZodType | null, Res extends z.ZodType, A extends AuthMode>(
  e: Endpoint<Req, Res, A>,
) {
  return Object.freeze(e);
}

/** The endpoint table (PROTOCOL §11 paths). Later issues add their calls here. */
export const endpoints = {
  pingConfig: endpoint({
    path: '/app/ping/config',
    method: 'GET',
    request: null,
    response: appConfig,
    auth: 'none',
    summary: 'App configuration: domains, ads, categories, announcements, theme',
  }),
  pingCheck: endpoint({
    path: '/app/ping/check',
    method: 'GET',
    request: null,
    response: healthCheck,
    auth: 'none',
    summary: 'Health: database and store reachable, version, server time',
  }),
  pingContact: endpoint({
    path: '/app/ping/contact',
    method: 'GET',
    request: null,
    response: contactList,
    auth: 'none',
    summary: 'Customer-service and official links',
  }),
  pingAnnouncement: endpoint({
    path: '/app/ping/announcement',
    method: 'POST',
    request: listRequest,
    response: listResult(announcement),
    auth: 'none',
    summary: 'Active announcements, newest first (PROTOCOL §5 list)',
  }),
  loginGuest: endpoint({
    path: '/app/login/guest',
    method: 'POST',
    request: guestLoginRequest,
    response: loginResult,
    auth: 'none',
    summary: 'Guest login by device id: same device, same user, new token',
  }),
  userInfo: endpoint({
    path: '/app/user/info',
    method: 'POST',
    request: userInfoRequest,
    response: userInfoResponse,
    auth: 'required',
    summary: "Own UserInfo, or another user's public profile with {userId}",
  }),
  userLogout: endpoint({
    path: '/app/user/logout',
    method: 'POST',
    request: logoutRequest,
    response: logoutResponse,
    auth: 'required',
    summary: 'Revoke the calling token',
  }),
  advertiseClick: endpoint({
    path: '/app/advertise/click',
    method: 'POST',
    request: adClickRequest,
    response: adClickResult,
    auth: 'optional',
    summary: 'Count a tap on an ad and return the link it leads to',
  }),
  // Accounts (issue 3). Every login, registration and bind returns {token, userInfo}.
  loginAccountRegister: endpoint({
    path: '/app/login/account/register',
    method: 'POST',
    request: registerRequest,
    response: loginResult,
    auth: 'required',
    summary: 'Register the calling guest as an account (same user: history, balances, VIP kept)',
  }),
  loginAccountLogin: endpoint({
    path: '/app/login/account/login',
    method: 'POST',
    request: accountLoginRequest,
    response: loginResult,
    auth: 'required',
    summary: 'Log this device in to an account by name (or bound phone) and password',
  }),
  loginPhone: endpoint({
    path: '/app/login/phone',
    method: 'POST',
    request: phoneLoginRequest,
    response: loginResult,
    auth: 'required',
    summary: 'Log in by phone and SMS code; a new phone registers the calling guest with it',
  }),
  loginCaptcha: endpoint({
    path: '/app/login/captcha',
    method: 'POST',
    request: captchaRequest,
    response: captchaResult,
    auth: 'required',
    summary: 'Draw an image captcha, or send an SMS code',
  }),
  loginBefore: endpoint({
    path: '/app/login/before',
    method: 'POST',
    request: beforeLoginRequest,
    response: beforeLoginResult,
    auth: 'required',
    summary: 'What to show before a login: captcha needed, SMS countdown, what happens to guest data',
  }),
  loginBindMobile: endpoint({
    path: '/app/login/bindMobile',
    method: 'POST',
    request: bindMobileRequest,
    response: loginResult,
    auth: 'required',
    summary: 'Bind a phone to the calling user (a guest becomes an account, keeping everything)',
  }),
  loginOfficial: endpoint({
    path: '/app/login/official',
    method: 'POST',
    request: officialLoginRequest,
    response: loginResult,
    auth: 'required',
    summary: 'Restore an account on this device from its credential QR',
  }),
  userChangeMobile: endpoint({
    path: '/app/user/changeMobile',
    method: 'POST',
    request: changeMobileRequest,
    response: userInfo,
    auth: 'required',
    summary: 'Move the account to another phone (codes from the current and the new phone)',
  }),
  userChangePassword: endpoint({
    path: '/app/user/changePassword',
    method: 'POST',
    request: changePasswordRequest,
    response: changePasswordResult,
    auth: 'required',
    summary: 'Set or change the password; every other session and the credential QR are revoked',
  }),
  userInfoModify: endpoint({
    path: '/app/user/info/modify',
    method: 'POST',
    request: modifyInfoRequest,
    response: userInfo,
    auth: 'required',
    summary: 'Change nickname, intro, gender or birthday',
  }),
  userAvatar: endpoint({
    path: '/app/user/avatar',
    method: 'POST',
    request: null,
    response: avatarResult,
    auth: 'required',
    summary: 'Upload an avatar (multipart, file part "file"; JPEG, PNG, GIF or WebP up to 5 MB)',
  }),
  userQrcode: endpoint({
    path: '/app/user/qrcode',
    method: 'POST',
    request: qrcodeRequest,
    response: qrcodeResult,
    auth: 'required',
    summary: 'The account credential QR, or a login QR ticket for another device',
  }),
  userQrcodeInfo: endpoint({
    path: '/app/user/qrcode/info',
    method: 'POST',
    request: qrcodeInfoRequest,
    response: qrcodeInfoResult,
    auth: 'required',
    summary: 'Login QR: poll (the showing device), scan / confirm / cancel (a logged-in phone)',
  }),

  // Wallet, VIP and payments (issue 4).
  cardList: endpoint({
    path: '/app/card/list',
    method: 'POST',
    request: listRequest,
    response: listResult(memberCard),
    auth: 'required',
    summary: 'Your member cards: every grant of VIP days, newest first',
  }),
  purchaseList: endpoint({
    path: '/app/purchase/list',
    method: 'POST',
    request: purchaseListRequest,
    response: listResult(purchaseRecord),
    auth: 'required',
    summary: 'Content you bought, newest first (optionally of one kind)',
  }),
  walletLog: endpoint({
    path: '/app/wallet/log',
    method: 'POST',
    request: walletLogRequest,
    response: listResult(walletLogEntry),
    auth: 'required',
    summary: 'Gold and diamond movements of your wallet, newest first',
  }),

  // Community, circles, comments, creators, uploads (issue 7).
  communityPostList: endpoint({
    path: '/app/community/post/list',
    method: 'POST',
    request: postListRequest,
    response: listResult(postItem),
    auth: 'optional',
    summary: 'Published posts, newest (or hottest) first, by category, circle, creator or followed creators',
  }),
  communityPostDetail: endpoint({
    path: '/app/community/post/detail',
    method: 'POST',
    request: postIdRequest,
    response: postItem,
    auth: 'optional',
    summary: 'One post (counts a view); pending or rejected posts only for their author',
  }),
  communityPostMypublish: endpoint({
    path: '/app/community/post/mypublish',
    method: 'POST',
    request: listRequest,
    response: listResult(postItem),
    auth: 'required',
    summary: 'Your posts in every moderation state, newest first',
  }),
  communityPostPay: endpoint({
    path: '/app/community/post/pay',
    method: 'POST',
    request: postIdRequest,
    response: postPayResult,
    auth: 'required',
    summary: 'Buy a paid post with gold (charged once; VIP rules of the wallet apply)',
  }),
  communityPostPublish: endpoint({
    path: '/app/community/post/publish',
    method: 'POST',
    request: postPublishRequest,
    response: postItem,
    auth: 'required',
    summary: 'Publish text, up to 9 uploaded images or one uploaded video (registered accounts)',
  }),
  communityPostLike: endpoint({
    path: '/app/community/post/like',
    method: 'POST',
    request: postIdRequest,
    response: likeResult,
    auth: 'required',
    summary: 'Like a post, or take the like back (toggle)',
  }),
  communityReport: endpoint({
    path: '/app/community/report',
    method: 'POST',
    request: reportRequest,
    response: reportResult,
    auth: 'required',
    summary: 'Report a post or comment (once per user); 3 reports send a post back to review',
  }),
  communityCommentAdd: endpoint({
    path: '/app/community/comment/add',
    method: 'POST',
    request: commentAddRequest,
    response: commentItem,
    auth: 'required',
    summary: 'Comment on a post (or video, comic), or reply to a comment (registered accounts)',
  }),
  communityCommentList: endpoint({
    path: '/app/community/comment/list',
    method: 'POST',
    request: commentListRequest,
    response: listResult(commentItem),
    auth: 'optional',
    summary: 'Top-level comments newest first with their first replies, or the replies of one comment',
  }),
  communityUpblogersCares: endpoint({
    path: '/app/community/upblogers/cares',
    method: 'POST',
    request: creatorCaresRequest,
    response: creatorCaresResult,
    auth: 'required',
    summary: 'Follow or unfollow a creator',
  }),
  communityUpblogersInfo: endpoint({
    path: '/app/community/upblogers/info',
    method: 'POST',
    request: creatorInfoRequest,
    response: creatorInfo,
    auth: 'optional',
    summary: "A creator's profile: counts, ranking place, whether you follow them",
  }),
  communityUpblogersList: endpoint({
    path: '/app/community/upblogers/list',
    method: 'POST',
    request: creatorListRequest,
    response: listResult(creatorInfo),
    auth: 'optional',
    summary: 'Creator ranking (published scoring rules), or the creators someone follows, or their fans',
  }),
  communityCircleList: endpoint({
    path: '/app/community/circle/list',
    method: 'POST',
    request: listRequest,
    response: listResult(circleItem),
    auth: 'optional',
    summary: 'Circles, in operator order',
  }),
  communityCircleDetail: endpoint({
    path: '/app/community/circle/detail',
    method: 'POST',
    request: circleIdRequest,
    response: circleItem,
    auth: 'optional',
    summary: 'One circle',
  }),
  uploadImages: endpoint({
    path: '/app/upload/images',
    method: 'POST',
    request: null,
    response: uploadedImages,
    auth: 'required',
    summary: 'Multipart: up to 9 image files (part name file); each checked, re-encoded, stored obfuscated',
  }),
  uploadImg: endpoint({
    path: '/app/upload/img',
    method: 'POST',
    request: null,
    response: uploadedImageUrl,
    auth: 'required',
    summary: 'Multipart: one image file (part name file) → its url',
  }),
  uploadImgv2: endpoint({
    path: '/app/upload/imgv2',
    method: 'POST',
    request: null,
    response: uploadedImage,
    auth: 'required',
    summary: 'Multipart: one image file (part name file) → url, width, height, size',
  }),
  uploadChunk: endpoint({
    path: '/app/upload/chunk',
    method: 'POST',
    request: null,
    response: chunkUploadResult,
    auth: 'required',
    summary: 'Chunked upload (PROTOCOL §10, resumable.js): GET tests a chunk (200/204), POST stores one',
  }),
} as const;

export type EndpointName = keyof typeof endpoints;
export type EndpointRequest<N extends EndpointName> = (typeof endpoints)[N]['request'] extends z.ZodType
  ? z.input<NonNullable<(typeof endpoints)[N]['request']>>
  : undefined;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;

/** Re-exported so a client can type an empty body without another import. */
export { emptyRequest };
