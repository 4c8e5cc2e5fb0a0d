import { z } from 'zod';
import { SEARCH_KEYWORD_MAX, SEARCH_RESULT_KINDS, SEARCH_TABS } from './calls/search.ts';
import { listRequest, listResult } from './list.ts';
import { named } from './schema.ts';

/**
 * Search (issue 12): one index over every kind, results by tab, hot words from real queries
 * and suggestions while typing. `words` are the query's folded words (simplified, lower case)
 * for highlighting: a client marks them in titles.
 */

const keyword = z.string().trim().min(1).max(SEARCH_KEYWORD_MAX);

export const searchDetailsRequest = listRequest
  .extend({
    keyword,
    tab: z.enum(SEARCH_TABS).default('all'),
    access: z.enum(['all', 'free', 'vip', 'paid']).default('all'),
    sort: z.enum(['relevance', 'newest', 'popular']).default('relevance'),
  })
  .meta({ id: 'SearchDetailsRequest' });
export type SearchDetailsRequest = z.input<typeof searchDetailsRequest>;

export const searchItem = named('SearchItem', {
  kind: z.enum(SEARCH_RESULT_KINDS),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  cover: z.string(),
  /** Shown with a lock when not free; the detail screen decides at open time. */
  access: z.enum(['free', 'vip', 'paid']),
  price: z.number().int().describe('gold, hundredths'),
  tags: z.array(z.string()),
  popularity: z.number().int(),
  publishedAt: z.number().int().describe('UTC seconds'),
  /** Per kind: duration, chapters, author, narrator, pictures, posts, followers … */
  extra: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type SearchItem = z.infer<typeof searchItem>;

export const searchDetailsResult = listResult(searchItem)
  .extend({ words: z.array(z.string()) })
  .meta({ id: 'SearchDetailsResult' });
export type SearchDetailsResult = z.infer<typeof searchDetailsResult>;

export const searchHotRequest = named('SearchHotRequest', {
  limit: z.number().int().min(1).max(50).default(10),
});
export const hotWord = named('HotWord', {
  keyword: z.string(),
  hot: z.number(),
  mark: z.enum(['热', '新', '']),
});
export type HotWord = z.infer<typeof hotWord>;
export const searchHotResult = named('SearchHotResult', { list: z.array(hotWord) });

export const searchSuggestRequest = named('SearchSuggestRequest', {
  keyword: z.string().trim().max(SEARCH_KEYWORD_MAX),
  limit: z.number().int().min(1).max(20).default(8),
});
export const searchSuggestion = named('SearchSuggestion', {
  kind: z.enum(SEARCH_RESULT_KINDS),
  id: z.number().int(),
  title: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;
export const searchSuggestResult = named('SearchSuggestResult', {
  list: z.array(searchSuggestion),
  words: z.array(z.string()),
});

/** What a result page offers when a search found nothing: the tab's most popular items. */
export const searchRecommendRequest = z
  .object({
    tab: z.enum(SEARCH_TABS).default('all'),
    limit: z.number().int().min(1).max(20).default(6),
  })
  .meta({ id: 'SearchRecommendRequest' });
export type SearchRecommendRequest = z.input<typeof searchRecommendRequest>;
export const searchRecommendResult = z
  .object({ list: z.array(searchItem) })
  .meta({ id: 'SearchRecommendResult' });

/** Operator words (under /api/admin/search/words). */
export const searchWordInput = named('SearchWordInput', {
  keyword,
  state: z.enum(['pin', 'ban']),
  sort: z.number().int().min(0).max(10_000).default(0),
  mark: z.enum(['热', '新', '']).default(''),
});
