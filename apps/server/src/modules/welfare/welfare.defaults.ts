import type { SettingValue } from '@lld/protocol/api/admin';
import type { WallAppInput, WelfareTaskInput } from '@lld/protocol/api/welfare';
import type { SettingsService } from '../settings/settings.service.ts';

/** Operator tables used until the operator sets their own (docs/decisions.md, "Welfare"). */
export const WELFARE_DEFAULTS: {
  checkinRewards: SettingValue<'checkinRewards'>;
  inviteReward: SettingValue<'inviteReward'>;
  levels: SettingValue<'levels'>;
} = {
  // 1, 2, 3, 4, 5, 6 and 10 gold for streak days 1..7.
  checkinRewards: { gold: [100, 200, 300, 400, 500, 600, 1000], points: 5 },
  inviteReward: { gold: 1000, points: 20 },
  levels: [
    { level: 1, name: '新手', minPoints: 0, benefits: ['每日签到领金币'] },
    { level: 2, name: '见习', minPoints: 100, benefits: ['评论带等级标识'] },
    { level: 3, name: '达人', minPoints: 300, benefits: ['每日签到额外积分', '专属头像框'] },
    { level: 4, name: '资深', minPoints: 800, benefits: ['发帖优先审核', '专属头像框'] },
    { level: 5, name: '大咖', minPoints: 2000, benefits: ['专属客服通道', '生日礼包'] },
    { level: 6, name: '传奇', minPoints: 5000, benefits: ['全部等级特权', '年度礼包'] },
  ],
};

export async function welfareSetting<K extends keyof typeof WELFARE_DEFAULTS>(
  settings: SettingsService,
  key: K,
): Promise<(typeof WELFARE_DEFAULTS)[K]> {
  return ((await settings.get(key)) ?? WELFARE_DEFAULTS[key]) as (typeof WELFARE_DEFAULTS)[K];
}

/** Jump descriptors of spec §9: a typeCode outside the table opens `urlParent`, a site path. */
const go = (urlParent: string) => ({ typeCode: 0, urlParent });

/** Demo tasks: every metric the server counts, in the three groups. */
export const DEMO_TASKS: WelfareTaskInput[] = [
  {
    group: 'newbie',
    metric: 'phone_bound',
    title: '绑定手机号',
    description: '绑定后可用手机号登录，账号更安全',
    target: 1,
    reward: 1000,
    points: 30,
    jump: go('/mine/setting/bindPhone'),
    sort: 1,
    enabled: true,
  },
  {
    group: 'newbie',
    metric: 'posts',
    title: '发布第一条动态',
    description: '在社区分享你的第一条动态',
    target: 1,
    reward: 500,
    points: 20,
    jump: { typeCode: 10 },
    sort: 2,
    enabled: true,
  },
  {
    group: 'newbie',
    metric: 'recharges',
    title: '首次充值',
    description: '任意金额充值一次',
    target: 1,
    reward: 800,
    points: 50,
    jump: go('/mine/recharge'),
    sort: 3,
    enabled: true,
  },
  {
    group: 'daily',
    metric: 'watch_seconds',
    title: '观看视频5分钟',
    description: '观看任意长视频累计5分钟',
    target: 300,
    reward: 200,
    points: 10,
    jump: go('/lld'),
    sort: 1,
    enabled: true,
  },
  {
    group: 'daily',
    metric: 'chapters_read',
    title: '阅读3个章节',
    description: '漫画或小说任意章节',
    target: 3,
    reward: 100,
    points: 5,
    jump: go('/homePage/Comic'),
    sort: 2,
    enabled: true,
  },
  {
    group: 'daily',
    metric: 'comments',
    title: '发表1条评论',
    description: '在视频或动态下评论',
    target: 1,
    reward: 100,
    points: 5,
    jump: go('/community'),
    sort: 3,
    enabled: true,
  },
  {
    group: 'daily',
    metric: 'online_seconds',
    title: '在线10分钟',
    description: '今日累计在线10分钟',
    target: 600,
    reward: 100,
    points: 5,
    jump: go('/mine/onLine'),
    sort: 4,
    enabled: true,
  },
  {
    group: 'daily',
    metric: 'online_seconds',
    title: '在线30分钟',
    description: '今日累计在线30分钟',
    target: 1800,
    reward: 300,
    points: 10,
    jump: go('/mine/onLine'),
    sort: 5,
    enabled: true,
  },
  {
    group: 'daily',
    metric: 'games_played',
    title: '玩1局游戏',
    description: '在游戏中心玩任意一款游戏',
    target: 1,
    reward: 100,
    points: 5,
    jump: go('/game'),
    sort: 6,
    enabled: true,
  },
  {
    group: 'daily',
    metric: 'ai_jobs',
    title: '用一次AI工具',
    description: '在AI工作室生成图片、视频、小说或聊天',
    target: 1,
    reward: 100,
    points: 5,
    jump: go('/ai'),
    sort: 7,
    enabled: true,
  },
  {
    group: 'growth',
    metric: 'invites',
    title: '邀请3位好友',
    description: '好友注册或绑定手机号后计入',
    target: 3,
    reward: 3000,
    points: 100,
    jump: go('/mine/invitation'),
    sort: 1,
    enabled: true,
  },
  {
    group: 'growth',
    metric: 'shares_opened',
    title: '分享链接被打开5次',
    description: '分享你的邀请链接给好友',
    target: 5,
    reward: 500,
    points: 20,
    jump: { typeCode: 4 },
    sort: 2,
    enabled: true,
  },
  {
    group: 'growth',
    metric: 'checkins',
    title: '累计签到7天',
    description: '每天签到，积少成多',
    target: 7,
    reward: 1000,
    points: 50,
    jump: null,
    sort: 3,
    enabled: true,
  },
];

/** A square app icon drawn as SVG (demo data; operators upload real icons). */
function icon(letter: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="${color}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const DEMO_APPS: WallAppInput[] = [
  {
    name: '星光直播',
    icon: icon('星', '#ff6b81'),
    description: '高清直播 随时开播',
    url: 'https://example.com/apps/star',
    reward: 300,
    sort: 1,
    enabled: true,
  },
  {
    name: '趣看小说',
    icon: icon('趣', '#ffa502'),
    description: '海量小说 免费畅读',
    url: 'https://example.com/apps/novel',
    reward: 200,
    sort: 2,
    enabled: true,
  },
  {
    name: '速游盒子',
    icon: icon('游', '#1e90ff'),
    description: '热门小游戏合集',
    url: 'https://example.com/apps/games',
    reward: 200,
    sort: 3,
    enabled: true,
  },
  {
    name: '漫影',
    icon: icon('漫', '#2ed573'),
    description: '追番追剧神器',
    url: 'https://example.com/apps/anime',
    reward: 100,
    sort: 4,
    enabled: true,
  },
  {
    name: '轻听FM',
    icon: icon('听', '#a55eea'),
    description: '有声书与电台',
    url: 'https://example.com/apps/fm',
    reward: 100,
    sort: 5,
    enabled: true,
  },
  {
    name: '拍拍相机',
    icon: icon('拍', '#ff7f50'),
    description: '美颜滤镜 一拍即美',
    url: 'https://example.com/apps/camera',
    reward: 0,
    sort: 6,
    enabled: true,
  },
];
