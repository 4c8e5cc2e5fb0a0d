import { sql } from 'drizzle-orm';
import { DEFAULT_APP_NAME } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { liveChannels, liveProgrammes } from './live.schema.ts';
import { newChannelKey } from './live.service.ts';

const DEMO = [
  {
    name: '{app}综合台',
    category: '综合',
    description: '全天候滚动播出，画面左上角是实时时钟。',
    source: 'demo/bars/360p/index.m3u8',
    access: 'free',
    recommended: true,
    shows: ['早间新闻', '城市速递', '生活家', '午间剧场', '纪录片时间', '晚间新闻', '周末影院', '深夜谈'],
  },
  {
    name: '几何频道',
    category: '纪实',
    description: '几何图案与色彩的慢直播。',
    source: 'demo/pattern/360p/index.m3u8',
    access: 'free',
    recommended: false,
    shows: ['图形课堂', '色彩漫步', '慢直播', '科学一刻', '艺术现场', '夜空之下'],
  },
  {
    name: '音乐波形台',
    category: '音乐',
    description: '直播 VIP 专享：声音的形状。',
    source: 'demo/waves/360p/index.m3u8',
    access: 'vip',
    recommended: true,
    shows: ['流行榜单', '古典时光', '爵士之夜', '电子现场', '民谣小馆'],
  },
] as const;

/** Slot length of the demo schedules. */
const SLOT_MS = 60 * 60_000;

/**
 * Three demo channels made from the demo clips, each with a clock burnt in and a daily
 * schedule of one-hour programmes (repeating every day, so today's guide is never empty).
 * Runs once: nothing is added when any channel exists.
 */
export async function seedDemoLive(db: Database, appName = DEFAULT_APP_NAME): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lld:demo-live-seed'))`);
    const [any] = await tx.select({ id: liveChannels.id }).from(liveChannels).limit(1);
    if (any) return;
    // Midnight in China (UTC+8) of the seeding day: the daily slots start there.
    const day = 86_400_000;
    const midnight = Math.floor((Date.now() + 8 * 3600_000) / day) * day - 8 * 3600_000;
    let sort = 0;
    for (const c of DEMO) {
      const [row] = await tx
        .insert(liveChannels)
        .values({
          name: c.name.replaceAll('{app}', () => appName),
          category: c.category,
          description: c.description,
          access: c.access,
          recommended: c.recommended,
          sourceKind: 'file',
          source: c.source,
          clock: true,
          sort: sort++,
          keyHex: newChannelKey(),
        })
        .returning();
      await tx.insert(liveProgrammes).values(
        Array.from({ length: 24 }, (_, h) => ({
          channelId: row!.id,
          title: c.shows[h % c.shows.length]!,
          startsAt: new Date(midnight + h * SLOT_MS),
          endsAt: new Date(midnight + (h + 1) * SLOT_MS),
          daily: true,
        })),
      );
    }
  });
}
