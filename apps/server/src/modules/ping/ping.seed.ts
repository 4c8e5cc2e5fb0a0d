import { AD_POSITIONS, ICON_AD_LOCATION_IDS } from '@lld/protocol/tables';
import { sql } from 'drizzle-orm';
import { ads, announcements, communityCategories, contacts } from '../../db/core.schema.ts';
import type { Database } from '../../db/database.ts';
import { bannerSvg, iconSvg } from '../../demo/art.ts';
import { alternateScheme, appNameOf, type DemoDeps, isEmpty, storeDrawnImage } from '../../demo/seed.ts';
import { DEMO_AI_FLOATING, DEMO_BANNERS, DEMO_FLOATING, DEMO_ICONS, type DemoBanner } from './demo-ads.ts';

/**
 * Demo content for an empty database (DEMO_CONTENT=on): an announcement, community
 * categories, contacts, banner ads for every position, icon ads for location ids 1..8 and the
 * two floating windows. Covers are SVGs drawn here (art.ts) from the ads of demo.ads.ts,
 * stored obfuscated (PROTOCOL §9).
 */

/** Icon ads at the home grid's location (eight, two rows) and at every other location. */
const HOME_ICON_LOCATION = 1;
const HOME_ICON_COUNT = 8;
const ICON_COUNT = 4;

/** True when no content table has rows (the database was just created). */
async function isFresh(db: Pick<Database, 'select'>): Promise<boolean> {
  for (const table of [ads, announcements, communityCategories, contacts])
    if (!(await isEmpty(db, table))) return false;
  return true;
}

/** Customer-service channels, self-service answers and recruitment posts (issue 3's kf pages). */
const DEMO_SUPPORT_CONTACTS: Array<typeof contacts.$inferInsert> = [
  {
    kind: 'customer_service',
    name: '客服邮箱',
    url: 'mailto:support@example.com',
    content: '工作日 24 小时内回复，请附上您的用户ID',
    sort: 3,
  },
  {
    kind: 'faq',
    name: '如何注册账号？',
    url: '/mine/originalRegister',
    content:
      '在「我的」点击「登录 / 注册」，选择「注册」设置账号和密码即可。注册后当前游客的观看记录、金币、钻石和会员全部保留。',
    sort: 10,
  },
  {
    kind: 'faq',
    name: '换手机后如何找回账号？',
    url: '/mine/credentials',
    content:
      '已注册的账号可用账号密码或手机验证码登录。游客账号请先在「设置 → 账号凭证」保存凭证图片，换机后在「设置 → 扫一扫」选择该图片即可找回。',
    sort: 11,
  },
  {
    kind: 'faq',
    name: '收不到短信验证码怎么办？',
    url: '',
    content:
      '请确认手机号填写正确、信号正常，并检查短信是否被拦截。同一手机号 60 秒内只能获取一次，每小时最多 5 次。',
    sort: 12,
  },
  {
    kind: 'faq',
    name: '忘记密码怎么办？',
    url: '/mine/login',
    content:
      '已绑定手机号的账号可在登录页选择「手机登录」，验证后到「设置 → 账号与安全 → 登录密码」重新设置。',
    sort: 13,
  },
  {
    kind: 'faq',
    name: '充值未到账怎么办？',
    url: '',
    content:
      '支付成功后通常 1 分钟内到账；超过 10 分钟仍未到账，请联系在线客服并提供订单号，我们会尽快处理。',
    sort: 14,
  },
  {
    kind: 'faq',
    name: '如何修改头像和昵称？',
    url: '/mine/setting/accout',
    content: '在「我的」点击头像进入个人资料，即可修改头像、昵称、简介、性别和生日。',
    sort: 15,
  },
  // The groups /mine/officialGroup lists (the entry with url /mine/officialGroup leads there).
  {
    kind: 'official_group',
    name: '官方交流群',
    url: 'https://t.me/lld_official',
    content: '版本更新、活动通知第一时间发布',
    sort: 30,
  },
  {
    kind: 'official_group',
    name: '官方频道',
    url: 'https://ptt.im/lld_channel',
    content: '每日精选内容推荐，永久地址发布页',
    sort: 31,
  },
  {
    kind: 'official_group',
    name: '官方推特',
    url: 'https://x.com/lld_official',
    content: '关注我们获取最新地址',
    sort: 32,
  },
  {
    kind: 'recruitment',
    name: 'UP主招募',
    url: 'mailto:creator@example.com',
    content: '原创视频、图文创作者入驻，享流量扶持与收益分成。\n要求：内容原创，每月更新不少于 8 条。',
    sort: 20,
  },
  {
    kind: 'recruitment',
    name: '推广合伙人',
    url: 'mailto:partner@example.com',
    content: '分享专属邀请链接，好友充值即得分成，按周结算。\n适合有社群、自媒体资源的朋友。',
    sort: 21,
  },
  {
    kind: 'recruitment',
    name: '内容审核员（兼职）',
    url: 'mailto:jobs@example.com',
    content:
      '在线审核社区内容，时间灵活，可居家办公。\n要求：熟悉平台规则，细心负责，每天可投入 2 小时以上。',
    sort: 22,
  },
];

