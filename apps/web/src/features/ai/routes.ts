import { screens } from '@/lib/routes/screen-route';

/** The AI studio's screens (issue 16), composed by app/route-table.ts. */
export const aiRoutes = screens({
  ai: () => import('./studio-screen'),
  aiGenerate: () => import('./generate-screen'),
  aiChangeFace: () => import('./face-change-screen'),
  aiImageGeneratedVideo: () => import('./video-screen'),
  aiBookDesc: () => import('./novel-screen'),
  aiGirlfriend: () => import('./companion-screen'),
  aiHistory: () => import('./history-screen'),
});
