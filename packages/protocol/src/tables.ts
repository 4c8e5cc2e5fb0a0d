/**
 * Navigation tables of spec §9: jump type codes, content types, internal link schemes, ad
 * positions and icon-ad locations. Written once here; client and server both import them.
 */
import { ROUTES, type RoutePath, type RouteTarget, toSearch } from './routes.ts';

export type { RouteTarget } from './routes.ts';

type Id = number | string;

/*
 * Table lookups below are plain `table[key] !== undefined`, not `Object.hasOwn` (missing before
 * iOS Safari 15.4, still found in in-app WebViews): keys are integers or `read_lld_*` names, and
 * no such name is an inherited property of a plain object.
 */

// ---------------------------------------------------------------------------------------------
// Jump descriptors (ads, banners, notices)

/** Query parameters a jump destination takes from the descriptor. */
export type JumpParam = 'id' | 'name';

export interface JumpRoute {
  path: RoutePath;
  params: readonly JumpParam[];
  /** What the destination is. */
  label: string;
}

export type JumpTypeCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/** typeCode → in-app destination (spec §9). Any other typeCode opens an external link. */
export const JUMP_TYPE_ROUTES: Readonly<Record<JumpTypeCode, Readonly<JumpRoute>>> = Object.freeze({
  1: Object.freeze({ path: ROUTES.playLongVideo, params: Object.freeze(['id'] as const), label: '长视频' }),
  2: Object.freeze({ path: ROUTES.mineVip, params: Object.freeze([] as const), label: '会员' }),
  3: Object.freeze({
    path: ROUTES.mineDiamondRecharge,
    params: Object.freeze([] as const),
    label: '钻石充值',
  }),
  4: Object.freeze({ path: ROUTES.mineShare, params: Object.freeze([] as const), label: '分享' }),
  5: Object.freeze({ path: ROUTES.topicList, params: Object.freeze(['id', 'name'] as const), label: '专题' }),
  6: Object.freeze({ path: ROUTES.topicList, params: Object.freeze(['id', 'name'] as const), label: '专题' }),
  7: Object.freeze({
    path: ROUTES.communityPostDetail,
    params: Object.freeze(['id'] as const),
    label: '帖子',
  }),
  8: Object.freeze({ path: ROUTES.communityUpInfo, params: Object.freeze(['id'] as const), label: 'UP主' }),
  9: Object.freeze({ path: ROUTES.mineCredentials, params: Object.freeze([] as const), label: '账号凭证' }),
  10: Object.freeze({ path: ROUTES.communityPublish, params: Object.freeze([] as const), label: '发布' }),
  11: Object.freeze({ path: ROUTES.upRank, params: Object.freeze([] as const), label: 'UP主排行' }),
});

/** Jump descriptor of spec §3. `urlParent` is not part of the destination. */
export interface JumpDescriptor {
  typeCode: number | string | null | undefined;
  id?: Id | null;
  name?: string | null;
  urlParent?: string | null;
}

function tableEntry<T>(table: Readonly<Record<number, T>>, code: unknown): T | undefined {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (typeof n !== 'number' || !Number.isInteger(n)) return undefined;
  return table[n];
}

/**
 * In-app destination of a jump descriptor, or `null` when its typeCode is not one of 1..11:
 * the caller then opens the descriptor's link externally (spec §9).
 */
export function routeForJump(jump: JumpDescriptor | null | undefined): RouteTarget | null {
  if (!jump) return null;
  const entry = tableEntry(JUMP_TYPE_ROUTES, jump.typeCode);
  if (!entry) return null;
  const params: Record<string, Id | null | undefined> = {};
  for (const p of entry.params) params[p] = jump[p];
  return { path: entry.path, search: toSearch(params) };
}

// ---------------------------------------------------------------------------------------------
// Content items (lists mixing several kinds of content)

export type ContentType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** contentType → detail page, which takes `?id=` (spec §9). */
export const CONTENT_TYPE_ROUTES: Readonly<Record<ContentType, RoutePath>> = Object.freeze({
  1: ROUTES.playLongVideo,
  2: ROUTES.playLongVideo,
  3: ROUTES.playVideoCollection,
  4: ROUTES.circlePostDetail,
  5: ROUTES.circleDetail,
  6: ROUTES.comicDetail,
  7: ROUTES.datingPicDetail,
  8: ROUTES.reservedDetail,
  9: ROUTES.datingNovelDetail,
  10: ROUTES.novelAudio,
});

export interface ContentItemRef {
  contentType: number | string | null | undefined;
  id?: Id | null;
}

