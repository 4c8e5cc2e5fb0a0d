import type { Message } from '@lld/protocol/api/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, openLiveConnection } from './live-connection';
import { messageHref } from './message-target';
import { createSseParser, type SseEvent } from './sse-parser';
import { badgeText, onLiveMessage, useUnreadStore } from './unread-store';

const msg = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  kind: 'comment',
  title: '有人回复了你的评论',
  body: '',
  target: 'post:1',
  read: false,
  createdAt: '2026-11-25T00:00:00.000Z',
  ...over,
});

describe('SSE parser', () => {
  it('splits events across any chunking, skips comments, joins data lines', () => {
    const got: SseEvent[] = [];
    const feed = createSseParser((e) => got.push(e));
    const text =
      ': open\n\nid: 7\nevent: message\ndata: {"a":1}\n\nid: 8\r\ndata: x\r\ndata: y\r\n\r\n: ping\n\n';
    for (const ch of text) feed(ch); // one character at a time
    expect(got).toEqual([
      { id: '7', event: 'message', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'x\ny' },
    ]);
  });
});

describe('reconnect backoff', () => {
  it('doubles up to the cap, with at most half of it random', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 1)).toBe(8000);
    expect(backoffDelay(50, 1000, 30_000, () => 1)).toBe(30_000);
  });
});

function streamResponse(chunks: string[], keepOpen = false): Response {
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const ch of chunks) c.enqueue(enc.encode(ch));
      if (!keepOpen) c.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}
const event = (m: Message) => `id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`;

describe('live connection', () => {
  afterEach(() => useUnreadStore.getState().reset());

  it('reconnects after a drop from the last id seen; nothing twice; stops on a result body', async () => {
    const store = useUnreadStore.getState();
    const seenIds: string[] = [];
    const responses = [
      streamResponse([event(msg(1)), event(msg(2))]),
      // The server resends 2 (a race at reconnect): shown once.
      streamResponse([event(msg(2)), event(msg(3, { kind: 'like' }))]),
      new Response(JSON.stringify({ code: 1000, msg: 'token' }), {
        headers: { 'content-type': 'application/json' },
      }),
    ];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seenIds.push(String(headers.get('Last-Event-ID')));
      return responses.shift()!;
    });
    const states: string[] = [];
    const stopped = new Promise<void>((resolve) => {
      openLiveConnection({
        url: '/api/app/message/stream',
        headers: () => ({ Authorization: 'tok' }),
        lastId: () => useUnreadStore.getState().latestId,
        onMessage: (m) => store.received(m),
        onState: (s) => {
          states.push(s);
          if (s === 'stopped') resolve();
        },
        fetch: fetchMock as unknown as typeof fetch,
        backoff: { baseMs: 1, maxMs: 2 },
      });
    });
    await stopped;
    expect(seenIds).toEqual(['0', '2', '3']);
    expect(useUnreadStore.getState()).toMatchObject({ unread: 3, latestId: 3 });
    expect(useUnreadStore.getState().byKind).toMatchObject({ comment: 2, like: 1 });
    expect(states).toEqual(['open', 'waiting', 'open', 'waiting', 'stopped']);
  });

  it('backs off after network errors and wakes early', async () => {
    let calls = 0;
    const fetchMock = vi.fn(async () => {
      calls++;
      if (calls < 3) throw new TypeError('network down');
      return streamResponse([event(msg(9))], true);
    });
    const got: number[] = [];
    const live = openLiveConnection({
      url: '/s',
      headers: () => ({ Authorization: 'tok' }),
      lastId: () => 0,
      onMessage: (m) => got.push(m.id),
      fetch: fetchMock as unknown as typeof fetch,
      backoff: { baseMs: 60_000, maxMs: 60_000 },
    });
    await vi.waitFor(() => expect(calls).toBe(1));
    live.wake();
    await vi.waitFor(() => expect(calls).toBe(2));
    live.wake();
    await vi.waitFor(() => expect(got).toEqual([9]));
    live.close();
  });

  it('opens nothing when closed while its headers were being signed', async () => {
    let signed!: (h: Record<string, string>) => void;
    const fetchMock = vi.fn(async () => streamResponse([], true));
    const states: string[] = [];
    const live = openLiveConnection({
      url: '/s',
      headers: () => new Promise((resolve) => (signed = resolve)),
      lastId: () => 0,
      onState: (s) => states.push(s),
      fetch: fetchMock as unknown as typeof fetch,
    });
    live.close();
    signed({ Authorization: 'tok' });
    await vi.waitFor(() => expect(states).toEqual(['stopped']));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('unread store', () => {
  it('counts live messages once and tells listeners; marking a tab read clears it', () => {
    const store = useUnreadStore.getState();
    store.setLatest({
      unread: 2,
      byKind: { system: 1, comment: 1, like: 0, follow: 0, order: 0 },
      latestId: 10,
    });
    const heard: number[] = [];
    const off = onLiveMessage((m) => heard.push(m.id));
    expect(store.received(msg(10))).toBe(false);
    expect(store.received(msg(11, { kind: 'system' }))).toBe(true);
    off();
    expect(heard).toEqual([11]);
    expect(useUnreadStore.getState()).toMatchObject({ unread: 3, byKind: { system: 2, comment: 1 } });
    store.markedRead('system', 1);
    expect(useUnreadStore.getState()).toMatchObject({ unread: 1, byKind: { system: 0, comment: 1 } });
    store.markedRead('all', 0);
    expect(useUnreadStore.getState().byKind.comment).toBe(0);
  });

  it('writes badges as people expect', () => {
    expect([0, 1, 99, 100].map(badgeText)).toEqual(['', '1', '99', '99+']);
  });
});

describe('message targets', () => {
  it('lead to the thing the message is about', () => {
    expect(messageHref('post:12')).toBe('/community/postDetail?id=12');
    expect(messageHref('video:3')).toBe('/play/longVideo?id=3');
    expect(messageHref('comic:4')).toBe('/homePage/Comic/detail?id=4');
    expect(messageHref('user:5')).toBe('/community/upInfo?id=5');
    expect(messageHref('order:R123')).toBe('/mine/rechargeRecord');
    expect(messageHref('vip')).toBe('/mine/vip');
    expect(messageHref('feedback:8')).toBe('/mine/feedback?tab=mine');
    expect(messageHref('kf')).toBe('/mine/setting/kf');
    expect(messageHref('novel_chapter:77')).toBe('/mine/myBought');
    expect(messageHref('post:abc')).toBeNull();
    expect(messageHref('')).toBeNull();
    expect(messageHref('mystery:1')).toBeNull();
  });
});
