import { type FanoutBus, originBus } from '../../adapters/redis-fanout.ts';
import type { ChatEvent, LiveService } from './live.service.ts';

/** The pub/sub channel every API node shares for live chat. */
export const LIVE_FANOUT_CHANNEL = 'lld:live-chat';

/**
 * Several API nodes: a chat event (a message, an operator deletion) on one node reaches every
 * other node's chat streams (adapters/redis-fanout.ts; on the wire `{node, event}`).
 */
export const liveChatBus = (live: LiveService): FanoutBus<{ event: ChatEvent }> =>
  originBus(
    (listener) => live.onChat(listener),
    (event) => live.deliverChat(event, 'remote'),
  );
