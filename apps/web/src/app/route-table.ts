// The screens this build has, declared once. Paths come from @lld/protocol/routes (spec §2);
// a path listed there but not here (video, comics, community, welfare, game, AI, most of
// /mine/*: screens of later issues) is not registered, so it goes to /notFound like any
// unknown path. Features ask `isRouteAvailable` before showing an entry that leads somewhere,
// so no entry ever opens the not-found page or a placeholder.
import { ROUTES, type RoutePath } from '@lld/protocol/routes';
import type { ScreenModule } from './lazy-route';

export interface ScreenRoute {
  /** Names the route in the chunk-reload guard. */
  id: string;
  path: RoutePath;
  load: () => Promise<ScreenModule>;
}

/** One of the long-video list screens (one shared chunk, see media-screens.ts). */
function mediaScreen(
  name: keyof typeof import('@/features/media/screens/media-screens'),
): Promise<ScreenModule> {
  return import('@/features/media/screens/media-screens').then((m) => ({ default: m[name] }));
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { id: 'home', path: ROUTES.home, load: () => import('@/features/home/home-screen') },
  { id: 'lld', path: ROUTES.lld, load: () => import('@/features/home/home-screen') },
  { id: 'mine', path: ROUTES.mine, load: () => import('@/features/mine/mine-screen') },
  {
    id: 'longVideo',
    path: ROUTES.playLongVideo,
    load: () => import('@/features/media/screens/long-video-screen'),
  },
  {
    id: 'videoCollection',
    path: ROUTES.playVideoCollection,
    load: () => mediaScreen('VideoCollectionScreen'),
  },
  {
    id: 'topicList',
    path: ROUTES.topicList,
    load: () => mediaScreen('TopicListScreen'),
  },
  {
    id: 'labelPage',
    path: ROUTES.labelPage,
    load: () => mediaScreen('LabelPageScreen'),
  },
  { id: 'morePage', path: ROUTES.morePage, load: () => mediaScreen('MorePageScreen') },
  // Video actors and comic authors share /homePage/author (issues 5 and 6); `kind=comic` picks.
  { id: 'author', path: ROUTES.homePageAuthor, load: () => import('@/features/author/author-screen') },
  {
    id: 'myHistory',
    path: ROUTES.mineMyHistory,
    load: () => mediaScreen('MyHistoryScreen'),
  },
  {
    id: 'myCollect',
    path: ROUTES.mineMyCollect,
    load: () => mediaScreen('MyCollectScreen'),
  },
  { id: 'community', path: ROUTES.community, load: () => import('@/features/community/community-screen') },
  {
    id: 'communityPostDetail',
    path: ROUTES.communityPostDetail,
    load: () => import('@/features/community/post-detail-screen'),
  },
  {
    id: 'communityPublish',
    path: ROUTES.communityPublish,
    load: () => import('@/features/community/publish-screen'),
  },
  {
    id: 'communityUpInfo',
    path: ROUTES.communityUpInfo,
    load: () => import('@/features/community/up-info-screen'),
  },
  {
    id: 'circlePostDetail',
    path: ROUTES.circlePostDetail,
    load: () => import('@/features/community/post-detail-screen'),
  },
  {
    id: 'circleDetail',
    path: ROUTES.circleDetail,
    load: () => import('@/features/community/circle-detail-screen'),
  },
  {
    id: 'commentReply',
    path: ROUTES.commentReply,
    load: () => import('@/features/community/comment-reply-screen'),
  },
  { id: 'mineMyPost', path: ROUTES.mineMyPost, load: () => import('@/features/community/my-post-screen') },
  {
    id: 'mineMyFollow',
    path: ROUTES.mineMyFollow,
    load: () => import('@/features/community/my-follow-screen'),
  },
  { id: 'upRank', path: ROUTES.upRank, load: () => import('@/features/community/up-rank-screen') },
  // Accounts (issue 3).
  { id: 'mineLogin', path: ROUTES.mineLogin, load: () => import('@/features/account/screens/login-screen') },
  {
    id: 'mineOriginalRegister',
    path: ROUTES.mineOriginalRegister,
    load: () => import('@/features/account/screens/register-screen'),
  },
  {
    id: 'mineCredentials',
    path: ROUTES.mineCredentials,
    load: () => import('@/features/account/screens/credentials-screen'),
  },
  { id: 'setting', path: ROUTES.setting, load: () => import('@/features/account/screens/setting-screen') },
  {
    id: 'settingAccountSecurity',
    path: ROUTES.settingAccountSecurity,
    load: () => import('@/features/account/screens/account-security-screen'),
  },
  {
    id: 'settingAccount',
    path: ROUTES.settingAccount,
    load: () => import('@/features/account/screens/profile-screen'),
  },
  {
    id: 'settingAccountCodeCamera',
    path: ROUTES.settingAccountCodeCamera,
    load: () => import('@/features/account/screens/code-camera-screen'),
  },
  {
    id: 'settingAvatar',
    path: ROUTES.settingAvatar,
    load: () => import('@/features/account/screens/avatar-screen'),
  },
  {
    id: 'settingBindPhone',
    path: ROUTES.settingBindPhone,
    load: () => import('@/features/account/screens/bind-phone-screen'),
  },
  {
    id: 'settingModifyIntro',
    path: ROUTES.settingModifyIntro,
    load: () => import('@/features/account/screens/modify-intro-screen'),
  },
  {
    id: 'settingModifyName',
    path: ROUTES.settingModifyName,
    load: () => import('@/features/account/screens/modify-name-screen'),
  },
  {
    id: 'settingModifyPassword',
    path: ROUTES.settingModifyPassword,
    load: () => import('@/features/account/screens/modify-password-screen'),
  },
  {
    id: 'settingPhone',
    path: ROUTES.settingPhone,
    load: () => import('@/features/account/screens/phone-screen'),
  },
  { id: 'settingKf', path: ROUTES.settingKf, load: () => import('@/features/account/screens/kf-screen') },
  {
    id: 'settingAutoKf',
    path: ROUTES.settingAutoKf,
    load: () => import('@/features/account/screens/autokf-screen'),
  },
  {
    id: 'settingRecruitment',
    path: ROUTES.settingRecruitment,
    load: () => import('@/features/account/screens/recruitment-screen'),
  },
  // Comics, novels, audio, picture sets and reserved listings (issue 6).
  { id: 'comicHome', path: ROUTES.comicHome, load: () => import('@/features/comics/comic-home-screen') },
  {
    id: 'comicDetail',
    path: ROUTES.comicDetail,
    load: () => import('@/features/comics/comic-detail-screen'),
  },
  {
    id: 'comicPopEpisode',
    path: ROUTES.comicPopEpisode,
    load: () => import('@/features/comics/comic-pop-episode-screen'),
  },
  {
    id: 'comicComment',
    path: ROUTES.comicComment,
    load: () => import('@/features/comics/comic-comment-screen'),
  },
  { id: 'comicRead', path: ROUTES.comicRead, load: () => import('@/features/comics/comic-read-screen') },
  {
    id: 'novelDetail',
    path: ROUTES.datingNovelDetail,
    load: () => import('@/features/novels/novel-detail-screen'),
  },
  { id: 'novelAudio', path: ROUTES.novelAudio, load: () => import('@/features/novels/audio-screen') },
  {
    id: 'picDetail',
    path: ROUTES.datingPicDetail,
    load: () => import('@/features/gallery/pic-detail-screen'),
  },
  {
    id: 'reservedDetail',
    path: ROUTES.reservedDetail,
    load: () => import('@/features/gallery/reserved-detail-screen'),
  },
  { id: 'notFound', path: ROUTES.notFound, load: () => import('@/features/not-found/not-found-screen') },
  { id: 'mineVip', path: ROUTES.mineVip, load: () => import('@/features/wallet/vip-screen') },
  { id: 'mineRecharge', path: ROUTES.mineRecharge, load: () => import('@/features/wallet/recharge-screen') },
  {
    id: 'mineDiamondRecharge',
    path: ROUTES.mineDiamondRecharge,
    load: () => import('@/features/wallet/diamond-recharge-screen'),
  },
  {
    id: 'mineRechargeRecord',
    path: ROUTES.mineRechargeRecord,
    load: () => import('@/features/wallet/recharge-record-screen'),
  },
  { id: 'mineMyBought', path: ROUTES.mineMyBought, load: () => import('@/features/wallet/my-bought-screen') },
  {
    id: 'welfareExchange',
    path: ROUTES.welfareExchange,
    load: () => import('@/features/wallet/exchange-screen'),
  },
];

const available: ReadonlySet<string> = new Set(SCREEN_ROUTES.map((r) => r.path));

/** True when `href` (a path, optionally with query or hash) leads to a screen of this build. */
export function isRouteAvailable(href: string): boolean {
  const cut = href.search(/[?#]/);
  return available.has(cut === -1 ? href : href.slice(0, cut));
}
