import { defineModule } from '../module.ts';
import { ImageJobs } from './image.service.ts';
import { uploadRoutes } from './upload.routes.ts';
import { UploadService } from './upload.service.ts';

declare module '../../services.ts' {
  interface Services {
    uploads: UploadService;
    /** Image re-encoding (sharp) as jobs of the durable queue: uploads, avatars, covers. */
    images: ImageJobs;
  }
}

/** Image uploads and the resumable chunked upload (PROTOCOL §10). */
export const uploadModule = defineModule({
  name: 'upload',
  services: ({ db, storage, config, jobs, kv }) => {
    const images = new ImageJobs({ jobs, storage, kv, imageKey: config.imageKey });
    return { images, uploads: new UploadService(db, storage, config.dataDir, images) };
  },
  routes: (app) => app.register(uploadRoutes),
});
