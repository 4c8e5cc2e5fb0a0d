import { screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen. */
export const welfareRoutes = screens({
  welfare: () => import('./welfare-screen'),
  mineInvitation: () => import('./invitation-screen'),
  mineShare: () => import('./share-screen'),
  minePointLevel: () => import('./point-level-screen'),
  mineOnLine: () => import('./online-screen'),
});
