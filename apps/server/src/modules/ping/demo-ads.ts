import { ROUTES } from '@lld/protocol/routes';
import { type AdPositionKey, buildLinkSchemeUrl } from '@lld/protocol/tables';
import type { BannerArt, IconArt } from '../../demo/art.ts';

/**
 * The demo ads: what each banner and icon says, how it looks and where it leads. An ad's
 * title (its alt text) is the headline or label drawn in its image. What a banner promises
 * (an amount of gold, a price, a member benefit) is what the configured rules give: each
 * promise is checked against them in demo-ad-promises.test.ts.
 */

export interface DemoBanner extends BannerArt {
  link: string;
}

export interface DemoIcon extends IconArt {
  title: string;
  link: string;
}

const vip = buildLinkSchemeUrl('read_lld_vip');
const wallet = buildLinkSchemeUrl('read_lld_member_wallet');
const invite = buildLinkSchemeUrl('read_lld_share_invite');
/** The AI studio's home: the tools, not one of them. */
const ai = ROUTES.ai;
const games = buildLinkSchemeUrl('read_lld_game_center');
const welfare = ROUTES.welfare;
/** The comics with VIP chapters (the home shortcut 会员漫画). */
const vipComics = `${ROUTES.comicHome}?vip=1`;
const liveTv = ROUTES.liveTv;

