import { defineModule } from '../module.ts';
import { AccessService } from './access.service.ts';
import { PurchaseService } from './purchase.service.ts';
import { VipService } from './vip.service.ts';
import { walletAdminRoutes } from './wallet.admin.routes.ts';
import { walletRoutes } from './wallet.routes.ts';
import { WalletService } from './wallet.service.ts';

declare module '../../services.ts' {
  interface Services {
    wallet: WalletService;
    vip: VipService;
    purchases: PurchaseService;
    access: AccessService;
  }
}

/** The ledger, VIP tiers, purchases and the access rules every paid kind uses (docs/architecture.md). */
export const walletModule = defineModule({
  name: 'wallet',
  services: ({ db, events }) => {
    const wallet = new WalletService(db);
    const vip = new VipService(db);
    const purchases = new PurchaseService(db, wallet, vip, events);
    const access = new AccessService(vip, purchases);
    return { wallet, vip, purchases, access };
  },
  routes: (app) => app.register(walletRoutes),
  adminRoutes: (app) => app.register(walletAdminRoutes),
  adminRoles: ['finance'],
});
