// Fan-out across API nodes over Redis pub/sub, one for every module that streams events to
// open connections (messages, danmaku, live chat): an event raised on one node is published on
// the module's channel, and every other node delivers it to its own open streams. Without Redis
// every stream is on the one node already, so modules call this only when REDIS_URL is set.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Where an event came from: raised on this node, or published by another one. */
export type EventOrigin = 'local' | 'remote';

export interface FanoutBus<E extends object> {
  /** Subscribes to this node's own events (those with origin 'local'); returns the unsubscribe. */
  listen(send: (event: E) => void): () => void;
  /** Hands an event another node published to this node's streams (origin 'remote'). */
  deliver(event: E): void;
}

/**
 * Connects `bus` to Redis `channel`. On the wire a published message is the event's fields plus
 * `node` (the publisher's id, so a node skips its own): `{"node":"…", …event}`. Returns the closer.
 * A node that cannot publish still delivers locally; other nodes' clients catch up on reconnect
 * (their streams resume from Last-Event-ID).
 */
export async function redisFanout<E extends object>(
  url: string,
  channel: string,
  bus: FanoutBus<E>,
): Promise<() => Promise<void>> {
  const node = randomUUID();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  pub.on('error', () => {});
  sub.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  sub.on('message', (_channel: string, raw: string) => {
    const { node: from, ...event } = JSON.parse(raw) as { node: string };
    if (from !== node) bus.deliver(event as E);
  });
  const off = bus.listen((event) => {
    pub.publish(channel, JSON.stringify({ node, ...event })).catch(() => {});
  });
  return async () => {
    off();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}

/**
 * A module's fan-out: joins `channel` when `url` (REDIS_URL) is set, and leaves it when the app
 * closes; without Redis there is one node and nothing to do.
 */
export async function joinFanout<E extends object>(
  app: FastifyInstance,
  url: string | undefined,
  channel: string,
  bus: FanoutBus<E>,
): Promise<void> {
  if (!url) return;
  app.addHook('onClose', await redisFanout(url, channel, bus));
}

/**
 * The bus of a service whose listeners are told each event and its origin: its own events go out
 * as `{ event }`, and those of other nodes come back through `deliver`.
 */
export function originBus<T>(
  subscribe: (listener: (event: T, origin: EventOrigin) => void) => () => void,
  deliver: (event: T) => void,
): FanoutBus<{ event: T }> {
  return {
    listen: (send) =>
      subscribe((event, origin) => {
        if (origin === 'local') send({ event });
      }),
    deliver: ({ event }) => deliver(event),
  };
}
