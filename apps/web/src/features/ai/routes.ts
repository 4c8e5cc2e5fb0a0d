import { type ScreenModule, screens } from '@/lib/routes/screen-route';

/** The AI studio's screens (issue 16), composed by app/route-table.ts. */
export const aiRoutes = screens(import.meta.glob<ScreenModule>('./*-screen.tsx'), {
  ai: 'studio-screen',
  aiGenerate: 'generate-screen',
  aiChangeFace: 'face-change-screen',
  aiImageGeneratedVideo: 'video-screen',
  aiBookDesc: 'novel-screen',
  aiGirlfriend: 'companion-screen',
  aiHistory: 'history-screen',
});
