import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const liveRoutes: readonly ScreenRoute[] = [
  screen('liveTv', () => import('./live-home-screen')),
  screen('liveTvPlay', () => import('./live-play-screen')),
];
