import { screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen. */
export const notFoundRoutes = screens({
  notFound: () => import('./not-found-screen'),
});