/** Detail page of a content item; an unknown contentType goes to `/notFound` (spec §8). */
export function routeForContent(item: ContentItemRef | null | undefined): RouteTarget {
  const path = item ? tableEntry(CONTENT_TYPE_ROUTES, item.contentType) : undefined;
  if (!path || !item) return { path: ROUTES.notFound, search: '' };
  return { path, search: toSearch({ id: item.id }) };
}

// ---------------------------------------------------------------------------------------------
// Internal link schemes

export type LinkScheme =
  | 'read_lld_home'
  | 'read_lld_video'
  | 'read_lld_vip'
  | 'read_lld_member_wallet'
  | 'read_lld_share_invite'
  | 'read_lld_video_tag'
  | 'read_lld_video_topic_more'
  | 'read_lld_post_details'
  | 'read_lld_user_center'
  | 'read_lld_member_account'
  | 'read_lld_community_publish'
  | 'read_lld_up_list'
  | 'read_lld_member_ai'
  | 'read_lld_game_center';

export interface LinkSchemeRoute {
  path: RoutePath;
  /** Query parameters the destination always gets; they win over the link's own. */
  fixed?: Readonly<Record<string, string>>;
}

/** A link scheme's destination, frozen: the route and the query it always adds. */
const to = (path: RoutePath, fixed?: Record<string, string>): Readonly<LinkSchemeRoute> =>
  Object.freeze(fixed ? { path, fixed: Object.freeze(fixed) } : { path });

/** Internal link scheme → in-app route (spec §9). */
export const LINK_SCHEME_ROUTES: Readonly<Record<LinkScheme, Readonly<LinkSchemeRoute>>> = Object.freeze({
  read_lld_home: to(ROUTES.lld, { index: '2' }),
  read_lld_video: to(ROUTES.playLongVideo),
  read_lld_vip: to(ROUTES.mineVip),
  read_lld_member_wallet: to(ROUTES.mineDiamondRecharge),
  read_lld_share_invite: to(ROUTES.mineShare),
  read_lld_video_tag: to(ROUTES.topicList),
  read_lld_video_topic_more: to(ROUTES.topicList),
  read_lld_post_details: to(ROUTES.communityPostDetail),
  read_lld_user_center: to(ROUTES.communityUpInfo),
  read_lld_member_account: to(ROUTES.mineCredentials),
  read_lld_community_publish: to(ROUTES.communityPublish),
  read_lld_up_list: to(ROUTES.upRank),
  read_lld_member_ai: to(ROUTES.aiGenerate),
  read_lld_game_center: to(ROUTES.game),
});

/** Query parameters an internal link carries to its destination, in this order (spec §3). */
export const LINK_PARAMS = Object.freeze(['id', 'name', 'index', 'token'] as const);
export type LinkParam = (typeof LINK_PARAMS)[number];

/**
 * Form of an internal link URL (the spec does not show one). Canonical form, the one
 * `buildLinkSchemeUrl` writes and the server stores:
 *
 *     read_lld_video://?id=3&name=%E7%83%AD%E9%97%A8
 *
 * Also accepted: `read_lld_video?id=3`, `read_lld_video:?id=3`, `read_lld_video://host/path?id=3`
 * (host and path are ignored) and a bare `read_lld_video`; the scheme is case-insensitive,
 * a `#fragment` is ignored and surrounding blanks are trimmed. Of the query only `id`, `name`,
 * `index` and `token` reach the destination.
 */
