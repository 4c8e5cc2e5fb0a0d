// The comment thread (components/comment-thread), on posts, videos and comics (zh-CN).
// Keys: t('comments.<key>').
export default {
  comment: '评论',
  commentsEmpty: '还没有评论，快来抢沙发',
  commentPlaceholder: '说点什么…',
  replyPlaceholder: '回复 {name}',
  send: '发送',
  reply: '回复',
  replyTo: '回复',
  viewReplies: '查看全部{n}条回复',
  commentDone: '评论成功',
  needsAccount: '注册或登录后即可发表评论',
  goLogin: '去登录',
} as const;
