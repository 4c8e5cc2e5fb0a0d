import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { products } from './recharge.schema.ts';

/**
 * The demo catalogue (DEMO_CONTENT=on): VIP plans of every tier, gold and diamond packs in
 * fen, and an exchange list where gold buys diamonds and VIP days. Seeded into empty tables
 * only, under an advisory lock, so nodes starting together seed once and an operator's own
 * catalogue is never touched.
 */

const BENEFITS = {
  normal: ['全站VIP影片免费看', 'VIP专属身份标识', '1080P高清画质', '每日签到金币翻倍'],
  supreme: ['全站影片与漫画免费看', 'SVIP尊贵身份标识', '付费内容8折', '专属客服优先处理', '1080P高清画质'],
  dark: ['暗夜专区无限观看', '暗夜专属推荐', 'VIP专属身份标识'],
  live: ['直播间专属标识', '弹幕炫彩特效', '付费直播间免费进入'],
};

type ProductSeed = typeof products.$inferInsert;

const VIP_PLANS: ProductSeed[] = (
  [
    {
      tier: 'normal',
      title: 'VIP会员 月卡',
      cardName: '月卡',
      days: 30,
      vipType: 1,
      priceFen: 3000,
      originalFen: 4500,
      badge: '热销',
    },
    {
      tier: 'normal',
      title: 'VIP会员 季卡',
      cardName: '季卡',
      days: 90,
      vipType: 2,
      priceFen: 6800,
      originalFen: 13_500,
    },
    {
      tier: 'normal',
      title: 'VIP会员 年卡',
      cardName: '年卡',
      days: 365,
      vipType: 3,
      priceFen: 19_800,
      originalFen: 54_000,
      badge: '超值',
    },
    {
      tier: 'supreme',
      title: 'SVIP至尊 月卡',
      cardName: '月卡',
      days: 30,
      vipType: 1,
      priceFen: 5800,
      originalFen: 8800,
      badge: '尊享',
    },
    {
      tier: 'supreme',
      title: 'SVIP至尊 年卡',
      cardName: '年卡',
      days: 365,
      vipType: 3,
      priceFen: 36_800,
      originalFen: 105_600,
      badge: '立省688',
    },
    {
      tier: 'dark',
      title: '暗夜会员 月卡',
      cardName: '月卡',
      days: 30,
      vipType: 1,
      priceFen: 8800,
      originalFen: 12_800,
    },
    {
      tier: 'live',
      title: '直播会员 月卡',
      cardName: '月卡',
      days: 30,
      vipType: 1,
      priceFen: 3800,
      originalFen: 5800,
    },
  ] satisfies Array<Omit<ProductSeed, 'kind'> & { tier: keyof typeof BENEFITS; days: number }>
).map((p, i) => ({
  ...p,
  kind: 'vip' as const,
  subtitle: `${p.days}天 · 到期后不自动续费`,
  benefits: BENEFITS[p.tier],
  sort: i,
}));

const pack =
  (kind: 'gold' | 'diamond', unit: number, name: string) =>
  (priceFen: number, count: number, bonusCount: number, badge = '', i = 0): ProductSeed => ({
    kind,
    title: `${count}${name}`,
    subtitle: bonusCount ? `加赠${bonusCount}${name}` : '',
    badge,
    priceFen,
    amount: count * unit,
    bonus: bonusCount * unit,
    sort: i,
  });

const gold = pack('gold', 100, '金币');
const diamond = pack('diamond', 10, '钻石');

const GOLD_PACKS = [
  gold(1000, 100, 0, '', 0),
  gold(3000, 300, 30, '', 1),
  gold(5000, 500, 80, '', 2),
  gold(10_000, 1000, 200, '推荐', 3),
  gold(20_000, 2000, 500, '', 4),
  gold(50_000, 5000, 1500, '最划算', 5),
];
const DIAMOND_PACKS = [
  diamond(600, 60, 0, '', 0),
  diamond(3000, 300, 30, '', 1),
  diamond(6800, 680, 100, '推荐', 2),
  diamond(12_800, 1280, 260, '', 3),
  diamond(32_800, 3280, 800, '', 4),
  diamond(64_800, 6480, 1800, '最划算', 5),
];

export async function seedCatalog(db: Database, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lld:catalog-seed'))`);
    const [p] = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
    if (!p?.n) {
      await tx.insert(products).values([...VIP_PLANS, ...GOLD_PACKS, ...DIAMOND_PACKS]);
      log.info(
        { products: VIP_PLANS.length + GOLD_PACKS.length + DIAMOND_PACKS.length },
        'demo catalogue seeded',
      );
    }
  });
}