const LINK_RE = /^(read_lld_[a-z0-9_]+)(?::(?:\/\/)?[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/i;

function schemeRoute(scheme: string): Readonly<LinkSchemeRoute> | undefined {
  return (LINK_SCHEME_ROUTES as Readonly<Record<string, Readonly<LinkSchemeRoute> | undefined>>)[scheme];
}

/** True when `url` is written in a `read_lld_*` scheme, known or not. */
export function isLinkSchemeUrl(url: unknown): boolean {
  return typeof url === 'string' && LINK_RE.test(url.trim());
}

/** The scheme of `url` when it is one of the known internal link schemes, else `null`. */
export function linkSchemeOf(url: unknown): LinkScheme | null {
  if (typeof url !== 'string') return null;
  const m = LINK_RE.exec(url.trim());
  const scheme = m?.[1]?.toLowerCase();
  return scheme && schemeRoute(scheme) ? (scheme as LinkScheme) : null;
}

/** In-app destination of an internal link URL, or `null` when it is not a known `read_lld_*` link. */
export function routeForLinkScheme(url: string | null | undefined): RouteTarget | null {
  if (typeof url !== 'string') return null;
  const m = LINK_RE.exec(url.trim());
  if (!m) return null;
  const scheme = m[1]!.toLowerCase();
  const route = schemeRoute(scheme);
  if (!route) return null;
  const query = new URLSearchParams(m[2] ?? '');
  const params: Record<string, string | undefined> = {};
  for (const p of LINK_PARAMS) {
    const v = route.fixed?.[p] ?? query.get(p);
    if (v !== null && v !== undefined) params[p] = v;
  }
  return { path: route.path, search: toSearch(params) };
}

/** Canonical internal link URL, e.g. `buildLinkSchemeUrl('read_lld_video', {id: 3})` → `read_lld_video://?id=3`. */
export function buildLinkSchemeUrl(
  scheme: LinkScheme,
  params: Partial<Record<LinkParam, string | number | null | undefined>> = {},
): string {
  const ordered: Record<string, string | number | null | undefined> = {};
  for (const p of LINK_PARAMS) ordered[p] = params[p];
  return `${scheme}://${toSearch(ordered)}`;
}

export type ResolvedLink = { kind: 'internal'; target: RouteTarget } | { kind: 'external'; url: string };

/**
 * What to do with an ad or banner link (spec §4): a known `read_lld_*` link or a site path
 * (`/…`, not `//…`) is internal; an `http(s)://` URL is external; anything else (blank, an
 * unknown `read_lld_*` scheme, `javascript:`…) is `null` and is ignored.
 */
export function resolveLink(url: string | null | undefined): ResolvedLink | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (text === '') return null;
  const target = routeForLinkScheme(text);
  if (target) return { kind: 'internal', target };
  if (isLinkSchemeUrl(text)) return null;
  if (/^\/(?!\/)/.test(text)) {
    const cut = text.search(/[?#]/);
    const path = cut === -1 ? text : text.slice(0, cut);
    const search = cut === -1 || text[cut] === '#' ? '' : text.slice(cut).replace(/#.*$/, '');
    return { kind: 'internal', target: { path, search: search === '?' ? '' : search } };
  }
  if (/^https?:\/\/[^\s/?#]+/i.test(text)) return { kind: 'external', url: text };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Ads

export interface AdPositionInfo {
  value: number;
  key: string;
  /** Chinese name shown to operators. */
  name: string;
}

const AD_POSITION_LIST = [
  { value: 1, key: 'splash', name: '启动页广告' },
  { value: 2, key: 'homeBanner', name: '首页轮播' },
  { value: 3, key: 'homePopup', name: '首页弹窗' },
  { value: 4, key: 'homeFeed', name: '首页信息流' },
  { value: 5, key: 'longVideoBanner', name: '长视频轮播' },
  { value: 6, key: 'playPage', name: '播放页横幅' },
  { value: 7, key: 'communityBanner', name: '社区轮播' },
  { value: 8, key: 'postDetail', name: '帖子详情横幅' },
  { value: 9, key: 'comicBanner', name: '漫画轮播' },
  { value: 10, key: 'comicRead', name: '漫画阅读页' },
  { value: 11, key: 'liveTvBanner', name: '直播轮播' },
  { value: 12, key: 'welfareBanner', name: '福利页轮播' },
  { value: 13, key: 'mineBanner', name: '我的页横幅' },
  { value: 40, key: 'playPreview', name: '播放预览广告' },
] as const;

type AdPositionEntry = (typeof AD_POSITION_LIST)[number];
export type AdPositionKey = AdPositionEntry['key'];
export type AdPositionValue = AdPositionEntry['value'];

/**
 * Ad positions (spec §9: 1-13 and 40, the play preview ad), ascending. The spec gives only
 * the numbers and the meaning of 40; the keys and names of 1-13 are designed: spec silent.
 */
export const AD_POSITIONS: readonly Readonly<AdPositionInfo>[] = Object.freeze(
  AD_POSITION_LIST.map((p) => Object.freeze({ ...p })),
);

/** Ad position numbers by key, e.g. `AdPosition.playPreview === 40`. */
export const AdPosition = Object.freeze(
  Object.fromEntries(AD_POSITION_LIST.map((p) => [p.key, p.value])),
) as {
  readonly [E in AdPositionEntry as E['key']]: E['value'];
};

/** The ad position with this number, or `undefined`. */
export function adPositionByValue(value: unknown): Readonly<AdPositionInfo> | undefined {
  return AD_POSITIONS.find((p) => p.value === value);
}

/** True when `value` is one of the ad positions. */
export function isAdPosition(value: unknown): value is AdPositionValue {
  return adPositionByValue(value) !== undefined;
}

/** Icon-ad location ids of `statConfigApp.list[].locIds` (spec §3, §9). */
export const ICON_AD_LOCATION_IDS = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8] as const);
export type IconAdLocationId = (typeof ICON_AD_LOCATION_IDS)[number];
