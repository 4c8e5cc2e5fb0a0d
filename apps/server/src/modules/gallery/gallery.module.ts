import { defineModule } from '../module.ts';
import { galleryRoutes } from './gallery.routes.ts';
import { seedGallery } from './gallery.seed.ts';
import { GalleryService } from './gallery.service.ts';

declare module '../../services.ts' {
  interface Services {
    gallery: GalleryService;
  }
}

/** Picture sets (contentType 7) and reserved listings (8). */
export const galleryModule = defineModule({
  name: 'gallery',
  services: ({ db, services }) => ({
    gallery: new GalleryService(db, services.access, services.purchases, services.wallet),
  }),
  routes: (app) => app.register(galleryRoutes),
  seed: ({ db, storage, config, log }) => seedGallery({ db, storage, imageKey: config.imageKey, log }),
});
