import { screens } from '@/lib/routes/screen-route';

/** 我的下载 (issue 21; composed by app/route-table.ts). */
export const downloadsRoutes = screens({
  mineDownload: () => import('./download-screen'),
});
