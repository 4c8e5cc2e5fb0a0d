// The message centre (/mine/message).
export default {
  title: '消息中心',
  markAllRead: '全部已读',
  allRead: '已全部标为已读',
  tabSystem: '系统通知',
  tabComment: '评论和回复',
  tabLike: '点赞',
  tabFollow: '关注',
  tabOrder: '订单',
  emptySystem: '暂无系统通知',
  emptyComment: '还没有人评论或回复你',
  emptyLike: '还没有收到点赞',
  emptyFollow: '还没有新的关注者',
  emptyOrder: '暂无订单消息',
  unreadDot: '未读',
  newArrived: '有 {n} 条新消息',
} as const;
