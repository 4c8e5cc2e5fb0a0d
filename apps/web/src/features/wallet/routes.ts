import { type ScreenModule, screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen file. */
export const walletRoutes = screens(import.meta.glob<ScreenModule>('./*-screen.tsx'), {
  mineVip: 'vip-screen',
  mineRecharge: 'recharge-screen',
  mineDiamondRecharge: 'diamond-recharge-screen',
  mineRechargeRecord: 'recharge-record-screen',
  mineMyBought: 'my-bought-screen',
  welfareExchange: 'exchange-screen',
});
