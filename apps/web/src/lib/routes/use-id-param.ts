// The one way a screen reads an id from its query string (spec §2: detail pages take their
// parameters there): a positive safe integer, else 0 (the screen then shows its not-found state).
import { ResultCode } from '@lld/protocol/result-codes';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api/client';

/** A positive integer from a query value, else 0. */
export function positiveIntParam(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The `name` query parameter (default `id`) as a positive integer, else 0. */
export function useIdParam(name = 'id'): number {
  const [params] = useSearchParams();
  return positiveIntParam(params.get(name));
}

/** No item to show: no id in the query, or none by that id on the server (2004). */
export function isMissing(id: number, error: unknown): boolean {
  return id === 0 || isApiError(error, ResultCode.NOT_FOUND);
}
