import { randomUUID } from 'node:crypto';
import type { Message } from '@lld/protocol/api/messages';
import { Redis } from 'ioredis';
import type { MessagesService } from './messages.service.ts';

/** The pub/sub channel every API node shares. */
export const FANOUT_CHANNEL = 'lld:messages';

interface Envelope {
  node: string;
  userId: number;
  message: Message;
}

/**
 * Several API nodes: a message stored on one node is published on Redis, and every other node
 * hands it to its own open streams. Without Redis every stream is on this node already.
 * Returns the closer.
 */
export async function redisFanout(url: string, messages: MessagesService): Promise<() => Promise<void>> {
  const node = randomUUID();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  pub.on('error', () => {});
  sub.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(FANOUT_CHANNEL);
  sub.on('message', (_channel: string, raw: string) => {
    const e = JSON.parse(raw) as Envelope;
    if (e.node !== node) messages.deliver(e.userId, e.message, 'remote');
  });
  const off = messages.onSent((userId, message, origin) => {
    if (origin === 'remote') return;
    const e: Envelope = { node, userId, message };
    // A node that cannot publish still delivers locally; the other nodes' clients catch up on reconnect.
    pub.publish(FANOUT_CHANNEL, JSON.stringify(e)).catch(() => {});
  });
  return async () => {
    off();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
