import { type FanoutBus, originBus } from '../../adapters/redis-fanout.ts';
import type { DanmakuEvent, DanmakuService } from './danmaku.service.ts';

/** The pub/sub channel every API node shares for danmaku. */
export const DANMAKU_CHANNEL = 'lld:danmaku';

/**
 * Several API nodes: a danmaku posted (or removed) on one node reaches every other node's
 * per-video feeds (adapters/redis-fanout.ts; on the wire `{node, event}`).
 */
export const danmakuBus = (danmaku: DanmakuService): FanoutBus<{ event: DanmakuEvent }> =>
  originBus(
    (listener) => danmaku.onEvent(listener),
    (event) => danmaku.deliver(event, 'remote'),
  );
