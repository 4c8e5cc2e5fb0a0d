// Footer tab labels (zh-CN). Keys are used as `t('tabs.<key>')`; FOOTER_TABS names them.
export default {
  home: '首页',
  community: '圈子',
  longVideo: '长视频',
  welfare: '福利',
  mine: '我的',
  game: '游戏',
  ai: 'AI',
} as const;
