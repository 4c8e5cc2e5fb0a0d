import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const gamesRoutes: readonly ScreenRoute[] = [screen('game', () => import('./game-screen'))];
