import { joinFanout } from '../../adapters/redis-fanout.ts';
import { defineModule } from '../module.ts';
import { liveAdminRoutes } from './live.admin.routes.ts';
import { LIVE_FANOUT_CHANNEL, liveChatBus } from './live.fanout.ts';
import { liveHlsRoutes } from './live.hls.routes.ts';
import { liveRoutes } from './live.routes.ts';
import { seedDemoLive } from './live.seed.ts';
import { LiveService } from './live.service.ts';
import { liveChatStream } from './live.stream.ts';

declare module '../../services.ts' {
  interface Services {
    live: LiveService;
  }
}

/** Live TV (issue 15): channels, schedules, one encoder per watched channel, live chat. */
export const liveModule = defineModule({
  name: 'live',
  services: ({ db, kv, services, config, log }) => ({
    live: new LiveService(db, kv, services.access, config, log, services.mediaSource),
  }),
  routes: async (app, { config, services, now }) => {
    // Every encoder stops with the server (and the tests' apps): no ffmpeg outlives it.
    app.addHook('onClose', () => services.live.runners.stopAll());
    await joinFanout(app, config.redisUrl, LIVE_FANOUT_CHANNEL, liveChatBus(services.live));
    await app.register(liveRoutes);
    await app.register(liveHlsRoutes(now));
    await app.register(liveChatStream);
  },
  adminRoutes: (app) => app.register(liveAdminRoutes),
  // Channels are content work; chat deletions and mutes are the moderators' (per route).
  adminRoles: ['content'],
  seed: ({ db, config }) => seedDemoLive(db, config.appName),
});
