import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PullList, type PullListPage } from './pull-list';

interface Row {
  id: number;
  title: string;
}

function pages(total: number, pageSize = 10) {
  return vi.fn(async (page: number, size: number): Promise<PullListPage<Row>> => {
    expect(size).toBe(pageSize);
    const start = (page - 1) * size;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
      id: start + i + 1,
      title: `第${start + i + 1}条`,
    }));
    return { list, hasMore: start + size < total };
  });
}

function renderList(
  fetchPage: (page: number, size: number) => Promise<PullListPage<Row>>,
  extra: { empty?: ReactNode } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <PullList<Row>
        queryKey={['rows']}
        fetchPage={fetchPage}
        renderItem={(r) => <p className="row">{r.title}</p>}
        {...extra}
      />
    </QueryClientProvider>,
  );
  return { ...utils, client };
}

// jsdom has no layout: give elements an offsetParent so InfiniteScroll checks its position.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get() {
      return document.body;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});
afterEach(() => cleanup());

describe('PullList', () => {
  it('shows loading, then the first page of 10 from page 1', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const inner = pages(5);
    const fetchPage = vi.fn(async (p: number, s: number) => {
      await gate;
      return inner(p, s);
    });
    renderList(fetchPage);
    expect(screen.getByRole('status').textContent).toContain('加载中');
    release();
    expect(await screen.findByText('第1条')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith(1, 10);
    expect(document.querySelectorAll('.row')).toHaveLength(5);
  });

  it('loads further pages near the end and ends with 没有更多了', async () => {
    const fetchPage = pages(25);
    renderList(fetchPage);
    expect(await screen.findByText('没有更多了', {}, { timeout: 3000 })).toBeTruthy();
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
    expect(document.querySelectorAll('.row')).toHaveLength(25);
  });

  it('shows the empty state (default and custom)', async () => {
    renderList(pages(0));
    expect(await screen.findByText('暂无内容')).toBeTruthy();
    cleanup();
    renderList(pages(0), { empty: <div>还没有帖子</div> });
    expect(await screen.findByText('还没有帖子')).toBeTruthy();
  });

  it('shows an error with retry when the first page fails, and retry recovers', async () => {
    const ok = pages(3);
    const fetchPage = vi
      .fn<(p: number, s: number) => Promise<PullListPage<Row>>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockImplementation(ok);
    renderList(fetchPage);
    expect((await screen.findByRole('alert')).textContent).toContain('加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第3条')).toBeTruthy();
  });

  it('shows retry in the footer when a later page fails', async () => {
    const ok = pages(15);
    let failNext = true;
    const fetchPage = vi.fn(async (p: number, s: number) => {
      if (p === 2 && failNext) {
        failNext = false;
        throw new Error('page 2 failed');
      }
      return ok(p, s);
    });
    renderList(fetchPage);
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 3000 });
    expect(document.querySelectorAll('.row')).toHaveLength(10);
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('第15条', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  it('drops duplicate items across pages', async () => {
    const fetchPage = vi.fn(async (p: number) => ({
      list:
        p === 1
          ? [
              { id: 1, title: 'a' },
              { id: 2, title: 'b' },
            ]
          : [
              { id: 2, title: 'b' },
              { id: 3, title: 'c' },
            ],
      hasMore: p === 1,
    }));
    renderList(fetchPage);
    expect(await screen.findByText('c', {}, { timeout: 3000 })).toBeTruthy();
    expect(document.querySelectorAll('.row')).toHaveLength(3);
  });
});
