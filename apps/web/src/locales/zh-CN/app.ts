// App-wide strings (zh-CN): name, shell, route errors. Keys are used as `t('app.<key>')`.
export default {
  name: '{app}',
  slogan: '追剧 · 漫画 · 社区',
  loadingPage: '页面加载中',
  errorTitle: '页面出了点问题',
  errorDesc: '请检查网络后重新加载',
  sessionErrorTitle: '暂时无法进入',
  reload: '重新加载',
  backTop: '回到顶部',
  footerNav: '底部导航',
  unreadBadge: '{n}条未读消息',
  back: '返回',
  closeFloating: '关闭悬浮窗',
  adTag: '广告',
  skipAd: '跳过 {n}',
  closeAd: '关闭广告',
} as const;
