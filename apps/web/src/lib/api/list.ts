// The one paging helper of the web app: a PROTOCOL §5 list call with fixed filters, as the
// `fetchPage(page, pageSize)` that PullList and FeedList ask for.
import { type AnyCall, apiCall, type CallBody, type CallResult } from './client';

export function pageFetcher<C extends AnyCall>(
  call: C,
  filters: Omit<NonNullable<CallBody<C>>, 'page' | 'pageSize'>,
): (page: number, pageSize: number) => Promise<CallResult<C>> {
  return (page, pageSize) => apiCall(call, { ...filters, page, pageSize } as CallBody<C>);
}
