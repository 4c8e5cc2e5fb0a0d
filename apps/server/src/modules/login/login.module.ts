import { defineModule } from '../module.ts';
import { loginRoutes } from './login.routes.ts';
import { LoginService } from './login.service.ts';

declare module '../../services.ts' {
  interface Services {
    login: LoginService;
  }
}

/** Guest login (PROTOCOL §6), device bans and the per-network guest limit. */
export const loginModule = defineModule({
  name: 'login',
  services: ({ db, config, services, events }) => ({
    login: new LoginService(
      db,
      services.users.repo,
      services.sessions,
      services.settings,
      config.guestLimitPerNetwork,
      events,
    ),
  }),
  routes: (app) => app.register(loginRoutes),
});
