/**
 * Route paths of spec §2, each written once, with href builders for the pages that take
 * query parameters. Paths are plain (no hash); detail pages take their parameters in the
 * query string. Path spellings of the spec are kept, typos included (`accout`, `modifiIntro`).
 */

export const ROUTES = Object.freeze({
  home: '/',
  lld: '/lld',

  ai: '/ai',
  aiBookDesc: '/ai/aiBookDesc',
  aiGirlfriend: '/ai/aiGirlfriend',
  aiChangeFace: '/ai/changeFace',
  aiGenerate: '/ai/generate',
  aiHistory: '/ai/history',
  aiImageGeneratedVideo: '/ai/ImageGeneratedVideo',

  commentReply: '/comment/reply',

  community: '/community',
  communityPostDetail: '/community/postDetail',
  communityPublish: '/community/publish',
  communityUpInfo: '/community/upInfo',

  circlePostDetail: '/circle/postDetail',
  circleDetail: '/circle/circleDetail',

  game: '/game',

  homePageAuthor: '/homePage/author',
  /** The comic home; the spec lists only its sub-pages, issue 6 asks for the index screen. */
  comicHome: '/homePage/Comic',
  comicComment: '/homePage/Comic/ComicsComment',
  comicDetail: '/homePage/Comic/detail',
  comicPopEpisode: '/homePage/Comic/PopEpisode',
  comicRead: '/homePage/Comic/read',

  liveTv: '/liveTv',
  liveTvPlay: '/liveTv/livePlay',

  mine: '/mine',
  mineCredentials: '/mine/credentials',
  mineDiamondRecharge: '/mine/diamondRecharge',
  /** 我的下载: saved items for offline use (issue 21; not in spec §2). */
  mineDownload: '/mine/download',
  mineFeedback: '/mine/feedback',
  mineInvitation: '/mine/invitation',
  mineLogin: '/mine/login',
  mineMessage: '/mine/message',
  mineMyBought: '/mine/myBought',
  mineMyCollect: '/mine/myCollect',
  mineMyFollow: '/mine/myFollow',
  mineMyHistory: '/mine/myHistory',
  mineMyPost: '/mine/myPost',
  mineOfficialGroup: '/mine/officialGroup',
  mineOnLine: '/mine/onLine',
  mineOriginalRegister: '/mine/originalRegister',
  minePointLevel: '/mine/pointLevel',
  mineProblemFeedback: '/mine/problemFeedback',
  mineRecharge: '/mine/recharge',
  mineRechargeRecord: '/mine/rechargeRecord',
  mineShare: '/mine/share',
  mineVip: '/mine/vip',

  setting: '/mine/setting',
  settingAccountSecurity: '/mine/setting/accountSecurity',
  settingAccount: '/mine/setting/accout',
  settingAccountCodeCamera: '/mine/setting/accoutCodeCamera',
  settingAutoKf: '/mine/setting/autokf',
  settingAvatar: '/mine/setting/avatar',
  settingBindPhone: '/mine/setting/bindPhone',
  settingKf: '/mine/setting/kf',
  settingModifyIntro: '/mine/setting/modifiIntro',
  settingModifyName: '/mine/setting/modifyname',
  settingModifyPassword: '/mine/setting/modifyPassword',
  settingPhone: '/mine/setting/phone',
  settingRecruitment: '/mine/setting/recruitment',

  playLongVideo: '/play/longVideo',
  playVideoCollection: '/play/videoCollection',

  search: '/subpage/search',
  searchResult: '/subpage/result',
  labelPage: '/subpage/labelPage',
  morePage: '/subpage/morePage',
  upRank: '/subpage/upRank',

  topicList: '/topicList',

  welfare: '/welfare',
  welfareExchange: '/welfare/exchange',

  datingPicDetail: '/dating/picDetail',
  datingNovelDetail: '/dating/novelDetail',
  reservedDetail: '/reserved/detail',
  novelAudio: '/novel/audio',

  notFound: '/notFound',
} as const);

export type RouteKey = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteKey];

/** Screens kept alive after navigation (spec §2); every other route is rebuilt on each visit. */
export const KEEP_ALIVE_PATHS: readonly RoutePath[] = Object.freeze([
  ROUTES.home,
  ROUTES.lld,
  ROUTES.liveTv,
  ROUTES.search,
  ROUTES.community,
  ROUTES.mine,
  ROUTES.welfare,
  ROUTES.topicList,
  ROUTES.searchResult,
  ROUTES.communityUpInfo,
  ROUTES.aiGenerate,
  ROUTES.playLongVideo,
  ROUTES.game,
]);

