import { defineModule } from '../module.ts';
import { hlsRoutes } from './hls.routes.ts';
import { mediaAdminRoutes } from './media.admin.routes.ts';
import { MediaAdmin } from './media.admin.ts';
import { registerVideoComments } from './media.comments.ts';
import { mediaRoutes } from './media.routes.ts';
import { seedDemoMedia } from './media.seed.ts';
import { MediaService } from './media.service.ts';

declare module '../../services.ts' {
  interface Services {
    media: MediaService;
  }
}

/** Long video: home feed, details, collections, topics, signed encrypted HLS; videos are a comment target. */
export const mediaModule = defineModule({
  name: 'media',
  services: ({ db, kv, services, events }) => {
    const media = new MediaService(db, kv, services.settings, services.access, services.purchases, events);
    registerVideoComments(services.comments, media);
    return { media };
  },
  routes: async (app, { now }) => {
    await app.register(mediaRoutes);
    await app.register(hlsRoutes(now));
  },
  adminRoutes: (app, { db, storage, config, services, events }) =>
    mediaAdminRoutes(
      app,
      new MediaAdmin({
        db,
        storage,
        events,
        media: services.media,
        tools: { ffmpeg: config.ffmpegPath, ffprobe: config.ffprobePath },
        imageKey: config.imageKey,
        dataDir: config.dataDir,
      }),
    ),
  adminRoles: ['content'],
  seed: ({ db, storage, config, log }) => seedDemoMedia({ db, storage, imageKey: config.imageKey, log }),
});
