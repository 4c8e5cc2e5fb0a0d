// Session strings (zh-CN). Keys are used as `t('session.<key>')`.
export default {
  guestCreateFailed: '游客创建失败，请联系在线客服',
  loginFailed: '登录失败',
  bindPhoneFailed: '绑定手机失败',
  sessionExpired: '登录已失效，请重新进入',
  logoutSuccess: '已退出登录',
  announcement: '公告',
} as const;