export type FooterTabKey = 'home' | 'community' | 'longVideo' | 'welfare' | 'mine' | 'game' | 'ai';

export interface FooterTab {
  key: FooterTabKey;
  path: RoutePath;
  /** Locale key of the label. */
  labelKey: `tabs.${FooterTabKey}`;
  /** Name of the theme asset of the active icon (spec §3: fot1Active … fot7Active). */
  activeIconKey: `fot${1 | 2 | 3 | 4 | 5 | 6 | 7}Active`;
}

/**
 * The seven footer tabs in spec order (spec §2). Paths, where the spec is silent:
 * - home is `/`;
 * - long video is `/lld`, the "home tab" screen: the `read_lld_home` link opens `/lld` with
 *   index 2, which is the long-video tab's position in this order;
 * - ai is `/ai`, the AI studio's home (issue 16: tools, templates, credits);
 * - the others are the top-level screens of the same name.
 */
export const FOOTER_TABS: readonly Readonly<FooterTab>[] = Object.freeze(
  (
    [
      { key: 'home', path: ROUTES.home, labelKey: 'tabs.home', activeIconKey: 'fot1Active' },
      { key: 'community', path: ROUTES.community, labelKey: 'tabs.community', activeIconKey: 'fot2Active' },
      { key: 'longVideo', path: ROUTES.lld, labelKey: 'tabs.longVideo', activeIconKey: 'fot3Active' },
      { key: 'welfare', path: ROUTES.welfare, labelKey: 'tabs.welfare', activeIconKey: 'fot4Active' },
      { key: 'mine', path: ROUTES.mine, labelKey: 'tabs.mine', activeIconKey: 'fot5Active' },
      { key: 'game', path: ROUTES.game, labelKey: 'tabs.game', activeIconKey: 'fot6Active' },
      { key: 'ai', path: ROUTES.ai, labelKey: 'tabs.ai', activeIconKey: 'fot7Active' },
    ] satisfies FooterTab[]
  ).map((tab) => Object.freeze(tab)),
);

/** A navigation target: `search` is `''` or starts with `?`, like `location.search`. */
export interface RouteTarget {
  path: string;
  search: string;
}

export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x` of the defined params, encoded as URLSearchParams does; `''` when none. */
export function toSearch(params: Readonly<Record<string, QueryValue>> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.append(k, String(v));
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
}

/** Path plus query, e.g. `withQuery('/play/longVideo', {id: 3})` → `/play/longVideo?id=3`. */
export function withQuery(path: string, params?: Readonly<Record<string, QueryValue>>): string {
  return `${path}${toSearch(params)}`;
}

/** `path + search` of a target. */
export function toHref(target: RouteTarget): string {
  return `${target.path}${target.search}`;
}

type Id = number | string;

/** The href builder of a page that takes only `?id=`. */
const byId = (path: string) => (id: Id) => withQuery(path, { id });

/** Href builders of the pages that take query parameters. */
export const href = Object.freeze({
  longVideo: byId(ROUTES.playLongVideo),
  videoCollection: byId(ROUTES.playVideoCollection),
  postDetail: byId(ROUTES.communityPostDetail),
  upInfo: byId(ROUTES.communityUpInfo),
  circlePostDetail: byId(ROUTES.circlePostDetail),
  circleDetail: byId(ROUTES.circleDetail),
  topicList: (id: Id, name?: string) => withQuery(ROUTES.topicList, { id, name }),
  comicDetail: byId(ROUTES.comicDetail),
  comicRead: (id: Id, chapterId?: Id) => withQuery(ROUTES.comicRead, { id, chapterId }),
  comicComment: byId(ROUTES.comicComment),
  comicPopEpisode: byId(ROUTES.comicPopEpisode),
  // /homePage/author serves video actors and comic authors: `kind=comic` picks the comic author.
  comicAuthor: (id: Id) => withQuery(ROUTES.homePageAuthor, { id, kind: 'comic' }),
  datingPicDetail: byId(ROUTES.datingPicDetail),
  datingNovelDetail: byId(ROUTES.datingNovelDetail),
  reservedDetail: byId(ROUTES.reservedDetail),
  novelAudio: byId(ROUTES.novelAudio),
  liveTvPlay: byId(ROUTES.liveTvPlay),
  searchResult: (keyword: string) => withQuery(ROUTES.searchResult, { keyword }),
  lld: (index?: number) => withQuery(ROUTES.lld, { index }),
});
