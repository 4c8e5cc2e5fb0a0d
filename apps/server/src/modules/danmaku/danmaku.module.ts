import { joinFanout } from '../../adapters/redis-fanout.ts';
import { defineModule } from '../module.ts';
import { danmakuAdminRoutes } from './danmaku.admin.routes.ts';
import { DANMAKU_CHANNEL, danmakuBus } from './danmaku.fanout.ts';
import { danmakuRoutes } from './danmaku.routes.ts';
import { DanmakuService } from './danmaku.service.ts';
import { danmakuStream } from './danmaku.stream.ts';

declare module '../../services.ts' {
  interface Services {
    danmaku: DanmakuService;
  }
}

/** Danmaku (issue 21): bullet comments on long videos, read per time window, live per video. */
export const danmakuModule = defineModule({
  name: 'danmaku',
  services: ({ db, kv }) => ({ danmaku: new DanmakuService(db, kv) }),
  routes: async (app, { config, services }) => {
    await joinFanout(app, config.redisUrl, DANMAKU_CHANNEL, danmakuBus(services.danmaku));
    await app.register(danmakuRoutes);
    await app.register(danmakuStream);
  },
  adminRoutes: (app) => app.register(danmakuAdminRoutes),
  adminRoles: ['moderator'],
});
