import type { Reward } from '@lld/protocol/api/wallet';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { exchangeItems } from './redeem.schema.ts';

type ExchangeSeed = typeof exchangeItems.$inferInsert & { rewards: Reward[] };

const EXCHANGE: ExchangeSeed[] = (
  [
    {
      title: '钻石 ×10',
      subtitle: '金币兑换钻石',
      currency: 'gold',
      price: 1000,
      rewards: [{ type: 'diamond', amount: 100 }],
    },
    {
      title: '钻石 ×100',
      subtitle: '大额兑换更划算',
      currency: 'gold',
      price: 9500,
      rewards: [{ type: 'diamond', amount: 1000 }],
    },
    {
      title: 'VIP会员 1天体验卡',
      subtitle: '每人限兑3次',
      currency: 'gold',
      price: 3000,
      perUserLimit: 3,
      rewards: [{ type: 'vip', tier: 'normal', days: 1, cardName: '体验卡' }],
    },
    {
      title: 'VIP会员 7天',
      subtitle: '全站VIP影片免费看',
      currency: 'gold',
      price: 15_000,
      rewards: [{ type: 'vip', tier: 'normal', days: 7, cardName: '周卡' }],
    },
    {
      title: '直播会员 3天',
      subtitle: '直播间专属标识',
      currency: 'gold',
      price: 5000,
      rewards: [{ type: 'vip', tier: 'live', days: 3 }],
    },
    {
      title: 'SVIP至尊 1天体验',
      subtitle: '每人限兑1次 · 限量1000份',
      currency: 'diamond',
      price: 200,
      perUserLimit: 1,
      stock: 1000,
      rewards: [{ type: 'vip', tier: 'supreme', days: 1, cardName: '体验卡' }],
    },
  ] satisfies ExchangeSeed[]
).map((item, i) => ({ ...item, sort: i }));

/** The demo exchange catalogue (things gold or diamonds buy), seeded once. */
export async function seedExchange(db: Database, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lld:exchange-seed'))`);
    const [e] = await tx.select({ n: sql<number>`count(*)::int` }).from(exchangeItems);
    if (!e?.n) {
      await tx.insert(exchangeItems).values(EXCHANGE);
      log.info({ items: EXCHANGE.length }, 'demo exchange catalogue seeded');
    }
  });
}
