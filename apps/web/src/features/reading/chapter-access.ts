// What the comic and novel chapters share about access: a chapter the reader may not read yet
// answers 3003 (an answer the reader shows as its unlock sheet, not a failure to retry), the
// price sheet asks fresh each time, and a purchase refreshes what it changed.
import { ResultCode } from '@lld/protocol/result-codes';
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/client';
import { itemQuery } from '@/lib/api/item-query';

export const isLocked = (error: unknown) => isApiError(error, ResultCode.NEEDS_ENTITLEMENT);

/** A chapter's content (pictures, text, audio): kept 5 minutes; a locked chapter is not retried. */
export function chapterQuery<T, K extends QueryKey>(
  queryKey: K,
  chapterId: number,
  fetch: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    ...itemQuery(queryKey, chapterId, fetch, 5 * 60_000),
    retry: (count, error) => !isLocked(error) && count < 2,
  });
}

/** The price and balance of a locked chapter, for its unlock sheet: asked fresh while it shows. */
export function priceQuery<T, K extends QueryKey>(
  queryKey: K,
  chapterId: number,
  enabled: boolean,
  fetch: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    enabled: enabled && chapterId > 0,
    staleTime: 0,
  });
}

/**
 * After a chapter is bought: its content is asked again (reset, not invalidated: the reader is
 * showing that query's 3003), and its price, the chapter list that marks it and the balance.
 */
export function refreshBoughtChapter(
  qc: QueryClient,
  keys: { content: QueryKey; price: QueryKey; chapters: QueryKey },
): Promise<unknown> {
  return Promise.all([
    qc.resetQueries({ queryKey: keys.content }),
    qc.invalidateQueries({ queryKey: keys.price }),
    qc.invalidateQueries({ queryKey: keys.chapters }),
    qc.invalidateQueries({ queryKey: ['user', 'info'] }),
  ]);
}
