import { screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen. */
export const liveRoutes = screens({
  liveTv: () => import('./live-home-screen'),
  liveTvPlay: () => import('./live-play-screen'),
});
