import type { Message } from '@lld/protocol/api/messages';
import { createSseParser } from './sse-parser';

export interface LiveConnectionOptions {
  /** Full URL of the message stream. */
  url: string;
  /**
   * The headers of one connection attempt (`Authorization` and the signature of the moment), or
   * null when there is no token: then the connection stops. A promise where they are signed
   * natively (client.ts `signedHeaders`).
   */
  headers: () => Record<string, string> | null | Promise<Record<string, string> | null>;
  /** The newest message id already shown: the stream resumes after it (`Last-Event-ID`). */
  lastId: () => number;
  /** `message` events (the message centre); without it they go to `onEvent` too. */
  onMessage?: (m: Message) => void;
  /** Events other than `message` (live chat's `delete`, danmaku), parsed; and `message` when no `onMessage`. */
  onEvent?: (event: string, data: unknown) => void;
  onState?: (state: 'open' | 'waiting' | 'stopped') => void;
  fetch?: typeof fetch;
  /** Reconnect delays: `base · 2^attempt` capped at `max`, half of it random (jitter). */
  backoff?: { baseMs: number; maxMs: number };
}

export interface LiveConnection {
  /** Reconnect at once if waiting (back online, page visible again). */
  wake(): void;
  close(): void;
}

/** The delay before reconnect attempt `attempt` (0-based): full delay halved plus random jitter. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const full = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 20));
  return Math.round(full / 2 + (random() * full) / 2);
}

/**
 * Keeps one live message stream open: `fetch` with the `Authorization` header (EventSource
 * cannot send one), parsed as Server-Sent Events; on any drop it waits with exponential
 * backoff and reconnects from the last id seen, so nothing is missed. A JSON answer instead of
 * a stream (the token is no longer valid, or the server refuses) stops it.
 */
export function openLiveConnection(opts: LiveConnectionOptions): LiveConnection {
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const { baseMs, maxMs } = opts.backoff ?? { baseMs: 1000, maxMs: 30_000 };
  let stopped = false;
  let controller: AbortController | null = null;
  let wakeUp: (() => void) | null = null;
  let open = false;
  /** A wake that came while connecting: the next pause is skipped. */
  let wakePending = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wakePending) {
        wakePending = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  /** One connection; resolves 'again' when it dropped, 'stop' when the server said no. */
  async function once(): Promise<'again' | 'stop' | 'opened'> {
    const auth = await opts.headers();
    // Closed while the headers were signed: no connection is opened after it.
    if (!auth || stopped) return 'stop';
    controller = new AbortController();
    const res = await doFetch(opts.url, {
      headers: { ...auth, Accept: 'text/event-stream', 'Last-Event-ID': String(opts.lastId()) },
      cache: 'no-store',
      signal: controller.signal,
    });
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') || !res.body) {
      // 429 or a 5xx: try again later; a result body (code 1000, 4003): stop.
      return res.status === 429 || res.status >= 500 ? 'again' : 'stop';
    }
    open = true;
    opts.onState?.('open');
    const feed = createSseParser((e) => {
      try {
        const data: unknown = JSON.parse(e.data);
        if (e.event === 'message' && opts.onMessage) opts.onMessage(data as Message);
        else opts.onEvent?.(e.event, data);
      } catch {
        // a broken event is skipped; the next one still arrives
      }
    });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      feed(decoder.decode(value, { stream: true }));
    }
    return 'opened';
  }

  void (async () => {
    let attempt = 0;
    while (!stopped) {
      let outcome: 'again' | 'stop' | 'opened';
      try {
        outcome = await once();
      } catch {
        outcome = 'again';
      }
      open = false;
      if (stopped) break;
      if (outcome === 'stop') {
        stopped = true;
        break;
      }
      // A stream that had opened starts the backoff again from the first step.
      attempt = outcome === 'opened' ? 0 : attempt + 1;
      opts.onState?.('waiting');
      await pause(backoffDelay(attempt, baseMs, maxMs));
    }
    opts.onState?.('stopped');
  })();

  return {
    wake: () => {
      if (wakeUp) wakeUp();
      else if (!open) wakePending = true;
    },
    close: () => {
      stopped = true;
      controller?.abort();
      wakeUp?.();
    },
  };
}
