import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** 我的下载 (issue 21; composed by app/route-table.ts). */
export const downloadsRoutes: readonly ScreenRoute[] = [
  screen('mineDownload', () => import('./download-screen')),
];
