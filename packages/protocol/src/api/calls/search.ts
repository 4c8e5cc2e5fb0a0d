import { defineCalls } from './define.ts';

/**
 * Search (issue 12): spec names `search/hot` and `search/details`; the suggestion and
 * recommendation calls are ours.
 */
export const searchCalls = defineCalls({
  searchHot: ['POST', '/app/search/hot', 'optional'],
  searchDetails: ['POST', '/app/search/details', 'optional'],
  searchSuggest: ['POST', '/app/search/suggest', 'optional'],
  searchRecommend: ['POST', '/app/search/recommend', 'optional'],
});

/** Result tabs in screen order; `all` is 综合 (every kind, best first). */
export const SEARCH_TABS = [
  'all',
  'video',
  'comic',
  'novel',
  'audio',
  'post',
  'creator',
  'circle',
  'picture',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** What one result is. A tab may hold several kinds (视频: videos, collections, topics, tags). */
export const SEARCH_RESULT_KINDS = [
  'video',
  'collection',
  'topic',
  'comic',
  'novel',
  'audio',
  'picture',
  'listing',
  'post',
  'creator',
  'circle',
  'tag',
] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

/** The kinds each tab shows. */
export const SEARCH_TAB_KINDS: Readonly<Record<SearchTab, readonly SearchResultKind[]>> = Object.freeze({
  all: SEARCH_RESULT_KINDS,
  video: ['video', 'collection'],
  comic: ['comic'],
  novel: ['novel'],
  audio: ['audio'],
  post: ['post'],
  creator: ['creator'],
  circle: ['circle'],
  picture: ['picture', 'listing'],
});

export const SEARCH_KEYWORD_MAX = 50;
export const SEARCH_HISTORY_MAX = 20;
