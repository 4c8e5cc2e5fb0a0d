import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DanmakuEvent, DanmakuService } from './danmaku.service.ts';

/** The pub/sub channel every API node shares (the messages module's pattern, its own channel). */
export const DANMAKU_CHANNEL = 'lld:danmaku';

interface Envelope {
  node: string;
  event: DanmakuEvent;
}

/**
 * Several API nodes: a danmaku posted (or removed) on one node is published on Redis, and every
 * other node hands it to its own open feeds. Without Redis every feed is on this node already.
 * Returns the closer.
 */
export async function danmakuFanout(url: string, danmaku: DanmakuService): Promise<() => Promise<void>> {
  const node = randomUUID();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  pub.on('error', () => {});
  sub.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(DANMAKU_CHANNEL);
  sub.on('message', (_channel: string, raw: string) => {
    const e = JSON.parse(raw) as Envelope;
    if (e.node !== node) danmaku.deliver(e.event, 'remote');
  });
  const off = danmaku.onEvent((event, origin) => {
    if (origin === 'remote') return;
    // A node that cannot publish still delivers locally; other nodes' viewers catch up on reconnect.
    pub.publish(DANMAKU_CHANNEL, JSON.stringify({ node, event } satisfies Envelope)).catch(() => {});
  });
  return async () => {
    off();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
