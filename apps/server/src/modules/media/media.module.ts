import { demoDeps } from '../../demo/seed.ts';
import { defineModule } from '../module.ts';
import { hlsRoutes } from './hls.routes.ts';
import { mediaAdminRoutes } from './media.admin.routes.ts';
import { MediaAdmin } from './media.admin.ts';
import { registerVideoComments } from './media.comments.ts';
import { mediaRoutes } from './media.routes.ts';
import { seedDemoMedia } from './media.seed.ts';
import { MediaService } from './media.service.ts';
import { MediaSourceService } from './media-source.service.ts';

declare module '../../services.ts' {
  interface Services {
    media: MediaService;
    /** The console's video uploads and ingests (its `media.ingest` queue handler). */
    mediaAdmin: MediaAdmin;
    /** A library video as plain HLS on disk (a live channel's source). */
    mediaSource: MediaSourceService;
  }
}

/** Long video: home feed, details, collections, topics, signed encrypted HLS; videos are a comment target. */
export const mediaModule = defineModule({
  name: 'media',
  services: ({ db, kv, services, events, storage, config, jobs }) => {
    const media = new MediaService(db, kv, services.settings, services.access, services.purchases, events);
    registerVideoComments(services.comments, media);
    const mediaAdmin = new MediaAdmin({
      db,
      storage,
      kv,
      events,
      jobs,
      images: services.images,
      media,
      tools: { ffmpeg: config.ffmpegPath, ffprobe: config.ffprobePath },
      imageKey: config.imageKey,
      dataDir: config.dataDir,
    });
    return { media, mediaAdmin, mediaSource: new MediaSourceService(db, storage) };
  },
  routes: async (app, { now }) => {
    await app.register(mediaRoutes);
    await app.register(hlsRoutes(now));
  },
  adminRoutes: (app, { services }) => mediaAdminRoutes(app, services.mediaAdmin),
  adminRoles: ['content'],
  seed: (ctx) => seedDemoMedia(demoDeps(ctx)),
});
