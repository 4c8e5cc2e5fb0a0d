import type { ListResult } from '@lld/protocol/api/list';

/** A PROTOCOL §5 page request: page from 1, pageSize 1..50 (the schemas enforce both). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

// The one paging rule of the server: fetch one row more than the page, so `hasMore` needs no
// count query; then cut the page from those rows.

/** Rows to fetch for a page: one more than the page holds. */
export const pageLimit = (q: PageRequest): number => q.pageSize + 1;
/** Rows to skip before a page. */
export const pageOffset = (q: PageRequest): number => (q.page - 1) * q.pageSize;

/** The page of `rows` (fetched with pageLimit/pageOffset) as the list result of PROTOCOL §5. */
export function pageOf<T>(rows: readonly T[], q: PageRequest): ListResult<T> {
  return {
    list: rows.slice(0, q.pageSize),
    hasMore: rows.length > q.pageSize,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A query that can still be cut to a page (a Drizzle select before `.limit`). */
export interface PageableQuery<T> {
  limit(n: number): { offset(n: number): PromiseLike<T[]> };
}

/** Runs `query` for one page (one row more than the page, no count query) and cuts the page. */
export async function fetchPage<T>(query: PageableQuery<T>, q: PageRequest): Promise<ListResult<T>>;
export async function fetchPage<T, U>(
  query: PageableQuery<T>,
  q: PageRequest,
  map: (row: T) => U,
): Promise<ListResult<U>>;
export async function fetchPage<T, U>(
  query: PageableQuery<T>,
  q: PageRequest,
  map?: (row: T) => U,
): Promise<ListResult<T | U>> {
  const page = pageOf(await query.limit(pageLimit(q)).offset(pageOffset(q)), q);
  return map ? { ...page, list: page.list.map(map) } : page;
}
