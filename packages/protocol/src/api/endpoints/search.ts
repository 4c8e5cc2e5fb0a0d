import { searchCalls as c } from '../calls/search.ts';
import {
  searchDetailsRequest,
  searchDetailsResult,
  searchHotRequest,
  searchHotResult,
  searchRecommendRequest,
  searchRecommendResult,
  searchSuggestRequest,
  searchSuggestResult,
} from '../search.ts';
import { endpoint } from './endpoint.ts';

/** Search calls with their schemas. */
export const searchEndpoints = {
  searchHot: endpoint(c.searchHot, {
    request: searchHotRequest,
    response: searchHotResult,
    summary: 'Hot searches: pinned words, then real queries of the last week (decayed), with 热/新',
  }),
  searchDetails: endpoint(c.searchDetails, {
    request: searchDetailsRequest,
    response: searchDetailsResult,
    summary: 'Search results of one tab, paged: text relevance, then popularity, then recency',
  }),
  searchRecommend: endpoint(c.searchRecommend, {
    request: searchRecommendRequest,
    response: searchRecommendResult,
    summary: "The tab's most popular items, offered when a search found nothing",
  }),
  searchSuggest: endpoint(c.searchSuggest, {
    request: searchSuggestRequest,
    response: searchSuggestResult,
    summary: 'Titles matching what was typed so far (fragments, pinyin, initials, traditional)',
  }),
};
