/**
 * The TanStack Query client. Retries only what a retry can fix: network failures, HTTP 5xx
 * and 429. A result code (ApiError) is an answer, not a failure, so it is never retried; nor
 * is any other 4xx (a bad signature will not get better).
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError, HttpError } from './api/client';

export const MAX_QUERY_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (error instanceof ApiError) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof HttpError) return error.status >= 500 || error.status === 429;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
