import { ROUTES } from '@lld/protocol/routes';
import type { ScreenModule, ScreenRoute } from '@/lib/routes/screen-route';

/** One of the long-video list screens (one shared chunk, see media-screens.ts). */
function mediaScreen(name: keyof typeof import('./screens/media-screens')): Promise<ScreenModule> {
  return import('./screens/media-screens').then((m) => ({ default: m[name] }));
}

/** The screens of this feature (composed by app/route-table.ts). */
export const mediaRoutes: readonly ScreenRoute[] = [
  {
    id: 'longVideo',
    path: ROUTES.playLongVideo,
    load: () => import('./screens/long-video-screen'),
  },
  {
    id: 'videoCollection',
    path: ROUTES.playVideoCollection,
    load: () => mediaScreen('VideoCollectionScreen'),
  },
  {
    id: 'topicList',
    path: ROUTES.topicList,
    load: () => mediaScreen('TopicListScreen'),
  },
  {
    id: 'labelPage',
    path: ROUTES.labelPage,
    load: () => mediaScreen('LabelPageScreen'),
  },
  { id: 'morePage', path: ROUTES.morePage, load: () => mediaScreen('MorePageScreen') },
  {
    id: 'myHistory',
    path: ROUTES.mineMyHistory,
    load: () => mediaScreen('MyHistoryScreen'),
  },
  {
    id: 'myCollect',
    path: ROUTES.mineMyCollect,
    load: () => mediaScreen('MyCollectScreen'),
  },
];
