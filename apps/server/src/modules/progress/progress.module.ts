import { defineModule } from '../module.ts';
import { progressRoutes } from './progress.routes.ts';
import { ProgressService } from './progress.service.ts';

declare module '../../services.ts' {
  interface Services {
    progress: ProgressService;
  }
}

/** Saved positions across devices and the continue shelf (issue 21). */
export const progressModule = defineModule({
  name: 'progress',
  services: ({ db, services }) => ({
    progress: new ProgressService(db, {
      media: services.media,
      comics: services.comics,
      novels: services.novels,
    }),
  }),
  routes: (app) => app.register(progressRoutes),
});
