import { demoDeps } from '../../demo/seed.ts';
import { defineModule } from '../module.ts';
import { pingRoutes } from './ping.routes.ts';
import { seedDemoContent } from './ping.seed.ts';
import { PingService } from './ping.service.ts';

declare module '../../services.ts' {
  interface Services {
    ping: PingService;
  }
}

/** ping/config, check, contact and announcements; seeds the demo ads, announcement and contacts. */
export const pingModule = defineModule({
  name: 'ping',
  services: ({ db, kv, services, version }) => ({
    ping: new PingService(db, kv, services.settings, version),
  }),
  routes: (app) => app.register(pingRoutes),
  seed: (ctx) => seedDemoContent(demoDeps(ctx)),
});
