import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeImageScheme1, encodeImageScheme2 } from '@lld/protocol/image-codec';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newKey, type Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/database.ts';
import {
  comments,
  hotSearches,
  mediaActors,
  mediaCollections,
  mediaStreams,
  mediaTags,
  mediaTopics,
  mediaVideos,
  mediaVideoTags,
  users,
} from '../../db/schema.ts';
import { type PackagedStream, packageStream } from '../media/pipeline/package.ts';
import { Canvas, type Rgb } from './png.ts';

/**
 * Demo long video for an empty media catalogue (DEMO_CONTENT=on): the three small streams
 * committed under apps/server/media/demo (plain MPEG-TS, made once by scripts/make-demo-media.ts)
 * are encrypted here with fresh keys into storage, and dozens of videos with Chinese titles,
 * tags, actors, topics and collections share them. Covers are drawn here, stored obfuscated.
 *
 * Fixed ids on a fresh database (browser tests rely on them): video 1 is free, video 2 is
 * paid (1,000 = 10 gold, 6 s preview), video 3 is VIP only.
 */

export const DEMO_MEDIA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../media/demo',
);

const PALETTES: ReadonlyArray<readonly [Rgb, Rgb, Rgb]> = [
  [
    [255, 94, 98],
    [60, 16, 83],
    [255, 203, 112],
  ],
  [
    [54, 108, 227],
    [12, 20, 69],
    [127, 211, 255],
  ],
  [
    [0, 180, 160],
    [10, 40, 60],
    [200, 255, 230],
  ],
  [
    [255, 142, 13],
    [90, 30, 10],
    [255, 234, 163],
  ],
  [
    [180, 120, 255],
    [40, 20, 80],
    [255, 200, 240],
  ],
  [
    [240, 70, 140],
    [50, 10, 40],
    [255, 220, 120],
  ],
  [
    [90, 200, 90],
    [15, 50, 30],
    [230, 255, 180],
  ],
  [
    [230, 60, 60],
    [30, 30, 40],
    [250, 250, 250],
  ],
];

export function drawCover(seed: number, width = 480, height = 270): Uint8Array {
  const [a, b, c] = PALETTES[seed % PALETTES.length]!;
  const canvas = new Canvas(width, height).gradient(seed % 2 ? a : b, seed % 2 ? b : a);
  canvas.stripes(36 + (seed % 5) * 8, 6 + (seed % 3) * 4, c, 0.07);
  const r = height * (0.35 + (seed % 4) * 0.08);
  canvas.circle(width * (0.72 - (seed % 3) * 0.12), height * 0.45, r, c, 0.28);
  canvas.circle(width * 0.18 + (seed % 5) * 20, height * 0.78, height * 0.22, [255, 255, 255], 0.12);
  canvas.roundRect(
    width * 0.06,
    height * 0.1,
    width * 0.36,
    height * 0.09,
    height * 0.045,
    [255, 255, 255],
    0.55,
  );
  canvas.roundRect(
    width * 0.06,
    height * 0.24,
    width * 0.24,
    height * 0.07,
    height * 0.035,
    [255, 255, 255],
    0.3,
  );
  // A play mark in the middle.
  const cx = width / 2;
  const cy = height / 2;
  canvas.circle(cx, cy, height * 0.13, [0, 0, 0], 0.3);
  for (let y = -height * 0.06; y <= height * 0.06; y++) {
    const span = (height * 0.06 - Math.abs(y)) * 1.5;
    for (let x = 0; x <= span; x++)
      canvas.set(Math.round(cx - height * 0.03 + x), Math.round(cy + y), [255, 255, 255], 0.9);
  }
  return canvas.toPng();
}

export function drawAvatar(seed: number): Uint8Array {
  const [a, b, c] = PALETTES[(seed + 3) % PALETTES.length]!;
  const canvas = new Canvas(96, 96).gradient(a, b);
  canvas.circle(48, 38, 18, c, 0.95);
  canvas.roundRect(18, 62, 60, 40, 20, c, 0.95);
  return canvas.toPng();
}

async function storeImage(storage: Storage, imageKey: string, png: Uint8Array, n: number): Promise<string> {
  const bytes = n % 2 === 0 ? encodeImageScheme2(png, imageKey) : encodeImageScheme1(png, imageKey);
  const key = newKey('demo', '.png');
  await storage.put(key, bytes);
  return `/${key}`;
}

const ACTORS = [
  ['林小雨', '青年演员，代表作《城市微光》。'],
  ['陈默', '实力派演员，擅长悬疑题材。'],
  ['苏晴', '新生代女演员，清新自然。'],
  ['王一帆', '喜剧演员，综艺常客。'],
  ['赵子墨', '动作片演员，武术出身。'],
  ['周可可', '美食博主，镜头感十足。'],
  ['高远', '纪录片导演兼主持人。'],
  ['叶知秋', '配音演员，声线多变。'],
] as const;

const TAGS = [
  '热门',
  '剧情',
  '喜剧',
  '悬疑',
  '动作',
  '爱情',
  '科幻',
  '纪录片',
  '美食',
  '旅行',
  '音乐',
  '动画',
  '独家',
  '高分',
  '新片',
  '经典',
];

