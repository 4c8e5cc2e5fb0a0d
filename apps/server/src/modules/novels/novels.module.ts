import { demoDeps } from '../../demo/seed.ts';
import { GoldSales } from '../../http/gold-items.ts';
import { defineModule } from '../module.ts';
import { novelsAdminRoutes } from './novels.admin.routes.ts';
import { NovelsAdmin } from './novels.admin.ts';
import { novelsRoutes } from './novels.routes.ts';
import { seedBooks } from './novels.seed.ts';
import { NovelsService } from './novels.service.ts';

declare module '../../services.ts' {
  interface Services {
    novels: NovelsService;
  }
}

/** Novels and audio books, with paid chapters and saved positions; the console imports them. */
export const novelsModule = defineModule({
  name: 'novels',
  services: ({ db, services, events }) => ({
    novels: new NovelsService(db, new GoldSales(services.access, services.wallet), events),
  }),
  routes: (app) => app.register(novelsRoutes),
  adminRoutes: (app, { db, storage, config, events, services }) =>
    novelsAdminRoutes(
      app,
      new NovelsAdmin({
        db,
        storage,
        events,
        images: services.images,
        imageKey: config.imageKey,
        ffprobe: config.ffprobePath,
        dataDir: config.dataDir,
      }),
    ),
  adminRoles: ['content'],
  seed: (ctx) => seedBooks(demoDeps(ctx)),
});
