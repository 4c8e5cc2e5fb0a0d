import { redisFanout } from '../../adapters/redis-fanout.ts';
import type { DanmakuEvent, DanmakuService } from './danmaku.service.ts';

/** The pub/sub channel every API node shares for danmaku. */
export const DANMAKU_CHANNEL = 'lld:danmaku';

/**
 * Several API nodes: a danmaku posted (or removed) on one node reaches every other node's
 * per-video feeds (adapters/redis-fanout.ts; on the wire `{node, event}`). Returns the closer.
 */
export function danmakuFanout(url: string, danmaku: DanmakuService): Promise<() => Promise<void>> {
  return redisFanout<{ event: DanmakuEvent }>(url, DANMAKU_CHANNEL, {
    listen: (send) =>
      danmaku.onEvent((event, origin) => {
        if (origin === 'local') send({ event });
      }),
    deliver: ({ event }) => danmaku.deliver(event, 'remote'),
  });
}
