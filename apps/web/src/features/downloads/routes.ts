import { type ScreenModule, screens } from '@/lib/routes/screen-route';

/** 我的下载 (issue 21; composed by app/route-table.ts). */
export const downloadsRoutes = screens(import.meta.glob<ScreenModule>('./*-screen.tsx'), {
  mineDownload: 'download-screen',
});
