import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const searchRoutes: readonly ScreenRoute[] = [
  screen('search', () => import('./search-screen')),
  screen('searchResult', () => import('./result-screen')),
];
