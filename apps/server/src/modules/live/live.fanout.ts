import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChatEvent, LiveService } from './live.service.ts';

/** The pub/sub channel every API node shares for live chat. */
export const LIVE_FANOUT_CHANNEL = 'lld:live-chat';

/**
 * Several API nodes: a chat event on one node is published on Redis and every other node hands
 * it to its own open streams (as messages.fanout.ts does for the message centre). Returns the closer.
 */
export async function liveChatFanout(url: string, live: LiveService): Promise<() => Promise<void>> {
  const node = randomUUID();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  pub.on('error', () => {});
  sub.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(LIVE_FANOUT_CHANNEL);
  sub.on('message', (_channel: string, raw: string) => {
    const e = JSON.parse(raw) as { node: string; event: ChatEvent };
    if (e.node !== node) live.deliverChat(e.event, 'remote');
  });
  const off = live.onChat((event, origin) => {
    if (origin === 'remote') return;
    pub.publish(LIVE_FANOUT_CHANNEL, JSON.stringify({ node, event })).catch(() => {});
  });
  return async () => {
    off();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
