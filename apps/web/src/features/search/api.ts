// Search calls: results by tab (paged), suggestions while typing, hot words.
import { type SearchTab, searchCalls } from '@lld/protocol/api/calls/search';
import type { SearchDetailsRequest } from '@lld/protocol/api/search';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export const searchKeys = {
  hot: ['search', 'hot'] as const,
  suggest: (keyword: string) => ['search', 'suggest', keyword] as const,
  recommend: (tab: SearchTab) => ['search', 'recommend', tab] as const,
  details: (f: Omit<SearchDetailsRequest, 'page' | 'pageSize'>) => ['search', 'details', f] as const,
};

export const useHotSearches = () =>
  useQuery({
    queryKey: searchKeys.hot,
    queryFn: () => apiCall(searchCalls.searchHot, { limit: 10 }),
    staleTime: 60_000,
  });

export const useSuggestions = (keyword: string) =>
  useQuery({
    queryKey: searchKeys.suggest(keyword),
    queryFn: () => apiCall(searchCalls.searchSuggest, { keyword, limit: 8 }),
    enabled: keyword.trim().length > 0,
    staleTime: 60_000,
  });

export function fetchResults(filters: Omit<SearchDetailsRequest, 'page' | 'pageSize'>) {
  return (page: number, pageSize: number) =>
    apiCall(searchCalls.searchDetails, { ...filters, page, pageSize });
}

/** The tab's most popular items, for a search that found nothing. */
export const useRecommendations = (tab: SearchTab) =>
  useQuery({
    queryKey: searchKeys.recommend(tab),
    queryFn: () => apiCall(searchCalls.searchRecommend, { tab, limit: 6 }),
    staleTime: 60_000,
  });
