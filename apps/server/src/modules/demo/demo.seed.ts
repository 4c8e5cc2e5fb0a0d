import { encodeImageScheme1, encodeImageScheme2 } from '@lld/protocol/image-codec';
import { AD_POSITIONS, buildLinkSchemeUrl, ICON_AD_LOCATION_IDS } from '@lld/protocol/tables';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newKey, type Storage } from '../../adapters/storage.ts';
import type { Database, Executor } from '../../db/database.ts';
import { ads, announcements, communityCategories, contacts } from '../../db/schema.ts';
import { Canvas, type Rgb } from './png.ts';

/**
 * Demo content for an empty database (DEMO_CONTENT=on): an announcement, community
 * categories, contacts, banner ads for every position, icon ads for location ids 1..8 and the
 * two floating windows. Covers are PNGs drawn here, stored obfuscated (PROTOCOL §9).
 */

const PALETTES: ReadonlyArray<readonly [Rgb, Rgb, Rgb]> = [
  [
    [54, 108, 227],
    [22, 24, 82],
    [103, 149, 254],
  ],
  [
    [255, 91, 91],
    [120, 20, 40],
    [255, 209, 109],
  ],
  [
    [255, 142, 13],
    [110, 40, 10],
    [255, 234, 163],
  ],
  [
    [171, 233, 0],
    [22, 81, 51],
    [230, 255, 180],
  ],
  [
    [200, 177, 255],
    [72, 56, 101],
    [255, 255, 255],
  ],
  [
    [255, 140, 153],
    [82, 52, 114],
    [255, 220, 230],
  ],
];

export function drawBanner(seed: number): Uint8Array {
  const [a, b, c] = PALETTES[seed % PALETTES.length]!;
  const canvas = new Canvas(750, 300).gradient(a, b).stripes(48, 10, c, 0.08);
  canvas.circle(600 - (seed % 3) * 60, 150, 110, c, 0.35);
  canvas.circle(660, 60 + (seed % 4) * 40, 40, [255, 255, 255], 0.25);
  canvas.roundRect(50, 190, 260, 64, 32, [255, 255, 255], 0.9);
  canvas.roundRect(50, 60, 380, 36, 18, [255, 255, 255], 0.55);
  canvas.roundRect(50, 112, 280, 28, 14, [255, 255, 255], 0.35);
  return canvas.toPng();
}

export function drawIcon(seed: number): Uint8Array {
  const [a, b, c] = PALETTES[seed % PALETTES.length]!;
  const canvas = new Canvas(120, 120).gradient([248, 248, 250], [236, 238, 245]);
  canvas.roundRect(8, 8, 104, 104, 26, a);
  canvas.roundRect(8, 60, 104, 52, 26, b, 0.35);
  if (seed % 2 === 0) canvas.circle(60, 58, 26, c, 0.95);
  else canvas.roundRect(36, 34, 48, 48, 12, c, 0.95);
  canvas.circle(60, 58, 10, a);
  return canvas.toPng();
}

const BANNER_LINKS = [
  () => buildLinkSchemeUrl('read_lld_vip'),
  () => buildLinkSchemeUrl('read_lld_member_wallet'),
  () => buildLinkSchemeUrl('read_lld_share_invite'),
  () => buildLinkSchemeUrl('read_lld_video_topic_more', { id: 1, name: '热门推荐' }),
  () => buildLinkSchemeUrl('read_lld_community_publish'),
  () => buildLinkSchemeUrl('read_lld_game_center'),
];

const ICON_TITLES = [
  '每日签到',
  '邀请好友',
  '会员中心',
  '充值钻石',
  '热门榜单',
  '游戏中心',
  'AI创作',
  '在线客服',
];
const ICON_LINKS = [
  '/welfare',
  buildLinkSchemeUrl('read_lld_share_invite'),
  buildLinkSchemeUrl('read_lld_vip'),
  buildLinkSchemeUrl('read_lld_member_wallet'),
  buildLinkSchemeUrl('read_lld_up_list'),
  buildLinkSchemeUrl('read_lld_game_center'),
  buildLinkSchemeUrl('read_lld_member_ai'),
  '/mine/setting/kf',
];

