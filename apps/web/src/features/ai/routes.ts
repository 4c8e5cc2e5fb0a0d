import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The AI studio's screens (issue 16), composed by app/route-table.ts. */
export const aiRoutes: readonly ScreenRoute[] = [
  screen('ai', () => import('./studio-screen')),
  screen('aiGenerate', () => import('./generate-screen')),
  screen('aiChangeFace', () => import('./face-change-screen')),
  screen('aiImageGeneratedVideo', () => import('./video-screen')),
  screen('aiBookDesc', () => import('./novel-screen')),
  screen('aiGirlfriend', () => import('./companion-screen')),
  screen('aiHistory', () => import('./history-screen')),
];
