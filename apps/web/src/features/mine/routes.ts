import { ROUTES } from '@lld/protocol/routes';
import type { ScreenRoute } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const mineRoutes: readonly ScreenRoute[] = [
  { id: 'mine', path: ROUTES.mine, load: () => import('./mine-screen') },
];