/** True when no content table has rows (the database was just created). */
async function isEmpty(db: Executor): Promise<boolean> {
  const r = await db.execute<{ n: number }>(
    sql`select (select count(*) from ${ads}) + (select count(*) from ${announcements}) + (select count(*) from ${communityCategories}) + (select count(*) from ${contacts}) as n`,
  );
  const rows = (r as unknown as { rows: Array<{ n: number | string }> }).rows;
  return Number(rows[0]?.n ?? 0) === 0;
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

async function storeImage(storage: Storage, imageKey: string, png: Uint8Array, n: number): Promise<string> {
  // Alternate both schemes so clients meet both (PROTOCOL §9).
  const bytes = n % 2 === 0 ? encodeImageScheme2(png, imageKey) : encodeImageScheme1(png, imageKey);
  const key = newKey('demo', '.png');
  await storage.put(key, bytes);
  return `/${key}`;
}

export interface SeedResult {
  seeded: boolean;
  ads: number;
}

/** Seeds demo content once; does nothing when any content exists. */
export async function seedDemoContent(deps: {
  db: Database;
  storage: Storage;
  imageKey: string;
  log?: FastifyBaseLogger;
}): Promise<SeedResult> {
  const { db, storage, imageKey } = deps;
  if (!(await isEmpty(db))) return { seeded: false, ads: 0 };

  let n = 0;
  const bannerRows: Array<typeof ads.$inferInsert> = [];
  for (const pos of AD_POSITIONS) {
    // The home banner is a carousel: three slides; every other position gets one.
    const count = pos.key === 'homeBanner' ? 3 : 1;
    for (let i = 0; i < count; i++) {
      const cover = await storeImage(storage, imageKey, drawBanner(n), n);
      const link = BANNER_LINKS[n % BANNER_LINKS.length]!();
      bannerRows.push({
        placement: 'banner',
        position: pos.value,
        title: count > 1 ? `${pos.name} ${i + 1}` : pos.name,
        cover,
        href: link,
        link,
        typeCode: 0,
        sort: i,
      });
      n++;
    }
  }
  const iconRows: Array<typeof ads.$inferInsert> = [];
  for (const locId of ICON_AD_LOCATION_IDS) {
    for (let i = 0; i < 4; i++) {
      const idx = (locId - 1 + i) % ICON_TITLES.length;
      const cover = await storeImage(storage, imageKey, drawIcon(n), n);
      iconRows.push({
        placement: 'icon',
        position: 0,
        locId,
        title: ICON_TITLES[idx]!,
        cover,
        href: ICON_LINKS[idx]!,
        link: ICON_LINKS[idx]!,
        sort: i,
      });
      n++;
    }
  }
  const floating: Array<typeof ads.$inferInsert> = [
    {
      placement: 'floating',
      position: 0,
      title: '新人福利',
      cover: await storeImage(storage, imageKey, drawIcon(n++), n),
      href: '/welfare',
      link: '/welfare',
    },
    {
      placement: 'ai_floating',
      position: 0,
      title: 'AI换脸限时免费',
      cover: await storeImage(storage, imageKey, drawIcon(n++), n),
      href: buildLinkSchemeUrl('read_lld_member_ai'),
      link: buildLinkSchemeUrl('read_lld_member_ai'),
    },
  ];

  const inserted = await db.transaction(async (tx) => {
    // Several nodes starting at once on one empty PostgreSQL: one seeds, the others see rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lld:demo-seed'))`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(ads).values([...bannerRows, ...iconRows, ...floating]);
    await tx.insert(announcements).values({
      title: '欢迎来到LLD',
      content: '欢迎体验LLD！新用户注册即送会员体验，每日签到领金币。如遇问题请联系在线客服。',
      link: buildLinkSchemeUrl('read_lld_vip'),
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
