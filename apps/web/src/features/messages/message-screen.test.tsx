import type { Message, MessageLatest } from '@lld/protocol/api/messages';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A small fake of the three calls: the list answers from `server`, message/read marks it, and
// message/latest can be held back to arrive after the mark (the order CI once saw).
const server = vi.hoisted(() => ({
  rows: [] as Message[],
  calls: [] as string[],
  latest: null as null | Promise<MessageLatest>,
  onRead: null as null | (() => void),
}));
vi.mock('./api', () => ({
  fetchMessages: () => async () => {
    server.calls.push('list');
    return { list: server.rows.map((m) => ({ ...m })), hasMore: false };
  },
  markRead: async () => {
    server.calls.push('read');
    for (const m of server.rows) m.read = true;
    server.onRead?.();
    return { marked: 1, unread: 0 };
  },
  getLatest: () => server.latest ?? Promise.resolve(counts(server.rows.filter((m) => !m.read).length)),
}));

import { useUnreadStore } from '@/lib/messages/unread-store';
import { renderRoute } from '@/test/render-route';
import MessageScreen from './message-screen';

function counts(comment: number): MessageLatest {
  return { unread: comment, byKind: { system: 0, comment, like: 0, follow: 0, order: 0 }, latestId: 7 };
}
const comment = (): Message => ({
  id: 7,
  kind: 'comment',
  title: '路过的读者 评论了你',
  body: '好美的晚霞！',
  target: '',
  read: false,
  createdAt: new Date().toISOString(),
});

beforeEach(() => {
  server.rows = [comment()];
  server.calls = [];
  server.latest = null;
  server.onRead = null;
  useUnreadStore.getState().reset();
  useUnreadStore.getState().setLatest(counts(1));
});
afterEach(cleanup);

describe('MessageScreen', () => {
  it('shows the new comment with its dot, then marks the tab read on the server', async () => {
    renderRoute('/mine/message', <MessageScreen />);
    const row = await screen.findByText('好美的晚霞！');
    expect(row.closest('.msg-row')?.querySelector('.msg-row__dot')).not.toBeNull();
    await waitFor(() => expect(server.calls).toContain('read'));
    await waitFor(() => expect(useUnreadStore.getState().byKind.comment).toBe(0));
    // The list the user sees was fetched before the mark.
    expect(server.calls.indexOf('list')).toBeLessThan(server.calls.indexOf('read'));
  });

  it('keeps the dot for this visit when a stale count makes the list load again, already read', async () => {
    let answer!: (l: MessageLatest) => void;
    server.latest = new Promise((resolve) => {
      answer = resolve;
    });
    renderRoute('/mine/message', <MessageScreen />);
    await waitFor(() => expect(server.calls).toContain('read'));
    // message/latest was answered before the mark but arrives after it: the tab looks unread again.
    answer(counts(1));
    await waitFor(() => expect(server.calls.filter((c) => c === 'read').length).toBe(2));
    await waitFor(() => expect(useUnreadStore.getState().byKind.comment).toBe(0));
    const row = screen.getByText('好美的晚霞！').closest('.msg-row');
    expect(row?.querySelector('.msg-row__dot')).not.toBeNull();
    expect(row?.classList.contains('is-unread')).toBe(true);
  });

  // The list draws in a transition: the stale count, arriving just after the mark, can bring the
  // refetched list (read) before the first one (unread) was ever drawn. Failed 8 of 10 runs, under
  // load, when the dot was decided at drawing.
  it('keeps the dot when the stale count arrives just after the mark, before the list is drawn', async () => {
    let answer!: (l: MessageLatest) => void;
    server.latest = new Promise((resolve) => {
      answer = resolve;
    });
    server.onRead = () => {
      server.onRead = null;
      setTimeout(() => answer(counts(1)), 0);
    };
    renderRoute('/mine/message', <MessageScreen />);
    await waitFor(() => expect(server.calls.filter((c) => c === 'read').length).toBe(2));
    await waitFor(() => expect(useUnreadStore.getState().byKind.comment).toBe(0));
    const row = (await screen.findByText('好美的晚霞！')).closest('.msg-row');
    expect(row?.querySelector('.msg-row__dot')).not.toBeNull();
  });
});
