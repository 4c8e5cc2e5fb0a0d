// `npm run bench:search`: the search index (issue 12) with 100,000 generated items of every
// kind: index build time (text analysis + insert) and the latency of 1,000 mixed queries
// (two-character fragments, whole titles, names, pinyin, initials, traditional characters,
// typos) one after another, on the embedded PGlite and, with BENCH_DATABASE_URL=postgres://…,
// on PostgreSQL (a fresh database is created and dropped); BENCH_DB=postgres measures only
// PostgreSQL (skips PGlite's ~8-minute load). With a throwaway server:
//   /work/tools/with-services sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL BENCH_DB=postgres npm run bench:search'
// Goal: p95 ≤ 30 ms.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { PgSearchIndex, type SearchKind } from '../apps/server/src/modules/search/search-index.ts';
import type { SourceDocument } from '../apps/server/src/modules/search/sources.ts';
import { pinyinForms } from '../apps/server/src/modules/search/text.ts';
import { forEachDatabase } from './support/databases.ts';

const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 100_000);
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 1000);

// A small deterministic generator, so every run indexes the same catalogue.
// (mulberry32: integer arithmetic in 32 bits. The earlier LCG multiplied past 2^53 in floating
// point and fell into a cycle of ~650 states, so the catalogue was 650 items repeated.)
let seed = 12;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const WORDS = (
  '风起 长安 深夜 食堂 星河 彼岸 雨夜 追踪 山海 之间 地铁 海边 夏天 午夜 电台 钥匙 旧城 往事 证人 小镇 来客 极地 探险 ' +
  '老街 烟火 画卷 追光 白日 焰火 江湖 夜雨 未来 信件 森林 秘境 镜中 十字 路口 归途 晚风 侦探 迷雾 城市 微光 舌尖 星际 ' +
  '旅人 剑客 恋爱 预报 青石 末日 校园 青春 王者 传说 江南 烟雨 大漠 孤烟 明月 清风 天涯 海角 时光 岁月 少年 重生 逆袭 ' +
  '总裁 甜宠 修仙 玄幻 都市 悬疑 科幻 历史 军事 美食 旅行 摄影 音乐 动画 纪录 喜剧 爱情 动作 冒险 热血 治愈 萌宠'
).split(' ');
const NAMES =
  '林小雨 陈默 苏晴 王一帆 赵子墨 周可可 高远 叶知秋 北辰 晴天 墨白 青衫 小满 阿饱 林间 青禾 老周'.split(' ');
const KINDS: readonly SearchKind[] = [
  'video',
  'video',
  'video',
  'comic',
  'novel',
  'audio',
  'picture',
  'post',
  'creator',
  'circle',
  'collection',
  'listing',
];
const SUFFIX = ['', '', '（上）', '（下）', '：第一季', '第二季', '·特别篇'];

function title(): string {
  const n = 2 + Math.floor(rand() * 2);
  let t = '';
  for (let i = 0; i < n; i++) t += pick(WORDS);
  return t + pick(SUFFIX);
}

function generate(): SourceDocument[] {
  const docs: SourceDocument[] = [];
  const now = Date.now();
  for (let i = 0; i < ITEMS; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const t = title();
    docs.push({
      kind,
      itemId: i + 1,
      title: t,
      subtitle: '',
      cover: '',
      access: pick(['free', 'free', 'vip', 'paid'] as const),
      price: 0,
      tags: [pick(WORDS), pick(WORDS)],
      names: [pick(NAMES)],
      body: `${pick(WORDS)}${pick(WORDS)}的故事，${pick(WORDS)}与${pick(WORDS)}，${pick(WORDS)}${pick(WORDS)}。`,
      popularity: Math.floor(rand() * 100_000),
      publishedAt: new Date(now - Math.floor(rand() * 365 * 86_400_000)),
      extra: {},
    });
  }
  return docs;
}

const TRADITIONAL: Record<string, string> = {
  长: '長',
  风: '風',
  剑: '劍',
  时: '時',
  龙: '龍',
  说: '說',
  鸟: '鳥',
  门: '門',
};
const SHAPES = ['fragment', 'title', 'pinyin', 'initials', 'traditional', 'name', 'typo', 'middle'];
function queries(docs: SourceDocument[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const d = docs[Math.floor(rand() * docs.length)]!;
    const chars = [...d.title.replace(/[（）：·上下]/g, '')];
    const at = Math.floor(rand() * Math.max(1, chars.length - 2));
    switch (i % 8) {
      case 0:
        out.push(chars.slice(at, at + 2).join('')); // two-character fragment
        break;
      case 1:
        out.push(d.title); // whole title
        break;
      case 2:
        out.push(pinyinForms(chars.slice(0, 4).join('')).full); // pinyin
        break;
      case 3:
        out.push(pinyinForms(chars.slice(0, 4).join('')).initials); // initials
        break;
      case 4:
        out.push(chars.map((c) => TRADITIONAL[c] ?? c).join('')); // traditional
        break;
      case 5:
        out.push(pick(NAMES)); // a name
        break;
      case 6: {
        const typo = [...chars];
        typo[Math.min(1, typo.length - 1)] = '某'; // one wrong character
        out.push(typo.join(''));
        break;
      }
      default:
        out.push(chars.slice(at, at + 4).join('')); // four characters from the middle
    }
  }
  return out;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function run(label: string, handle: DatabaseHandle, docs: SourceDocument[], qs: string[]) {
  const index = new PgSearchIndex(handle.db, { singleConnection: handle.kind === 'pglite' });
  const started = performance.now();
  const n = await index.replaceAll([docs]);
  const buildMs = performance.now() - started;
  await handle.db.execute(sql`analyze`);
  // Warm up (plans, caches), then measure one query at a time, as the app makes them.
  for (const q of qs.slice(0, 50))
    await index.search({ keyword: q, kinds: [], sort: 'relevance', offset: 0, limit: 10 });
  const times: number[] = [];
  const byShape = new Map<string, number[]>();
  let empty = 0;
  for (const [i, q] of qs.entries()) {
    const t0 = performance.now();
    const r = await index.search({ keyword: q, kinds: [], sort: 'relevance', offset: 0, limit: 10 });
    const ms = performance.now() - t0;
    times.push(ms);
    const shape = SHAPES[i % SHAPES.length]!;
    byShape.set(shape, [...(byShape.get(shape) ?? []), ms]);
    if (r.hits.length === 0) empty++;
  }
  const sugg: number[] = [];
  for (const q of qs.slice(0, 200)) {
    const prefix = [...q].slice(0, Math.max(1, Math.ceil([...q].length / 2))).join('');
    const t0 = performance.now();
    await index.suggest(prefix, 10);
    sugg.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  sugg.sort((a, b) => a - b);
  console.log(
    `${label}: ${n} documents indexed in ${(buildMs / 1000).toFixed(1)} s; ${qs.length} queries: ` +
      `p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms, ` +
      `${empty} without results; ${sugg.length} suggestions: p50 ${pct(sugg, 50).toFixed(1)} ms, p95 ${pct(sugg, 95).toFixed(1)} ms`,
  );
  console.log(
    `  load average at the end: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  for (const [shape, ms] of byShape) {
    ms.sort((a, b) => a - b);
    console.log(`  ${shape.padEnd(12)} p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms`);
  }
}

const docs = generate();
const qs = queries(docs);
await forEachDatabase((label, handle) => run(label, handle, docs, qs));
if (!process.env.BENCH_DATABASE_URL && process.env.BENCH_DB !== 'pglite') {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to include it)');
}
