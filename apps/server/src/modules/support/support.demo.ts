import type { SettingsService } from '../settings/settings.service.ts';

/**
 * Demo operator data for the customer-service screens and the official groups; written only
 * where the operator has set nothing, so a restart never overwrites an operator's own.
 */
export async function seedSupport(settings: SettingsService): Promise<void> {
  if ((await settings.get('customerService')) === undefined)
    await settings.put('customerService', {
      mode: 'chat',
      url: '',
      hours: '每天 9:00-24:00',
      notice: '人工客服一般在 10 分钟内回复，充值问题请附上订单号。',
    });
  if ((await settings.get('faq')) === undefined)
    await settings.put('faq', [
      {
        question: '充值成功了但金币没有到账怎么办？',
        answer:
          '支付完成后通常 1 分钟内到账。请到「我的-充值记录」查看订单状态；超过 10 分钟仍未到账，请联系人工客服并提供订单号。',
        keywords: '充值 到账 金币 钻石 订单',
      },
      {
        question: '视频播放卡顿或无法播放',
        answer:
          '请先切换播放线路或清晰度；网络较慢时选择「标清」。仍无法播放请在「问题反馈」中提交视频名称和截图。',
        keywords: '卡顿 播放 加载 线路 黑屏',
      },
      {
        question: '如何找回账号？',
        answer:
          '已绑定手机号的账号可用手机验证码登录；游客账号可在「我的-账号凭证」保存凭证二维码，换机时扫码找回。',
        keywords: '找回 账号 凭证 换机 登录',
      },
      {
        question: '会员权益有哪些？',
        answer: '会员可免费观看 VIP 视频和章节、去除广告，至尊会员另享每日金币奖励。详见「我的-会员中心」。',
        keywords: 'vip 会员 权益 免费',
      },
      {
        question: '如何修改昵称和头像？',
        answer: '进入「我的-设置」，点击头像或昵称即可修改。',
        keywords: '昵称 头像 修改 资料',
      },
      {
        question: '购买的内容在哪里看？',
        answer: '在「我的-已购买」中可以找到买过的视频、漫画和小说章节，永久有效。',
        keywords: '购买 已购 买过',
      },
    ]);
  if ((await settings.get('officialGroups')) === undefined)
    await settings.put('officialGroups', [
      {
        name: '官方交流群',
        platform: 'telegram',
        link: 'https://t.me/lld_official',
        qrImage: '',
        description: '版本更新、活动通知第一时间发布',
      },
      {
        name: '官方频道',
        platform: 'potato',
        link: 'https://ptt.im/lld_channel',
        qrImage: '',
        description: '每日精选内容推荐',
      },
      {
        name: '官方推特',
        platform: 'twitter',
        link: 'https://x.com/lld_official',
        qrImage: '',
        description: '关注我们获取最新地址',
      },
    ]);
}
