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
  chapterIdRequest,
  comicAuthorRequest,
  comicAuthorResult,
  comicCategoryRequest,
  comicChapterList,
  comicChapterRequest,
  comicDetail,
  comicHome,
  comicHomeRequest,
  comicIdRequest,
  comicIsLook,
  comicListResult,
  comicMaylike,
  comicMaylikeRequest,
  comicPayResult,
  comicPics,
  comicPicsRequest,
  comicTagByIdRequest,
  comicTagByIdResult,
  comicTagListResult,
  comicTrackList,
  comicTrackRequest,
  comicTrackResult,
} from './comics.ts';
import {
  contentInfo,
  contentInfoRequest,
  contentList,
  contentListRequest,
  contentPayResult,
} from './content.ts';
import { emptyRequest } from './envelope.ts';
import { listRequest, listResult } from './list.ts';
import { guestLoginRequest, loginResult } from './login.ts';
import {
  bookChapterContent,
  bookChapterRequest,
  bookDetail,
  bookDetailRequest,
  bookIsLook,
  bookList,
  bookListRequest,
  bookPayResult,
  bookTrackRequest,
  bookTrackResult,
} from './novels.ts';
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
  // Comics (issue 6).
  comicsHome: endpoint({
    path: '/app/comics/home',
    method: 'POST',
    request: comicHomeRequest,
    response: comicHome,
    auth: 'optional',
    summary: 'Comic home: categories, featured comics and the hot/new/score rankings',
  }),
  comicsCategory: endpoint({
    path: '/app/comics/category',
    method: 'POST',
    request: comicCategoryRequest,
    response: comicListResult,
    auth: 'optional',
    summary: 'Comics of a category (0 = all), sorted hot/new/score',
  }),
  comicsAuthor: endpoint({
    path: '/app/comics/author',
    method: 'POST',
    request: comicAuthorRequest,
    response: comicAuthorResult,
    auth: 'optional',
    summary: 'An author and their comics',
  }),
  comicsDetail: endpoint({
    path: '/app/comics/detail',
    method: 'POST',
    request: comicIdRequest,
    response: comicDetail,
    auth: 'optional',
    summary: "A comic with its author and the caller's reading progress",
  }),
  comicsChapter: endpoint({
    path: '/app/comics/chapter',
    method: 'POST',
    request: comicChapterRequest,
    response: comicChapterList,
    auth: 'optional',
    summary: 'Chapters of a comic with access, price, unlocked and read markers',
  }),
  comicsMaylike: endpoint({
    path: '/app/comics/maylike',
    method: 'POST',
    request: comicMaylikeRequest,
    response: comicMaylike,
    auth: 'optional',
    summary: 'Comics like this one (same category or tags)',
  }),
  comicsRecommend: endpoint({
    path: '/app/comics/recommend',
    method: 'POST',
    request: comicCategoryRequest,
    response: comicListResult,
    auth: 'optional',
    summary: 'Recommended comics, best scored first',
  }),
  comicsTagList: endpoint({
    path: '/app/comics/tag/list',
    method: 'POST',
    request: listRequest,
    response: comicTagListResult,
    auth: 'optional',
    summary: 'Comic tags, most used first',
  }),
  comicsTagListById: endpoint({
    path: '/app/comicsTag/listById',
    method: 'POST',
    request: comicTagByIdRequest,
    response: comicTagByIdResult,
    auth: 'optional',
    summary: 'A tag and its comics',
  }),
  comicsPay: endpoint({
    path: '/app/comics/pay',
    method: 'POST',
    request: chapterIdRequest,
    response: comicPayResult,
    auth: 'required',
    summary: 'Buy a paid or VIP chapter with gold (charged once; 3001 when short)',
  }),
  comicsTrackList: endpoint({
    path: '/app/comics/trackList',
    method: 'POST',
    request: listRequest,
    response: comicTrackList,
    auth: 'required',
    summary: 'Reading history: comics read, last read first, with the position reached',
  }),
  comicsTrack: endpoint({
    path: '/app/comics/track',
    method: 'POST',
    request: comicTrackRequest,
    response: comicTrackResult,
    auth: 'required',
    summary: 'Save the reading position (chapter, page) of a comic',
  }),
  comicsChapterIsLook: endpoint({
    path: '/app/comicsChapter/isLook',
    method: 'POST',
    request: chapterIdRequest,
    response: comicIsLook,
    auth: 'optional',
    summary: 'May the caller read this chapter, and at which price',
  }),
  comicsChapterPics: endpoint({
    path: '/app/comicsChapter/pics',
    method: 'POST',
    request: comicPicsRequest,
    response: comicPics,
    auth: 'required',
    summary: 'Pages of a chapter (3003 without entitlement); records reading history',
  }),
  // Novels and audio books (issue 6).
  novelList: endpoint({
    path: '/app/novel/list',
    method: 'POST',
    request: bookListRequest,
    response: bookList,
    auth: 'optional',
    summary: 'Novels (kind text) or audio books (kind audio), most read first',
  }),
  novelDetail: endpoint({
    path: '/app/novel/detail',
    method: 'POST',
    request: bookDetailRequest,
    response: bookDetail,
    auth: 'optional',
    summary: "A novel or audio book with every chapter (access, price, unlocked) and the caller's progress",
  }),
  novelChapter: endpoint({
    path: '/app/novel/chapter',
    method: 'POST',
    request: bookChapterRequest,
    response: bookChapterContent,
    auth: 'required',
    summary: 'Text of a chapter or the file of a track (3003 without entitlement); records history',
  }),
  novelIsLook: endpoint({
    path: '/app/novel/isLook',
    method: 'POST',
    request: bookChapterRequest,
    response: bookIsLook,
    auth: 'optional',
    summary: 'May the caller open this chapter or track, and at which price',
  }),
  novelPay: endpoint({
    path: '/app/novel/pay',
    method: 'POST',
    request: bookChapterRequest,
    response: bookPayResult,
    auth: 'required',
    summary: 'Buy a paid or VIP chapter or track with gold',
  }),
  novelTrack: endpoint({
    path: '/app/novel/track',
    method: 'POST',
    request: bookTrackRequest,
    response: bookTrackResult,
    auth: 'required',
    summary: 'Save the reading fraction or listening second of a chapter or track',
  }),
  // Picture sets (contentType 7) and reserved listings (contentType 8), issue 6.
  contentList: endpoint({
    path: '/app/content/list',
    method: 'POST',
    request: contentListRequest,
    response: contentList,
    auth: 'optional',
    summary: 'Picture sets (contentType 7) or reserved listings (8), newest first',
  }),
  contentInfo: endpoint({
    path: '/app/content/info',
    method: 'POST',
    request: contentInfoRequest,
    response: contentInfo,
    auth: 'optional',
    summary: 'Detail of a picture set or reserved listing; locked parts withheld without access',
  }),
  contentPay: endpoint({
    path: '/app/content/pay',
    method: 'POST',
    request: contentInfoRequest,
    response: contentPayResult,
    auth: 'required',
    summary: 'Buy a picture set or reserved listing with gold',
  }),
} as const;

export type EndpointName = keyof typeof endpoints;
export type EndpointRequest<N extends EndpointName> = (typeof endpoints)[N]['request'] extends z.ZodType
  ? z.input<NonNullable<(typeof endpoints)[N]['request']>>
  : undefined;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;

/** Re-exported so a client can type an empty body without another import. */
export { emptyRequest };
