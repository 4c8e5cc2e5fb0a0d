// Shared UI strings (zh-CN). Keys are used as `t('common.<key>')`.
export default {
  noMore: '没有更多了',
  loading: '加载中…',
  loadFailed: '加载失败',
  retry: '重试',
  empty: '暂无内容',
  pullToRefresh: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '刷新中…',
  refreshed: '刷新成功',
  networkError: '网络异常，请稍后重试',
  requestFailed: '请求失败，请稍后重试',
  imageAlt: '图片',
  ad: '广告',
  confirm: '确定',
  cancel: '取消',
  back: '返回',
} as const;
