import { type ScreenModule, type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** One of the long-video list screens (one shared chunk, see media-screens.ts). */
function mediaScreen(name: keyof typeof import('./screens/media-screens')): Promise<ScreenModule> {
  return import('./screens/media-screens').then((m) => ({ default: m[name] }));
}

/** The screens of this feature (composed by app/route-table.ts). */
export const mediaRoutes: readonly ScreenRoute[] = [
  // The long-video tab: filters, charts, collections, topics (issue 22).
  screen('lld', () => import('./screens/channel-screen')),
  screen('playLongVideo', () => import('./screens/long-video-screen')),
  screen('playVideoCollection', () => mediaScreen('VideoCollectionScreen')),
  screen('topicList', () => mediaScreen('TopicListScreen')),
  screen('labelPage', () => mediaScreen('LabelPageScreen')),
  screen('morePage', () => mediaScreen('MorePageScreen')),
  screen('mineMyHistory', () => mediaScreen('MyHistoryScreen')),
  screen('mineMyCollect', () => mediaScreen('MyCollectScreen')),
];
