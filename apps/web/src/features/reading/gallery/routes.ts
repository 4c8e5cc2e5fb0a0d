import { ROUTES } from '@lld/protocol/routes';
import type { ScreenRoute } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const galleryRoutes: readonly ScreenRoute[] = [
  {
    id: 'picDetail',
    path: ROUTES.datingPicDetail,
    load: () => import('./pic-detail-screen'),
  },
  {
    id: 'reservedDetail',
    path: ROUTES.reservedDetail,
    load: () => import('./reserved-detail-screen'),
  },
];
