import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const galleryRoutes: readonly ScreenRoute[] = [
  screen('datingPicDetail', () => import('./pic-detail-screen')),
  screen('reservedDetail', () => import('./reserved-detail-screen')),
];
