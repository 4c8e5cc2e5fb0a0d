import { demoDeps } from '../../demo/seed.ts';
import { GoldSales } from '../../http/gold-items.ts';
import { defineModule } from '../module.ts';
import { galleryAdminRoutes } from './gallery.admin.routes.ts';
import { GalleryAdmin } from './gallery.admin.ts';
import { galleryRoutes } from './gallery.routes.ts';
import { seedGallery } from './gallery.seed.ts';
import { GalleryService } from './gallery.service.ts';

declare module '../../services.ts' {
  interface Services {
    gallery: GalleryService;
  }
}

/** Picture sets (contentType 7) and reserved listings (8); the console edits them (content role). */
export const galleryModule = defineModule({
  name: 'gallery',
  services: ({ db, services }) => ({
    gallery: new GalleryService(db, new GoldSales(services.access, services.wallet)),
  }),
  routes: (app) => app.register(galleryRoutes),
  adminRoutes: (app, { db, storage, config, events, services }) =>
    galleryAdminRoutes(
      app,
      new GalleryAdmin({ db, storage, imageKey: config.imageKey, events, images: services.images }),
    ),
  adminRoles: ['content'],
  seed: (ctx) => seedGallery(demoDeps(ctx)),
});
