import { ROUTES } from '@lld/protocol/routes';
import type { ScreenRoute } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const walletRoutes: readonly ScreenRoute[] = [
  { id: 'mineVip', path: ROUTES.mineVip, load: () => import('./vip-screen') },
  { id: 'mineRecharge', path: ROUTES.mineRecharge, load: () => import('./recharge-screen') },
  {
    id: 'mineDiamondRecharge',
    path: ROUTES.mineDiamondRecharge,
    load: () => import('./diamond-recharge-screen'),
  },
  {
    id: 'mineRechargeRecord',
    path: ROUTES.mineRechargeRecord,
    load: () => import('./recharge-record-screen'),
  },
  { id: 'mineMyBought', path: ROUTES.mineMyBought, load: () => import('./my-bought-screen') },
  {
    id: 'welfareExchange',
    path: ROUTES.welfareExchange,
    load: () => import('./exchange-screen'),
  },
];
