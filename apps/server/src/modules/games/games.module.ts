import { createGameProviders } from '../../adapters/games/index.ts';
import { mountGamesSandbox } from '../../adapters/games/sandbox/sandbox-games.ts';
import { defineModule } from '../module.ts';
import { gamesAdminRoutes } from './games.admin.routes.ts';
import { gamesRoutes } from './games.routes.ts';
import { seedGames } from './games.seed.ts';
import { GamesService } from './games.service.ts';

declare module '../../services.ts' {
  interface Services {
    games: GamesService;
  }
}

/** The game centre (issue 15): games from providers speaking LGP/1; the sandbox provider by default. */
export const gamesModule = defineModule({
  name: 'games',
  services: ({ db, config, events, now }) => ({
    games: new GamesService(db, createGameProviders(config), events, now),
  }),
  routes: async (app, { deps }) => {
    await app.register(gamesRoutes);
    if (deps.gamesSandbox) mountGamesSandbox(app, deps.gamesSandbox);
  },
  adminRoutes: (app) => app.register(gamesAdminRoutes),
  adminRoles: ['content'],
  seed: ({ db, storage, config }) => seedGames(db, storage, config.imageKey),
});
