// The unlock sheet of paid content (zh-CN). Keys are used as `t('unlock.<key>')`.
export default {
  title: '{title} 需解锁',
  vipHint: '本章为VIP专享，开通会员免费看，也可用金币解锁',
  paidHint: '购买后可永久阅读本章',
  price: '解锁价格',
  gold: '{amount}金币',
  balance: '金币余额',
  buy: '{amount}金币解锁',
  buying: '解锁中…',
  bought: '解锁成功',
  buyFailed: '解锁失败，请稍后重试',
  notEnough: '余额不足',
  recharge: '去充值',
  openVip: '开通VIP',
} as const;
