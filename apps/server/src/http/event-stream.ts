// Server-Sent Event streams, one implementation for every stream of the app (the message
// centre, live chat, danmaku; docs/decisions.md "Live delivery" of issue 14): the head, the
// catch-up from `Last-Event-ID` (or `?after=`), live events buffered until the catch-up is
// written so the order stays by id, ids never sent twice, a heartbeat comment (which may also
// end a stream whose session was revoked), and every open stream ended when the app closes.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './types.ts';

/**
 * The route options of an app event stream: the caller's token as for calls (`auth`), but no
 * request signature and no envelope (the answer is SSE), and left out of the API docs.
 */
export const streamRouteOptions = (auth: 'required' | 'optional') => ({
  config: { auth, signature: false, envelope: false },
  schema: { hide: true },
});

/**
 * The heartbeat of a signed-in user's stream: every `MESSAGE_STREAM_CHECK_MS` it asks whether
 * the request's session still stands, and a revoked one (logout) ends the stream.
 */
export function sessionHeartbeat(app: FastifyInstance, request: FastifyRequest) {
  const token = String(request.headers.authorization ?? '');
  return {
    heartbeatMs: app.config.messageStreamCheckMs,
    alive: async () => !!(await app.services.sessions.resolve(token)),
  };
}

/** One SSE frame: `id:` (optional), `event:`, `data:` (JSON). */
export interface StreamEvent {
  /** Event id; the stream skips an id at or below the last one it sent (a reconnect's catch-up). */
  id?: number;
  event: string;
  data: unknown;
}

export interface EventStreamSpec<E> {
  /** Subscribes to live events; returns the unsubscribe. Called before the catch-up is read. */
  subscribe(push: (e: E) => void): () => void;
  /** What came after event id `after` (0 when the client names none), in id order. */
  since?(after: number): Promise<readonly E[]>;
  /** The frame for an event of this stream, or null when it is not this stream's. */
  frame(e: E): StreamEvent | null;
  /** Live events that arrived during the catch-up are written in this order (default: arrival). */
  order?(a: E, b: E): number;
  heartbeatMs: number;
  /** Asked at each heartbeat; false ends the stream (e.g. the session was revoked). */
  alive?(): Promise<boolean>;
}

/** The id the client last saw: `Last-Event-ID`, else `?after=`; 0 for none or nonsense. */
export function lastEventId(request: FastifyRequest): number {
  const query = request.query as { after?: unknown } | undefined;
  const seen = Number(request.headers['last-event-id'] ?? query?.after ?? 0);
  return Number.isSafeInteger(seen) && seen > 0 ? seen : 0;
}

/**
 * The head of an event stream: never cached, transformed or buffered by a proxy. `Connection`
 * only on HTTP/1.1: HTTP/2 forbids connection headers (Node drops one with a warning).
 */
export function eventStreamHead(httpVersionMajor: number, cacheControl = 'no-cache, no-transform') {
  return {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': cacheControl,
    ...(httpVersionMajor < 2 ? { connection: 'keep-alive' } : {}),
    'x-accel-buffering': 'no',
  };
}

/** Takes the response over from Fastify and writes an event stream's head. */
export function startEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, eventStreamHead(reply.request.raw.httpVersionMajor));
  return res;
}

/**
 * The open streams of one plugin, every one ended when the app closes. `hold` keeps a stream
 * until the client goes, the app closes or its `close` is called: then `timer` stops, `off`
 * unsubscribes and the response ends (once).
 */
export function streamSet(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of open) close();
  });
  return {
    hold(res: ServerResponse, timer: NodeJS.Timeout, off: () => void) {
      timer.unref();
      const close = () => {
        if (!open.delete(close)) return;
        clearInterval(timer);
        off();
        res.end();
      };
      open.add(close);
      res.on('close', close);
      return { close, isOpen: () => open.has(close) };
    },
  };
}

/**
 * The event streams of one plugin: `open` answers a request with a stream. Streams still open
 * when the app closes are ended then.
 */
export function eventStreams(app: FastifyInstance) {
  const streams = streamSet(app);

  return {
    async open<E>(request: FastifyRequest, reply: FastifyReply, spec: EventStreamSpec<E>): Promise<void> {
      let after = lastEventId(request);
      const res = startEventStream(reply);
      const write = (e: E) => {
        const f = spec.frame(e);
        if (!f) return;
        if (f.id !== undefined) {
          if (f.id <= after) return;
          after = f.id;
        }
        res.write(
          `${f.id !== undefined ? `id: ${f.id}\n` : ''}event: ${f.event}\ndata: ${JSON.stringify(f.data)}\n\n`,
        );
      };

      const pending: E[] = [];
      let caughtUp = false;
      const off = spec.subscribe((e) => {
        if (caughtUp) write(e);
        else pending.push(e);
      });
      if (spec.since) for (const e of await spec.since(after)) write(e);
      for (const e of spec.order ? pending.sort(spec.order) : pending) write(e);
      caughtUp = true;
      res.write(': open\n\n');

      // A session store that cannot answer (Redis or the database restarting) is not a logout:
      // the stream stays and the next beat asks again. The beat must never reject: run from a
      // timer, a rejection would be unhandled, and Node ends the process on one.
      const beat = async () => {
        const alive = spec.alive ? await spec.alive().catch(() => true) : true;
        if (!alive) return close();
        res.write(': ping\n\n');
      };
      const heartbeat = setInterval(() => void beat(), spec.heartbeatMs);
      const { close } = streams.hold(res, heartbeat, off);
      // The client may have gone during the catch-up, before 'close' was listened to.
      if (res.destroyed) close();
    },
  };
}

/** What a signed-in user's stream sends: an event stream's spec but the heartbeat (the session's). */
export type UserStreamEvents<E> = Omit<EventStreamSpec<E>, 'heartbeatMs' | 'alive'>;

/**
 * A signed-in user's event stream at `GET /api<path>` (the message centre, live chat): the
 * route (a token required), the stream, and the session heartbeat that ends it at logout.
 * `events` gives what this request streams, or answers the request itself (a bad query) and
 * returns null.
 */
export function userEventStream<E, Q>(
  app: FastifyInstance,
  path: string,
  events: (
    request: FastifyRequest<{ Querystring: Q }>,
    user: AuthUser,
    reply: FastifyReply,
  ) => UserStreamEvents<E> | null,
): void {
  const streams = eventStreams(app);
  app.get<{ Querystring: Q }>(`/api${path}`, streamRouteOptions('required'), async (request, reply) => {
    const user = request.user;
    if (!user) return;
    const spec = events(request, user, reply);
    if (spec) await streams.open<E>(request, reply, { ...spec, ...sessionHeartbeat(app, request) });
  });
}
