import { redisFanout } from '../../adapters/redis-fanout.ts';
import type { ChatEvent, LiveService } from './live.service.ts';

/** The pub/sub channel every API node shares for live chat. */
export const LIVE_FANOUT_CHANNEL = 'lld:live-chat';

/**
 * Several API nodes: a chat event (a message, an operator deletion) on one node reaches every
 * other node's chat streams (adapters/redis-fanout.ts; on the wire `{node, event}`). Returns the closer.
 */
export function liveChatFanout(url: string, live: LiveService): Promise<() => Promise<void>> {
  return redisFanout<{ event: ChatEvent }>(url, LIVE_FANOUT_CHANNEL, {
    listen: (send) =>
      live.onChat((event, origin) => {
        if (origin === 'local') send({ event });
      }),
    deliver: ({ event }) => live.deliverChat(event, 'remote'),
  });
}
