import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const welfareRoutes: readonly ScreenRoute[] = [
  screen('welfare', () => import('./welfare-screen')),
  screen('mineInvitation', () => import('./invitation-screen')),
  screen('mineShare', () => import('./share-screen')),
  screen('minePointLevel', () => import('./point-level-screen')),
  screen('mineOnLine', () => import('./online-screen')),
];
