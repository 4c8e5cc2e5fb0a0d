import { ROUTES } from '@lld/protocol/routes';
import type { ScreenRoute } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const novelsRoutes: readonly ScreenRoute[] = [
  {
    id: 'novelDetail',
    path: ROUTES.datingNovelDetail,
    load: () => import('./novel-detail-screen'),
  },
  { id: 'novelAudio', path: ROUTES.novelAudio, load: () => import('./audio-screen') },
];
