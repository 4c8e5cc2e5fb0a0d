import { defineModule } from '../module.ts';
import { userRoutes } from './user.routes.ts';
import { UserService } from './user.service.ts';

declare module '../../services.ts' {
  interface Services {
    users: UserService;
  }
}

/** User info (own and public profiles). */
export const userModule = defineModule({
  name: 'user',
  services: ({ db }) => ({ users: new UserService(db) }),
  routes: (app) => app.register(userRoutes),
});
