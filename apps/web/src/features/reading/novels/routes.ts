import { screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen. */
export const novelsRoutes = screens({
  datingNovelDetail: () => import('./novel-detail-screen'),
  novelAudio: () => import('./audio-screen'),
});