/** Banners by position; the home carousel has three slides, every other position one. */
export const DEMO_BANNERS: Readonly<Record<AdPositionKey, readonly DemoBanner[]>> = {
  splash: [
    {
      title: '充值钻石送好礼',
      em: '送好礼',
      sub: '首充领8金币 大额钻石加赠',
      tag: '首充福利',
      cta: '立即充值',
      glyph: 'diamond',
      link: wallet,
      palette: {
        from: '#1d6ff2',
        to: '#0b1e6b',
        accent: '#7fe9ff',
        cta: ['#9ff3ff', '#4facfe'],
        ctaInk: '#08306b',
        ink: '#2b6fe8',
      },
    },
  ],
  homeBanner: [
    {
      title: '会员限时特惠',
      em: '特惠',
      sub: '年卡¥198 · 全站VIP影片免费看',
      tag: 'VIP特惠',
      cta: '立即开通',
      glyph: 'vip',
      link: vip,
      palette: {
        from: '#7b2ff7',
        to: '#2a0c5e',
        accent: '#ffd36e',
        cta: ['#ffe9a8', '#ffb640'],
        ctaInk: '#5a2d00',
        ink: '#f5a623',
      },
    },
    {
      title: '新片抢先看',
      em: '新片',
      sub: '片库新片 每日更新',
      tag: '最新上线',
      cta: '马上去看',
      glyph: 'play',
      // The channel's 片库, newest first.
      link: `${ROUTES.lld}?index=1`,
      palette: {
        from: '#ff4e7e',
        to: '#7a1670',
        accent: '#ffe066',
        cta: ['#ffffff', '#ffe1ec'],
        ctaInk: '#d61f5b',
        ink: '#ff4e7e',
      },
    },
    {
      title: '签到领金币',
      em: '金币',
      sub: '连续签到7天 第7天领10金币',
      tag: '每日福利',
      cta: '去签到',
      glyph: 'coin',
      link: welfare,
      palette: {
        from: '#ffa826',
        to: '#f03f2a',
        accent: '#fff45c',
        cta: ['#ffffff', '#fff1d6'],
        ctaInk: '#e8481c',
        ink: '#f5871f',
      },
    },
  ],
  homePopup: [
    {
      title: '新人专享礼包',
      em: '礼包',
      sub: '完成新手任务 领金币奖励',
      tag: '新人福利',
      cta: '去领取',
      glyph: 'gift',
      link: welfare,
      palette: {
        from: '#ff5f6d',
        to: '#c2185b',
        accent: '#ffe680',
        cta: ['#fff6c8', '#ffd34d'],
        ctaInk: '#a3142f',
        ink: '#ff5f6d',
      },
    },
  ],
  homeFeed: [
    {
      title: '邀请好友得金币',
      em: '金币',
      sub: '好友注册成功 每邀1人得10金币',
      tag: '邀请有礼',
      cta: '立即邀请',
      glyph: 'invite',
      link: invite,
      palette: {
        from: '#14c8a8',
        to: '#0b4f6c',
        accent: '#fdf56a',
        cta: ['#fff78a', '#ffd23f'],
        ctaInk: '#0b4f4a',
        ink: '#12b39a',
      },
    },
  ],
  longVideoBanner: [
    {
      title: '热门大片推荐',
      em: '大片',
      sub: '大家都在看的好片',
      tag: '热播推荐',
      cta: '马上去看',
      glyph: 'play',
      link: buildLinkSchemeUrl('read_lld_video_topic_more', { id: 1, name: '热门推荐' }),
      palette: {
        from: '#2b3a67',
        to: '#0d1326',
        accent: '#ff6b81',
        cta: ['#ff7a8a', '#ff3d71'],
        ctaInk: '#ffffff',
        ink: '#ff3d71',
      },
    },
  ],
  playPage: [
    {
      title: '开通VIP看高清',
      em: '看高清',
      sub: '1080P高清画质 · 全站VIP影片免费看',
      tag: '会员权益',
      cta: '立即开通',
      glyph: 'vip',
      link: vip,
      palette: {
        from: '#3d3322',
        to: '#121212',
        accent: '#f7d27a',
        cta: ['#fbe3a1', '#e0a94a'],
        ctaInk: '#3b2a0a',
        ink: '#c8902e',
      },
    },
  ],
  communityBanner: [
    {
      title: '发帖赢金币',
      em: '金币',
      sub: '发布第一条动态 领5金币',
      tag: '社区活动',
      cta: '去发帖',
      glyph: 'chat',
      link: buildLinkSchemeUrl('read_lld_community_publish'),
      palette: {
        from: '#8f7cff',
        to: '#3b23b8',
        accent: '#ffd86b',
        cta: ['#ffffff', '#ece8ff'],
        ctaInk: '#4a2fd0',
        ink: '#7b61ff',
      },
    },
  ],
  postDetail: [
    {
      title: '创作者扶持计划',
      em: '扶持',
      sub: '发帖涨粉 登上UP主排行榜',
      tag: 'UP主招募',
      cta: '查看榜单',
      glyph: 'trophy',
      link: buildLinkSchemeUrl('read_lld_up_list'),
      palette: {
        from: '#ff6a3d',
        to: '#b0125b',
        accent: '#ffe259',
        cta: ['#fff2a8', '#ffc93c'],
        ctaInk: '#8a1040',
        ink: '#f0883e',
      },
    },
  ],
  comicBanner: [
    {
      title: '会员漫画免费读',
      em: '免费读',
      sub: '会员专享漫画 随心看',
      tag: '漫画专区',
      cta: '去看看',
      glyph: 'comic',
      link: vipComics,
      palette: {
        from: '#20c997',
        to: '#0b6e5f',
        accent: '#fff27a',
        cta: ['#ffffff', '#e2fff4'],
        ctaInk: '#0b7a63',
        ink: '#18b489',
      },
    },
  ],
  comicRead: [
    {
      title: 'VIP章节随心读',
      em: '随心读',
      sub: '会员VIP章节 免费畅读',
      tag: '追漫必备',
      cta: '立即开通',
      glyph: 'comic',
      link: vip,
      palette: {
        from: '#f78fb3',
        to: '#8e3b9c',
        accent: '#fff0a6',
        cta: ['#ffffff', '#ffe4f1'],
        ctaInk: '#a0307f',
        ink: '#e0629a',
      },
    },
  ],
  liveTvBanner: [
    {
      title: '热门直播进行中',
      em: '直播',
      sub: '才艺 · 游戏 · 户外 精彩不停',
      tag: 'LIVE',
      cta: '进入直播间',
      glyph: 'live',
      link: liveTv,
      palette: {
        from: '#fc466b',
        to: '#3f5efb',
        accent: '#fff07a',
        cta: ['#ffffff', '#ffe6ee'],
        ctaInk: '#e0264f',
        ink: '#fc466b',
      },
    },
  ],
  welfareBanner: [
    {
      title: '做任务领VIP',
      em: 'VIP',
      sub: '完成每日任务 免费兑换会员',
      tag: '福利中心',
      cta: '去完成',
      glyph: 'checkin',
      link: welfare,
      palette: {
        from: '#43cea2',
        to: '#185a9d',
        accent: '#ffe66d',
        cta: ['#fff59a', '#ffd54a'],
        ctaInk: '#134f7d',
        ink: '#2e9c9a',
      },
    },
  ],
  mineBanner: [
    {
      title: 'AI创作上线',
      em: '上线',
      sub: '一键生成专属写真与视频',
      tag: 'AI新功能',
      cta: '立即体验',
      glyph: 'ai',
      link: ai,
      palette: {
        from: '#3a2b8c',
        to: '#0e0b2e',
        accent: '#35f0d0',
        cta: ['#5ff5dc', '#8f6bff'],
        ctaInk: '#ffffff',
        ink: '#8f6bff',
      },
    },
  ],
  playPreview: [
    {
      title: '新游首发',
      em: '首发',
      sub: '即点即玩 每日玩1局领1金币',
      tag: '游戏中心',
      cta: '马上去玩',
      glyph: 'game',
      link: games,
      palette: {
        from: '#4776e6',
        to: '#6a2fd1',
        accent: '#ffd86b',
        cta: ['#ffe27a', '#ffb938'],
        ctaInk: '#3b1d8f',
        ink: '#5a5ff0',
      },
    },
  ],
};

