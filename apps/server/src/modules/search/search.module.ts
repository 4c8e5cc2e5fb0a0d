import { runsJobs } from '../../adapters/queue/jobs.ts';
import { defineModule } from '../module.ts';
import { searchAdminRoutes } from './search.admin.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { SearchService } from './search.service.ts';

declare module '../../services.ts' {
  interface Services {
    search: SearchService;
  }
}

/**
 * Search (issue 12): one index over every kind, kept current from the change queue the content
 * tables' triggers fill (drained every 250 ms and on domain events), its popularity refreshed
 * by a scheduled upkeep, rebuilt whole after the demo seeds (this module comes after every
 * content module) and by `npm run search:rebuild -w apps/server`.
 */
export const searchModule = defineModule({
  name: 'search',
  services: ({ db, now, config }) => ({
    search: SearchService.create(db, now, { embedded: !config.databaseUrl }),
  }),
  routes: async (app, { config, services, log, events }) => {
    await app.register(searchRoutes);
    // Scheduled work: in the process that runs the jobs (the worker of a cluster; the only
    // process otherwise). The change table it drains is in the database, so nothing is lost.
    const stop = runsJobs(config)
      ? services.search.follow(events, log, config.search.upkeepMinutes * 60_000)
      : () => {};
    app.addHook('onClose', async () => {
      stop();
      await services.search.idle();
    });
    // Without demo content nothing rebuilds at start: fill an empty index once (a first start,
    // or a database made before search existed).
    if (!config.demoContent && (await services.search.index.count()) === 0) {
      services.search.rebuildInBackground(log);
    }
  },
  adminRoutes: (app) => app.register(searchAdminRoutes),
  // Hot words are content work; the whole-index rebuild stays the owner's (its route says so).
  adminRoles: ['content'],
  // After every content seed (this module is listed after them); searches wait for it.
  seed: async ({ services, log }) => services.search.rebuildInBackground(log),
});
