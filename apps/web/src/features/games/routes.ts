import { type ScreenModule, screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen file. */
export const gamesRoutes = screens(import.meta.glob<ScreenModule>('./*-screen.tsx'), {
  game: 'game-screen',
});