/** Icon ads; location 1 (the home grid) shows the first eight, other locations four each. */
export const DEMO_ICONS: readonly DemoIcon[] = [
  { title: '每日签到', glyph: 'checkin', from: '#ffc24d', to: '#ff6a3d', ink: '#ff7a3d', link: welfare },
  { title: '会员中心', glyph: 'vip', from: '#ffd66b', to: '#f0931e', ink: '#f0931e', link: vip },
  {
    title: '会员漫画',
    glyph: 'comic',
    from: '#5ee3a1',
    to: '#14a37f',
    ink: '#16a57f',
    link: vipComics,
  },
  { title: '游戏中心', glyph: 'game', from: '#8b96ff', to: '#5145e5', ink: '#5a4ff0', link: games },
  { title: '邀请好友', glyph: 'invite', from: '#4fd8e0', to: '#1f8fd6', ink: '#1f95d8', link: invite },
  { title: '充值钻石', glyph: 'diamond', from: '#7cc8ff', to: '#3d6bff', ink: '#4a78ff', link: wallet },
  {
    title: '热门榜单',
    glyph: 'trophy',
    from: '#ff8a7a',
    to: '#f5365c',
    ink: '#f5455c',
    // Content charts: the long-video channel opened on its rankings (read_lld_home is index 2).
    link: buildLinkSchemeUrl('read_lld_home'),
  },
  { title: '直播广场', glyph: 'live', from: '#ff7ad9', to: '#b04bff', ink: '#c04cf5', link: liveTv },
  { title: 'AI创作', glyph: 'ai', from: '#b97cff', to: '#5b5cff', ink: '#7a5cff', link: ai },
  {
    title: '在线客服',
    glyph: 'service',
    from: '#5ee7df',
    to: '#2f9bd6',
    ink: '#2f9bd6',
    link: '/mine/setting/kf',
  },
];

export const DEMO_FLOATING: DemoIcon & { label: string } = {
  title: '新人福利',
  label: '新人福利',
  glyph: 'gift',
  from: '#ff7a5c',
  to: '#e8254f',
  ink: '#e8254f',
  link: welfare,
};

export const DEMO_AI_FLOATING: DemoIcon & { label: string; badge: string } = {
  // The title is the alt text: it says what the picture says, badge included.
  title: 'AI换脸 新功能',
  label: 'AI换脸',
  badge: '新功能',
  glyph: 'ai',
  from: '#8f6bff',
  to: '#3a2b8c',
  ink: '#6a4cf0',
  link: ROUTES.aiChangeFace,
};
