import { createGateway } from '../../adapters/payment/index.ts';
import { mountSandbox } from '../../adapters/payment/sandbox/sandbox-gateway.ts';
import { defineModule } from '../module.ts';
import { seedCatalog } from './catalog.seed.ts';
import { ProductService } from './product.service.ts';
import { rechargeAdminRoutes } from './recharge.admin.routes.ts';
import { rechargeRoutes } from './recharge.routes.ts';
import { RechargeService } from './recharge.service.ts';

declare module '../../services.ts' {
  interface Services {
    products: ProductService;
    recharge: RechargeService;
  }
}

/** Top-ups through the payment gateway (Epay protocol; the sandbox cashier by default). */
export const rechargeModule = defineModule({
  name: 'recharge',
  services: ({ db, kv, config, deps, services, events }) => {
    const products = new ProductService(db);
    const gateway = createGateway(config, deps.paymentTransport);
    const recharge = new RechargeService(
      db,
      kv,
      gateway,
      products,
      services.wallet,
      services.vip,
      config.payment,
      events,
    );
    return { products, recharge };
  },
  routes: async (app, { deps }) => {
    await app.register(rechargeRoutes);
    if (deps.paymentSandbox) mountSandbox(app, deps.paymentSandbox);
  },
  adminRoutes: (app) => app.register(rechargeAdminRoutes),
  adminRoles: ['finance'],
  seed: ({ db, log }) => seedCatalog(db, log),
});
