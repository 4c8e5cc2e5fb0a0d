import { joinFanout } from '../../adapters/redis-fanout.ts';
import { defineModule } from '../module.ts';
import { messagesAdminRoutes } from './messages.admin.routes.ts';
import { messagesFromEvents } from './messages.events.ts';
import { FANOUT_CHANNEL, messagesBus } from './messages.fanout.ts';
import { messagesRoutes } from './messages.routes.ts';
import { MessagesService } from './messages.service.ts';
import { messagesStream } from './messages.stream.ts';

declare module '../../services.ts' {
  interface Services {
    messages: MessagesService;
  }
}

/** The message centre (issue 14): one store, filled from domain events. */
export const messagesModule = defineModule({
  name: 'messages',
  services: ({ db, events }) => {
    const messages = new MessagesService(db);
    messagesFromEvents(events, messages);
    return { messages };
  },
  routes: async (app, { config, services }) => {
    await joinFanout(app, config.redisUrl, FANOUT_CHANNEL, messagesBus(services.messages));
    await app.register(messagesRoutes);
    await app.register(messagesStream);
  },
  adminRoutes: (app) => app.register(messagesAdminRoutes),
  adminRoles: ['support'],
});
