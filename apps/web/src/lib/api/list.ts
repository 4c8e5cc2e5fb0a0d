// The paging helpers of the web app: a PROTOCOL §5 list call with fixed filters as the
// `fetchPage(page, pageSize)` that PullList and FeedList ask for, the paged query they both run,
// and the items of its pages, each once.
import { LIST_DEFAULTS } from '@lld/protocol/constants';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { Key } from 'react';
import { type AnyCall, apiCall, type CallBody, type CallResult } from './client';

export function pageFetcher<C extends AnyCall>(
  call: C,
  filters: Omit<NonNullable<CallBody<C>>, 'page' | 'pageSize'>,
): (page: number, pageSize: number) => Promise<CallResult<C>> {
  return (page, pageSize) => apiCall(call, { ...filters, page, pageSize } as CallBody<C>);
}

/** One page of a PROTOCOL §5 list. */
export interface ListPage<T> {
  list: T[];
  hasMore: boolean;
}

/** The paged query of a list: pages counted from 1, the next one asked while the last has more. */
export function usePagedQuery<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, pageSize: number) => Promise<ListPage<T>>,
  { pageSize = LIST_DEFAULTS.pageSize, enabled = true }: { pageSize?: number; enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    initialPageParam: LIST_DEFAULTS.firstPage as number,
    getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
    enabled,
  });
}

/**
 * The items of the pages loaded so far with their keys, the first copy of each key only (pages
 * overlap when items are added meanwhile).
 */
export function uniqueItems<T>(
  pages: readonly ListPage<T>[] | undefined,
  keyOf: (item: T, index: number) => Key,
): Array<{ item: T; key: Key }> {
  const seen = new Set<Key>();
  const out: Array<{ item: T; key: Key }> = [];
  for (const page of pages ?? []) {
    for (const item of page.list) {
      const key = keyOf(item, out.length);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ item, key });
    }
  }
  return out;
}
