import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const seen = vi.hoisted(() => ({ props: null as null | Record<string, unknown> }));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: { onRefresh: () => Promise<void>; children: ReactNode }) => {
    seen.props = props as unknown as Record<string, unknown>;
    return (
      <div>
        <button type="button" onClick={() => void props.onRefresh()}>
          pull
        </button>
        {props.children}
      </div>
    );
  },
}));

import { PullList } from './pull-list';

const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get: () => document.body,
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});
afterEach(() => cleanup());

describe('PullList pull-to-refresh', () => {
  it('uses a 50 px head with Chinese texts and reloads from page 1 only', async () => {
    let version = 1;
    const fetchPage = vi.fn(async (page: number, size: number) => ({
      list: Array.from({ length: size }, (_, i) => ({ id: (page - 1) * size + i, v: version })),
      hasMore: page < 3,
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PullList
          queryKey={['refresh-test']}
          fetchPage={fetchPage}
          renderItem={(r) => <span className="cell">{`v${r.v}`}</span>}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('没有更多了', {}, { timeout: 3000 })).toBeTruthy();
    expect(seen.props).toMatchObject({
      headHeight: 50,
      pullingText: '下拉刷新',
      canReleaseText: '释放立即刷新',
      refreshingText: '刷新中…',
      completeText: '刷新成功',
    });
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);

    version = 2;
    fetchPage.mockClear();
    await act(async () => {
      fireEvent.click(screen.getByText('pull'));
    });
    await vi.waitFor(() => expect(document.querySelector('.cell')?.textContent).toBe('v2'));
    expect(fetchPage.mock.calls[0]).toEqual([1, 10]);
    const pagesLoaded = client.getQueryData<{ pages: unknown[] }>(['refresh-test'])?.pages.length;
    expect(fetchPage.mock.calls.filter((c) => c[0] === 1)).toHaveLength(1);
    expect(pagesLoaded).toBeGreaterThanOrEqual(1);
  });
});
