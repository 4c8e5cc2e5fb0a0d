import { type ScreenModule, screens } from '@/lib/routes/screen-route';

/** One of the long-video list screens (one shared chunk, see media-screens.ts). */
function mediaScreen(name: keyof typeof import('./screens/media-screens')): Promise<ScreenModule> {
  return import('./screens/media-screens').then((m) => ({ default: m[name] }));
}

/** The screens of this feature (composed by app/route-table.ts). */
export const mediaRoutes = screens({
  // The long-video tab: filters, charts, collections, topics (issue 22).
  lld: () => import('./screens/channel-screen'),
  playLongVideo: () => import('./screens/long-video-screen'),
  playVideoCollection: () => mediaScreen('VideoCollectionScreen'),
  topicList: () => mediaScreen('TopicListScreen'),
  labelPage: () => mediaScreen('LabelPageScreen'),
  morePage: () => mediaScreen('MorePageScreen'),
  mineMyHistory: () => mediaScreen('MyHistoryScreen'),
  mineMyCollect: () => mediaScreen('MyCollectScreen'),
});
