// Installable app strings (zh-CN): the update prompt and the offline screen (lib/pwa). Read
// directly by the lazily loaded lib/pwa module, so they never weigh on the entry chunk.
export default {
  updateReady: '发现新版本',
  updateAction: '刷新以更新',
  offlineTitle: '当前处于离线状态',
  offlineDesc: '这个页面需要网络。已下载的视频、漫画、小说和有声书可以在「我的下载」里离线观看。',
  offlineDownloads: '我的下载',
  offlineRetry: '重试',
  offlineBadge: '离线',
} as const;
