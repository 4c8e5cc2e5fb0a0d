// Not-found screen (zh-CN). Keys are used as `t('notFound.<key>')`.
export default {
  title: '页面走丢了',
  desc: '你要找的内容不存在或已下架，去首页看看别的精彩吧',
  backHome: '返回首页',
  goBack: '返回上一页',
} as const;
