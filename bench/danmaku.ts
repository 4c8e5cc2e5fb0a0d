// `npm run bench:danmaku`: the danmaku read path for a popular video — BENCH_DANMAKU (100,000)
// danmaku on one 2-hour video, crowded around a few moments like real ones — read window by
// window as the player does (danmaku/list through the service: the (video_id, time_ms) index,
// the per-window row cap and its whole-second cut). Reports p50/p95/max per 30 s window for a
// viewer walking the whole video and for random seeks, with rows per window. On the embedded
// PGlite and, with BENCH_DATABASE_URL=postgres://…, on PostgreSQL (a fresh database is created
// and dropped).
import { DANMAKU_COLORS, DANMAKU_WINDOW_SECONDS } from '@lld/protocol/api/danmaku';
import { sql } from 'drizzle-orm';
import { MemoryKv } from '../apps/server/src/adapters/kv.ts';
import { users } from '../apps/server/src/db/core.schema.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { danmaku } from '../apps/server/src/modules/danmaku/danmaku.schema.ts';
import { DanmakuService } from '../apps/server/src/modules/danmaku/danmaku.service.ts';
import { mediaVideos } from '../apps/server/src/modules/media/media.schema.ts';
import { forEachDatabase } from './support/databases.ts';

const TOTAL = Number(process.env.BENCH_DANMAKU ?? 100_000);
const DURATION_S = 7200;
const SEEKS = Number(process.env.BENCH_SEEKS ?? 200);
const W = DANMAKU_WINDOW_SECONDS;

let seed = 42;
const rand = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

/** A playback time: 70 % spread over the video, 30 % around five popular moments. */
function when(): number {
  if (rand() < 0.7) return rand() * DURATION_S;
  const peak = [300, 1800, 3600, 5400, 7000][Math.floor(rand() * 5)]!;
  return Math.max(0, Math.min(DURATION_S - 0.001, peak + (rand() - 0.5) * 40));
}

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${s[s.length - 1]!.toFixed(2)} ms`;
}

async function run(label: string, handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  const [video] = await db.insert(mediaVideos).values({ title: 'bench', duration: DURATION_S }).returning();
  const authors = await db
    .insert(users)
    .values(Array.from({ length: 200 }, (_, i) => ({ nickname: `bench${i}`, isGuest: false })))
    .returning({ id: users.id });
  let t = performance.now();
  for (let i = 0; i < TOTAL; i += 2000) {
    const rows = Array.from({ length: Math.min(2000, TOTAL - i) }, (_, j) => ({
      videoId: video!.id,
      userId: authors[(i + j) % authors.length]!.id,
      timeMs: Math.floor(when() * 1000),
      text: `弹幕${i + j} 哈哈哈`,
      mode: (rand() < 0.85 ? 'scroll' : rand() < 0.5 ? 'top' : 'bottom') as 'scroll' | 'top' | 'bottom',
      color: DANMAKU_COLORS[Math.floor(rand() * DANMAKU_COLORS.length)]!,
    }));
    await db.insert(danmaku).values(rows);
  }
  await db.execute(sql`analyze danmaku`);
  const loadS = (performance.now() - t) / 1000;

  const service = new DanmakuService(db, new MemoryKv());
  const viewer = authors[0]!.id;
  const read = async (from: number) => {
    const start = performance.now();
    const r = await service.list(viewer, { videoId: video!.id, from, to: Math.min(from + W, DURATION_S) });
    return {
      ms: performance.now() - start,
      rows: r.list.length,
      cut: r.to < from + W - 1e-9 && r.to < DURATION_S,
    };
  };
  // Warm up the cache and the plan.
  for (let i = 0; i < 20; i++) await read(i * W);

  const walk: number[] = [];
  const rows: number[] = [];
  let cuts = 0;
  t = performance.now();
  for (let from = 0; from < DURATION_S; from += W) {
    const r = await read(from);
    walk.push(r.ms);
    rows.push(r.rows);
    if (r.cut) cuts++;
  }
  const seeks: number[] = [];
  for (let i = 0; i < SEEKS; i++) seeks.push((await read(Math.floor(rand() * (DURATION_S / W)) * W)).ms);
  const mean = rows.reduce((a, b) => a + b, 0) / rows.length;
  console.log(
    `${label.padEnd(11)} ${TOTAL} danmaku on one ${DURATION_S / 60}-min video (inserted in ${loadS.toFixed(1)} s)\n` +
      `  walk, ${walk.length} windows of ${W} s: ${stats(walk)}; rows/window mean ${mean.toFixed(0)}, max ${Math.max(...rows)}, ${cuts} cut at the row cap\n` +
      `  ${SEEKS} random seeks:            ${stats(seeks)}`,
  );
}

await forEachDatabase(run);
