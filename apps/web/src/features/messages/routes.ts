import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const messagesRoutes: readonly ScreenRoute[] = [
  screen('mineMessage', () => import('./message-screen')),
];
