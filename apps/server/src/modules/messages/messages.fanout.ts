import type { Message } from '@lld/protocol/api/messages';
import type { FanoutBus } from '../../adapters/redis-fanout.ts';
import type { MessagesService } from './messages.service.ts';

/** The pub/sub channel every API node shares for the message centre. */
export const FANOUT_CHANNEL = 'lld:messages';

/**
 * Several API nodes: a message stored on one node reaches the recipient's streams on every
 * other node (adapters/redis-fanout.ts; on the wire `{node, userId, message}`).
 */
export const messagesBus = (messages: MessagesService): FanoutBus<{ userId: number; message: Message }> => ({
  listen: (send) =>
    messages.onSent((userId, message, origin) => {
      if (origin === 'local') send({ userId, message });
    }),
  deliver: ({ userId, message }) => messages.deliver(userId, message, 'remote'),
});
