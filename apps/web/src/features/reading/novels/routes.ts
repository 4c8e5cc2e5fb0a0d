import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const novelsRoutes: readonly ScreenRoute[] = [
  screen('datingNovelDetail', () => import('./novel-detail-screen')),
  screen('novelAudio', () => import('./audio-screen')),
];
