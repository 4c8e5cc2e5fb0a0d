// Home screen (zh-CN). Keys are used as `t('home.<key>')`.
export default {
  search: '搜索影片、漫画、UP主',
  notice: '公告',
  noticeMore: '查看详情',
  newUserTag: '新人专享',
  newUserTitle: '海量长视频 精彩不停',
  newUserDesc: '热门大片、独家剧集，每日更新',
  newUserCta: '去看看',
  publish: '发布',
  publishTitle: '发布内容',
  publishImage: '图文',
  publishImageDesc: '分享图片与故事',
  publishVideo: '视频',
  publishVideoDesc: '上传精彩短片',
  close: '关闭',
  channels: '频道',
  channelComics: '漫画',
} as const;
