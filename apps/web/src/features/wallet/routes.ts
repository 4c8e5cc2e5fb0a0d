import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const walletRoutes: readonly ScreenRoute[] = [
  screen('mineVip', () => import('./vip-screen')),
  screen('mineRecharge', () => import('./recharge-screen')),
  screen('mineDiamondRecharge', () => import('./diamond-recharge-screen')),
  screen('mineRechargeRecord', () => import('./recharge-record-screen')),
  screen('mineMyBought', () => import('./my-bought-screen')),
  screen('welfareExchange', () => import('./exchange-screen')),
];
