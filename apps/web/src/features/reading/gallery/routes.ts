import { screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen. */
export const galleryRoutes = screens({
  datingPicDetail: () => import('./pic-detail-screen'),
  reservedDetail: () => import('./reserved-detail-screen'),
});
