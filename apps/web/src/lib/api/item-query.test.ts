import { describe, expect, it, vi } from 'vitest';
import { itemQuery } from './item-query';

describe('itemQuery', () => {
  it('asks only for a real id, fresh for 30 s unless said, passing the query signal to the call', async () => {
    const fetch = vi.fn((_signal: AbortSignal) => Promise.resolve('post'));
    const q = itemQuery(['post', 7], 7, fetch);
    expect(q).toMatchObject({ queryKey: ['post', 7], enabled: true, staleTime: 30_000 });
    expect(itemQuery(['post', 0], 0, fetch).enabled).toBe(false);
    expect(itemQuery(['post', 7], 7, fetch, 0).staleTime).toBe(0);
    const signal = new AbortController().signal;
    const queryFn = q.queryFn as (context: { signal: AbortSignal }) => Promise<string>;
    await expect(queryFn({ signal })).resolves.toBe('post');
    expect(fetch).toHaveBeenCalledWith(signal);
  });
});
