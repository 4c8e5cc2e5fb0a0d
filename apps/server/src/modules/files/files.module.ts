import { defineModule } from '../module.ts';
import { filesRoutes } from './files.routes.ts';

/** Stored files (uploads, covers, pages) served from the storage adapter. */
export const filesModule = defineModule({
  name: 'files',
  routes: (app) => app.register(filesRoutes),
});