const TOPICS: Array<{ name: string; description: string; layout: 'grid' | 'scroll' | 'big' }> = [
  { name: '热门推荐', description: '大家都在看的好片', layout: 'big' },
  { name: '独家首播', description: '只在这里看得到', layout: 'scroll' },
  { name: '悬疑烧脑', description: '反转再反转，停不下来', layout: 'grid' },
  { name: '轻松一刻', description: '下饭神剧，笑到停不下来', layout: 'grid' },
  { name: '纪录人间', description: '用镜头记录真实世界', layout: 'scroll' },
  { name: '会员专区', description: '会员尊享高清大片', layout: 'grid' },
];

const COLLECTIONS: Array<{
  title: string;
  description: string;
  access: 'free' | 'vip' | 'paid';
  price: number;
}> = [
  { title: '城市微光 全集', description: '都市群像剧，讲述五个年轻人的追梦故事。', access: 'free', price: 0 },
  { title: '迷雾侦探社', description: '悬疑探案系列，每集一个新谜题。', access: 'paid', price: 3000 },
  { title: '舌尖上的小城', description: '走遍小城街巷，寻找地道味道。', access: 'free', price: 0 },
  { title: '星际旅人', description: '科幻短剧合集，会员抢先看。', access: 'vip', price: 0 },
];

const SUBJECTS = [
  '深夜食堂',
  '雨夜追踪',
  '山海之间',
  '最后一班地铁',
  '海边的夏天',
  '午夜电台',
  '失落的钥匙',
  '风起长安',
  '旧城往事',
  '星河彼岸',
  '无声证人',
  '小镇来客',
  '极地探险',
  '老街烟火',
  '消失的画',
  '追光者',
  '白日焰火',
  '江湖夜雨',
  '未来信件',
  '森林秘境',
  '镜中人',
  '十字路口',
  '归途',
  '晚风',
];
const SUFFIXES = ['', '（上）', '（下）', '：第一季', '：特别篇', '·导演剪辑版'];

/** The i-th demo video's shape; the first three have fixed access for the browser tests. */
function videoPlan(i: number) {
  const subject = SUBJECTS[i % SUBJECTS.length]!;
  const suffix = SUFFIXES[Math.floor(i / SUBJECTS.length) % SUFFIXES.length]!;
  let access: 'free' | 'vip' | 'paid' = i % 7 === 3 ? 'paid' : i % 5 === 4 ? 'vip' : 'free';
  if (i === 0) access = 'free';
  if (i === 1) access = 'paid';
  if (i === 2) access = 'vip';
  return {
    title: `${subject}${suffix}`,
    access,
    price: access === 'paid' ? [1000, 1500, 2000, 880][i % 4]! : 0,
    previewSeconds: i === 1 ? 6 : [6, 8, 10][i % 3]!,
  };
}

export const DEMO_VIDEO_COUNT = 48;

export interface MediaSeedResult {
  seeded: boolean;
  videos: number;
}

