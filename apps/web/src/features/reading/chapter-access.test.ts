import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { chapterQuery, priceQuery } from './chapter-access';

const locked = new ApiError(ResultCode.NEEDS_ENTITLEMENT, 'locked');
const failed = new ApiError(ResultCode.INTERNAL, 'failed');

describe('chapter access', () => {
  it('keeps a chapter 5 minutes and retries a failure twice, a locked chapter never', () => {
    const q = chapterQuery(['pics', 3], 3, () => Promise.resolve([]));
    expect(q).toMatchObject({ enabled: true, staleTime: 5 * 60_000 });
    const retry = q.retry as (count: number, error: unknown) => boolean;
    expect([retry(0, failed), retry(1, failed), retry(2, failed)]).toEqual([true, true, false]);
    expect(retry(0, locked)).toBe(false);
  });

  it('asks the price fresh, only while the sheet wants it and for a real chapter', () => {
    const fetch = () => Promise.resolve({ price: 1 });
    expect(priceQuery(['isLook', 3], 3, true, fetch)).toMatchObject({ enabled: true, staleTime: 0 });
    expect(priceQuery(['isLook', 3], 3, false, fetch).enabled).toBe(false);
    expect(priceQuery(['isLook', 0], 0, true, fetch).enabled).toBe(false);
  });
});
