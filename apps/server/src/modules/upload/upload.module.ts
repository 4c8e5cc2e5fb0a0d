import { defineModule } from '../module.ts';
import { uploadRoutes } from './upload.routes.ts';
import { UploadService } from './upload.service.ts';

declare module '../../services.ts' {
  interface Services {
    uploads: UploadService;
  }
}

/** Image uploads and the resumable chunked upload (PROTOCOL §10). */
export const uploadModule = defineModule({
  name: 'upload',
  services: ({ db, storage, config }) => ({
    uploads: new UploadService(db, storage, config.dataDir, config.imageKey),
  }),
  routes: (app) => app.register(uploadRoutes),
});
