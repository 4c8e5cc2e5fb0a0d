import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedList } from './feed-list';

let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class FakeObserver {
  constructor(private readonly cb: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observed.push(this.cb);
  }
  disconnect() {
    observed = observed.filter((c) => c !== this.cb);
  }
}

function renderFeed(
  fetchPage: (
    page: number,
    size: number,
  ) => Promise<{ list: number[]; hasMore: boolean; page: number; pageSize: number }>,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FeedList<number>
        queryKey={['feed']}
        fetchPage={fetchPage}
        keyOf={(n) => n}
        renderItem={(n) => <span>item {n}</span>}
      />
    </QueryClientProvider>,
  );
}

describe('FeedList (home feed)', () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads pages of 10 as the end comes into view, skips repeats, ends with 没有更多了', async () => {
    const fetchPage = vi.fn(async (page: number, pageSize: number) => ({
      list: page === 1 ? [1, 2, 3] : [3, 4],
      hasMore: page === 1,
      page,
      pageSize,
    }));
    renderFeed(fetchPage);
    expect(await screen.findByText('item 3')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith(1, 10);
    await act(async () => {
      for (const cb of observed) cb([{ isIntersecting: true }]);
    });
    expect(await screen.findByText('item 4')).toBeTruthy();
    expect(screen.getAllByText('item 3')).toHaveLength(1);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(observed).toHaveLength(0);
  });

  it('offers a retry when a page fails', async () => {
    let fail = true;
    renderFeed(async (page, pageSize) => {
      if (fail) throw new Error('down');
      return { list: [9], hasMore: false, page, pageSize };
    });
    const retry = await screen.findByText('重试');
    fail = false;
    await act(async () => retry.click());
    expect(await screen.findByText('item 9')).toBeTruthy();
  });
});
