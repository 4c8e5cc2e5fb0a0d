import { ROUTES } from '@lld/protocol/routes';
import type { ScreenRoute } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const notFoundRoutes: readonly ScreenRoute[] = [
  { id: 'notFound', path: ROUTES.notFound, load: () => import('./not-found-screen') },
];
