// The query of one item by its id (a post, a comic, a chapter): asked only for a real id (a
// screen opened with a missing or bad id has 0 and asks nothing), the call cancelled with the
// query, the answer fresh for `staleTime` (30 s unless said).
import { type QueryKey, queryOptions } from '@tanstack/react-query';

export function itemQuery<T, K extends QueryKey>(
  queryKey: K,
  id: number,
  fetch: (signal: AbortSignal) => Promise<T>,
  staleTime = 30_000,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), enabled: id > 0, staleTime });
}
