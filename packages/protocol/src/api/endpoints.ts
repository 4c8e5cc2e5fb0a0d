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
import { emptyRequest } from './envelope.ts';
import { listRequest, listResult } from './list.ts';
import { guestLoginRequest, loginResult } from './login.ts';
import * as media from './media.ts';
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
  mediaHome: endpoint({
    path: '/app/media/home',
    method: 'POST',
    request: media.mediaHomeRequest,
    response: media.mediaHomeResult,
    auth: 'optional',
    summary: 'Home screen sections: topics with their newest videos, hot tags, collections (cached)',
  }),
  mediaRecommend: endpoint({
    path: '/app/media/recommend',
    method: 'POST',
    request: media.recommendRequest,
    response: media.videoList,
    auth: 'optional',
    summary: 'Recommended videos (home feed), or videos like {id} (related)',
  }),
  mediaShortRecommend: endpoint({
    path: '/app/media/short/recommend',
    method: 'POST',
    request: media.shortRecommendRequest,
    response: media.videoList,
    auth: 'optional',
    summary: 'Short videos, most watched first',
  }),
  mediaTagDetails: endpoint({
    path: '/app/media/tag/details',
    method: 'POST',
    request: media.tagDetailsRequest,
    response: media.tagDetailsResult,
    auth: 'optional',
    summary: 'A tag and its videos',
  }),
  mediaTopicDetails: endpoint({
    path: '/app/media/topic/details',
    method: 'POST',
    request: media.topicDetailsRequest,
    response: media.topicDetailsResult,
    auth: 'optional',
    summary: 'A topic and its videos',
  }),
  mediaActorDetails: endpoint({
    path: '/app/media/actor/details',
    method: 'POST',
    request: media.actorDetailsRequest,
    response: media.actorDetailsResult,
    auth: 'optional',
    summary: 'An actor and their videos',
  }),
  mediaPublished: endpoint({
    path: '/app/media/published',
    method: 'POST',
    request: media.publishedRequest,
    response: media.videoList,
    auth: 'optional',
    summary: 'Newest published videos',
  }),
  mediaCollectHome: endpoint({
    path: '/app/media/collect/home',
    method: 'POST',
    request: media.collectHomeRequest,
    response: media.collectHomeResult,
    auth: 'optional',
    summary: 'Collections (合集)',
  }),
  mediaCollectDetails: endpoint({
    path: '/app/media/collect/details',
    method: 'POST',
    request: media.collectDetailsRequest,
    response: media.collectDetailsResult,
    auth: 'optional',
    summary: "A collection, its videos in order and the caller's access",
  }),
  mediaPay: endpoint({
    path: '/app/media/pay',
    method: 'POST',
    request: media.payRequest,
    response: media.payResult,
    auth: 'required',
    summary: 'Buy a paid video with gold (charged once; members pay less)',
  }),
  mediaCollectPay: endpoint({
    path: '/app/media/collect/pay',
    method: 'POST',
    request: media.payRequest,
    response: media.payResult,
    auth: 'required',
    summary: 'Buy a paid collection with gold: all its videos open',
  }),
  mediaLike: endpoint({
    path: '/app/media/like',
    method: 'POST',
    request: media.likeRequest,
    response: media.likeResult,
    auth: 'required',
    summary: 'Like or unlike a video',
  }),
  mediaPlay: endpoint({
    path: '/app/media/play',
    method: 'POST',
    request: media.playRequest,
    response: media.playResult,
    auth: 'optional',
    summary: 'Everything the player needs: detail, access, preview, resume position, lines',
  }),
  mediaTrackList: endpoint({
    path: '/app/media/trackList',
    method: 'POST',
    request: media.trackListRequest,
    response: media.trackListResult,
    auth: 'required',
    summary: 'Watch history; with {id, position} also records progress',
  }),
  mediaCache: endpoint({
    path: '/app/media/cache',
    method: 'POST',
    request: media.cacheRequest,
    response: media.cacheResult,
    auth: 'required',
    summary: 'Offline copy of a video the caller may watch in full',
  }),
  mediaHotSearches: endpoint({
    path: '/app/media/hotSearchs/list',
    method: 'POST',
    request: media.hotSearchesRequest,
    response: media.hotSearchesResult,
    auth: 'none',
    summary: 'Hot search keywords',
  }),
  collectOperate: endpoint({
    path: '/app/collect/operate',
    method: 'POST',
    request: media.collectOperateRequest,
    response: media.collectOperateResult,
    auth: 'required',
    summary: 'Favourite or unfavourite a video or collection',
  }),
  collectList: endpoint({
    path: '/app/collect/list',
    method: 'POST',
    request: media.collectListRequest,
    response: media.collectListResult,
    auth: 'required',
    summary: "The caller's favourites, newest first",
  }),
  collectDelete: endpoint({
    path: '/app/collect/delete',
    method: 'POST',
    request: media.collectDeleteRequest,
    response: media.collectDeleteResult,
    auth: 'required',
    summary: 'Remove favourites',
  }),
  contentInfo: endpoint({
    path: '/app/content/info',
    method: 'POST',
    request: media.contentInfoRequest,
    response: media.contentInfoResult,
    auth: 'optional',
    summary: 'Title, cover and description of a content item',
  }),
  commentList: endpoint({
    path: '/app/comment/list',
    method: 'POST',
    request: media.commentListRequest,
    response: media.commentListResult,
    auth: 'optional',
    summary: 'Top-level comments of a content item, newest first, each with its first replies',
  }),
  commentReplies: endpoint({
    path: '/app/comment/replies',
    method: 'POST',
    request: media.commentRepliesRequest,
    response: media.commentListResult,
    auth: 'optional',
    summary: 'Replies of a comment, oldest first',
  }),
  commentAdd: endpoint({
    path: '/app/comment/add',
    method: 'POST',
    request: media.commentAddRequest,
    response: media.commentAddResult,
    auth: 'required',
    summary: 'Comment on a content item, or reply to a comment',
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
} as const;

export type EndpointName = keyof typeof endpoints;
export type EndpointRequest<N extends EndpointName> = (typeof endpoints)[N]['request'] extends z.ZodType
  ? z.input<NonNullable<(typeof endpoints)[N]['request']>>
  : undefined;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;

/** Re-exported so a client can type an empty body without another import. */
export { emptyRequest };
