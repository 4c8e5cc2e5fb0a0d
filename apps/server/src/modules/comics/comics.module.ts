import { demoDeps } from '../../demo/seed.ts';
import { GoldSales } from '../../http/gold-items.ts';
import { defineModule } from '../module.ts';
import { comicsAdminRoutes } from './comics.admin.routes.ts';
import { ComicsAdmin } from './comics.admin.ts';
import { comicsRoutes } from './comics.routes.ts';
import { seedComics } from './comics.seed.ts';
import { ComicsService } from './comics.service.ts';

declare module '../../services.ts' {
  interface Services {
    comics: ComicsService;
  }
}

/** Comics with free, VIP and paid chapters; comics are a comment target; the console edits them. */
export const comicsModule = defineModule({
  name: 'comics',
  services: ({ db, services, events }) => {
    const comics = new ComicsService(db, new GoldSales(services.access, services.wallet), events);
    services.comments.registerTarget('comic', {
      assertVisible: async (id, exec) => {
        await comics.assertExists(id, exec);
      },
    });
    return { comics };
  },
  routes: (app) => app.register(comicsRoutes),
  adminRoutes: (app, { db, storage, config, events, services }) =>
    comicsAdminRoutes(
      app,
      new ComicsAdmin({ db, storage, imageKey: config.imageKey, events, images: services.images }),
    ),
  adminRoles: ['content'],
  seed: (ctx) => seedComics(demoDeps(ctx)),
});