export interface SeedResult {
  seeded: boolean;
  ads: number;
}

/** Seeds demo content once; does nothing when any content exists. */
export async function seedDemoContent(deps: DemoDeps): Promise<SeedResult> {
  const { db } = deps;
  if (!(await isFresh(db))) return { seeded: false, ads: 0 };
  const store = (svg: string, n: number) =>
    storeDrawnImage(deps, 'demo', svg, { scheme: alternateScheme(n), text: true });

  let n = 0;
  const bannerRows: Array<typeof ads.$inferInsert> = [];
  for (const pos of AD_POSITIONS) {
    const banners = (DEMO_BANNERS as Partial<Record<string, readonly DemoBanner[]>>)[pos.key] ?? [];
    for (const [i, banner] of banners.entries()) {
      const cover = await store(bannerSvg(banner, n), n);
      bannerRows.push({
        placement: 'banner',
        position: pos.value,
        title: banner.title,
        cover,
        href: banner.link,
        link: banner.link,
        typeCode: 0,
        sort: i,
      });
      n++;
    }
  }
  const iconRows: Array<typeof ads.$inferInsert> = [];
  for (const locId of ICON_AD_LOCATION_IDS) {
    const count = locId === HOME_ICON_LOCATION ? HOME_ICON_COUNT : ICON_COUNT;
    for (let i = 0; i < count; i++) {
      const icon = DEMO_ICONS[((locId - 1) * ICON_COUNT + i) % DEMO_ICONS.length]!;
      iconRows.push({
        placement: 'icon',
        position: 0,
        locId,
        title: icon.title,
        cover: await store(iconSvg(icon), n++),
        href: icon.link,
        link: icon.link,
        sort: i,
      });
    }
  }
  const floating: Array<typeof ads.$inferInsert> = [];
  for (const [placement, icon] of [
    ['floating', DEMO_FLOATING],
    ['ai_floating', DEMO_AI_FLOATING],
  ] as const) {
    floating.push({
      placement,
      position: 0,
      title: icon.title,
      cover: await store(iconSvg(icon), n++),
      href: icon.link,
      link: icon.link,
    });
  }

  const inserted = await db.transaction(async (tx) => {
    // Several nodes starting at once on one empty PostgreSQL: one seeds, the others see rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lld:demo-seed'))`);
    if (!(await isFresh(tx))) return false;
    await tx.insert(ads).values([...bannerRows, ...iconRows, ...floating]);
    const app = appNameOf(deps);
    await tx.insert(announcements).values({
      title: `欢迎来到${app}`,
      content: `欢迎体验${app}！每日签到领金币，完成任务领奖励。如遇问题请联系在线客服。`,
      link: '/welfare',
      sort: 10,
    });
    await tx
      .insert(communityCategories)
      .values(['推荐', '热门', '视频', '图文', '问答', '原创', '同城'].map((name, i) => ({ name, sort: i })));
    await tx.insert(contacts).values([
      {
        kind: 'customer_service',
        name: '在线客服',
        url: '/mine/setting/kf',
        content: '客服在线时间：每天 09:00 – 次日 01:00',
        sort: 0,
      },
      { kind: 'official_group', name: '官方交流群', url: '/mine/officialGroup', sort: 1 },
      { kind: 'business', name: '商务合作', url: 'mailto:business@example.com', sort: 2 },
    ]);
    await tx.insert(contacts).values(DEMO_SUPPORT_CONTACTS);
    return true;
  });
  if (!inserted) return { seeded: false, ads: 0 };
  const total = bannerRows.length + iconRows.length + floating.length;
  deps.log?.info({ ads: total }, 'demo content seeded');
  return { seeded: true, ads: total };
}
