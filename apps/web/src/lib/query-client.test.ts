import { describe, expect, it } from 'vitest';
import { ApiError, HttpError } from './api/client';
import { createQueryClient, MAX_QUERY_RETRIES, shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries a result code', () => {
    expect(shouldRetry(0, new ApiError(2004, 'not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(1000, 'token'))).toBe(false);
  });

  it('retries network failures, 5xx and 429 up to the limit', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new HttpError(502))).toBe(true);
    expect(shouldRetry(1, new HttpError(429, 1002))).toBe(true);
    expect(shouldRetry(MAX_QUERY_RETRIES, new HttpError(502))).toBe(false);
  });

  it('does not retry other 4xx or aborts', () => {
    expect(shouldRetry(0, new HttpError(403, 1001))).toBe(false);
    expect(shouldRetry(0, new DOMException('x', 'AbortError'))).toBe(false);
  });

  it('is installed as the default of the client', () => {
    const qc = createQueryClient();
    expect(qc.getDefaultOptions().queries?.retry).toBe(shouldRetry);
    expect(qc.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