export async function seedDemoMedia(deps: {
  db: Database;
  storage: Storage;
  imageKey: string;
  log?: FastifyBaseLogger;
  /** Fewer videos (tests). */
  videoCount?: number;
}): Promise<MediaSeedResult> {
  const { db, storage, imageKey } = deps;
  const isEmpty = async (ex: Pick<Database, 'execute'>) => {
    const r = await ex.execute<{ n: number | string }>(sql`select count(*) as n from ${mediaVideos}`);
    return Number((r as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0) === 0;
  };
  if (!(await isEmpty(db))) return { seeded: false, videos: 0 };
  if (!existsSync(DEMO_MEDIA_DIR)) {
    deps.log?.warn({ dir: DEMO_MEDIA_DIR }, 'demo media folder missing: no demo videos');
    return { seeded: false, videos: 0 };
  }

  // Files first (outside the transaction); an abandoned attempt leaves only unreferenced files.
  const streamDirs = readdirSync(DEMO_MEDIA_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(DEMO_MEDIA_DIR, d.name, 'stream.json')))
    .map((d) => d.name)
    .sort();
  const packaged: PackagedStream[] = [];
  for (const dir of streamDirs) packaged.push(await packageStream(storage, path.join(DEMO_MEDIA_DIR, dir)));
  const count = deps.videoCount ?? DEMO_VIDEO_COUNT;
  let n = 0;
  const covers: string[] = [];
  for (let i = 0; i < count; i++) covers.push(await storeImage(storage, imageKey, drawCover(i), n++));
  const collectionCovers: string[] = [];
  for (let i = 0; i < COLLECTIONS.length; i++)
    collectionCovers.push(await storeImage(storage, imageKey, drawCover(i + 100), n++));
  const topicCovers: string[] = [];
  for (let i = 0; i < TOPICS.length; i++)
    topicCovers.push(await storeImage(storage, imageKey, drawCover(i + 200, 750, 300), n++));
  const avatars: string[] = [];
  for (let i = 0; i < ACTORS.length + 3; i++)
    avatars.push(await storeImage(storage, imageKey, drawAvatar(i), n++));

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lld:demo-media-seed'))`);
    if (!(await isEmpty(tx))) return false;
    const streams = await tx
      .insert(mediaStreams)
      .values(packaged)
      .returning({ id: mediaStreams.id, duration: mediaStreams.duration });
    const actors = await tx
      .insert(mediaActors)
      .values(ACTORS.map(([name, bio], i) => ({ name, bio, avatar: avatars[i]!, sort: i })))
      .returning({ id: mediaActors.id });
    const tags = await tx
      .insert(mediaTags)
      .values(TAGS.map((name, i) => ({ name, sort: i })))
      .returning({ id: mediaTags.id });
    const topics = await tx
      .insert(mediaTopics)
      .values(TOPICS.map((t, i) => ({ ...t, cover: topicCovers[i]!, sort: i })))
      .returning({ id: mediaTopics.id });
    const collections = await tx
      .insert(mediaCollections)
      .values(COLLECTIONS.map((c, i) => ({ ...c, cover: collectionCovers[i]!, sort: i })))
      .returning({ id: mediaCollections.id });

    const now = Date.now();
    const collectionIndex = new Map<number, number>();
    const rows = Array.from({ length: count }, (_, i) => {
      const plan = videoPlan(i);
      const stream = streams[i % streams.length]!;
      // Videos 8.. go into collections in runs of four (the first ones stay loose for the tests).
      const coll = i >= 8 && i < 8 + collections.length * 4 ? collections[Math.floor((i - 8) / 4)]! : null;
      const idx = coll ? (collectionIndex.get(coll.id) ?? 0) : 0;
      if (coll) collectionIndex.set(coll.id, idx + 1);
      const collAccess = coll ? COLLECTIONS[collections.indexOf(coll)]!.access : null;
      return {
        title: plan.title,
        description: `${plan.title}：${TOPICS[i % TOPICS.length]!.description}。高清画质，精彩不容错过。`,
        cover: covers[i]!,
        duration: Math.round(stream.duration),
        streamId: stream.id,
        access: collAccess === 'paid' || collAccess === 'vip' ? collAccess : plan.access,
        price: collAccess === 'paid' ? 800 : plan.price,
        previewSeconds: plan.previewSeconds,
        isShort: i % 4 === 1,
        topicId: topics[i % topics.length]!.id,
        actorId: actors[(i * 3) % actors.length]!.id,
        collectionId: coll?.id ?? null,
        collectionIndex: idx,
        views: 500 + ((i * 7919) % 98_000),
        likes: 20 + ((i * 613) % 4_800),
        favourites: (i * 37) % 900,
        publishedAt: new Date(now - i * 5 * 3600_000 - (i % 3) * 17 * 60_000),
      };
    });
    const videos = await tx.insert(mediaVideos).values(rows).returning({ id: mediaVideos.id });
    await tx.insert(mediaVideoTags).values(
      videos.flatMap((v, i) => {
        const picks = new Set([i % tags.length, (i * 5 + 3) % tags.length, (i * 11 + 7) % tags.length]);
        return [...picks].map((t) => ({ videoId: v.id, tagId: tags[t]!.id }));
      }),
    );
    await tx.insert(hotSearches).values(
      ['风起长安', '悬疑', '深夜食堂', '迷雾侦探社', '纪录片', '喜剧', '星际旅人', '美食'].map(
        (keyword, i) => ({
          keyword,
          hot: 98_000 - i * 7_321,
          sort: i,
        }),
      ),
    );
    // A few viewers and a comment thread on the first videos, so comments are not empty.
    const viewers = await tx
      .insert(users)
      .values(
        ['追剧小能手', '影评人阿木', '夜猫子'].map((nickname, i) => ({
          nickname,
          isGuest: false,
          avatar: avatars[ACTORS.length + i]!,
        })),
      )
      .returning({ id: users.id });
    for (const v of videos.slice(0, 3)) {
      const thread = { targetKind: 'video', targetId: v.id } as const;
      const [root] = await tx
        .insert(comments)
        .values({ ...thread, userId: viewers[0]!.id, text: '画面好清晰，节奏也很好，推荐！', replyCount: 2 })
        .returning({ id: comments.id });
      const [first] = await tx
        .insert(comments)
        .values({
          ...thread,
          userId: viewers[1]!.id,
          rootId: root!.id,
          parentId: root!.id,
          replyToUserId: viewers[0]!.id,
          text: '同感，结尾那段特别棒。',
        })
        .returning({ id: comments.id });
      await tx.insert(comments).values([
        {
          ...thread,
          userId: viewers[2]!.id,
          rootId: root!.id,
          parentId: first!.id,
          replyToUserId: viewers[1]!.id,
          text: '还有续集吗？',
        },
        { ...thread, userId: viewers[2]!.id, text: '收藏了，周末慢慢看。' },
      ]);
      await tx.update(mediaVideos).set({ comments: 4 }).where(sql`${mediaVideos.id} = ${v.id}`);
    }
    return true;
  });
  if (!seeded) return { seeded: false, videos: 0 };
  deps.log?.info({ videos: count, streams: packaged.length }, 'demo media seeded');
  return { seeded: true, videos: count };
}
