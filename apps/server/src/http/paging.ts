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

/**
 * The page of `rows` (fetched with pageLimit/pageOffset) as the list result of PROTOCOL §5;
 * `map`, when given, turns each row of the page into its item.
 */
export function pageOf<T>(rows: readonly T[], q: PageRequest): ListResult<T>;
export function pageOf<T, R>(rows: readonly T[], q: PageRequest, map: (row: T) => R): ListResult<R>;
export function pageOf<T, R>(rows: readonly T[], q: PageRequest, map?: (row: T) => R): ListResult<T | R> {
  const page = rows.slice(0, q.pageSize);
  return {
    list: map ? page.map((row) => map(row)) : page,
    hasMore: rows.length > q.pageSize,
    page: q.page,
    pageSize: q.pageSize,
  };
}
