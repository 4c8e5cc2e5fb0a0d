import { screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen. */
export const walletRoutes = screens({
  mineVip: () => import('./vip-screen'),
  mineRecharge: () => import('./recharge-screen'),
  mineDiamondRecharge: () => import('./diamond-recharge-screen'),
  mineRechargeRecord: () => import('./recharge-record-screen'),
  mineMyBought: () => import('./my-bought-screen'),
  welfareExchange: () => import('./exchange-screen'),
});
