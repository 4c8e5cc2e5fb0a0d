import { defineModule } from '../module.ts';
import { seedExchange } from './exchange.seed.ts';
import { ExchangeService } from './exchange.service.ts';
import { redeemAdminRoutes } from './redeem.admin.routes.ts';
import { redeemRoutes } from './redeem.routes.ts';
import { RedeemService } from './redeem.service.ts';

declare module '../../services.ts' {
  interface Services {
    redeem: RedeemService;
    exchange: ExchangeService;
  }
}

/** Redeem codes and the exchange catalogue. */
export const redeemModule = defineModule({
  name: 'redeem',
  services: ({ db, kv, config, services }) => ({
    redeem: new RedeemService(db, kv, services.wallet, services.vip, config.redeemGuessLimit),
    exchange: new ExchangeService(db, services.wallet, services.vip),
  }),
  routes: (app) => app.register(redeemRoutes),
  adminRoutes: (app) => app.register(redeemAdminRoutes),
  adminRoles: ['finance'],
  seed: ({ db, log }) => seedExchange(db, log),
});
