import { defineModule } from '../module.ts';
import { advertiseRoutes } from './advertise.routes.ts';

/** Ad clicks (advertise/click); the ads themselves travel in ping/config. */
export const advertiseModule = defineModule({
  name: 'advertise',
  routes: (app) => app.register(advertiseRoutes),
});
