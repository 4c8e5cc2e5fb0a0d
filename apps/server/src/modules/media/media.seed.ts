import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { users } from '../../db/core.schema.ts';
import { alternateScheme, type DemoDeps, isEmpty, storeDrawnImage } from '../../demo/seed.ts';
import { serverPath } from '../../paths.ts';
import { insertCommentRows } from '../comments/comments.service.ts';
import {
  hotSearches,
  mediaActors,
  mediaCollections,
  mediaStreams,
  mediaTags,
  mediaTopics,
  mediaVideos,
  mediaVideoTags,
  mediaVideoViews,
} from './media.schema.ts';
import { type PackagedStream, packageStream } from './pipeline/package.ts';

/**
 * Demo long video for an empty media catalogue (DEMO_CONTENT=on): the three small streams
 * committed under apps/server/media/demo (plain MPEG-TS, made once by scripts/make-demo-media.ts)
 * are encrypted here with fresh keys into storage, and dozens of videos with Chinese titles,
 * tags, actors, topics and collections share them. Covers are drawn here as SVG and stored as
 * WebP, obfuscated.
 *
 * Fixed ids on a fresh database (browser tests rely on them): video 1 is free, video 2 is
 * paid (1,000 = 10 gold, 6 s preview), video 3 is VIP only.
 */

export const DEMO_MEDIA_DIR = serverPath('media', 'demo');

/** [from, to, accent] per cover, as CSS colours. */
const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#ff5e62', '#3c1053', '#ffcb70'],
  ['#366ce3', '#0c1445', '#7fd3ff'],
  ['#00b4a0', '#0a283c', '#c8ffe6'],
  ['#ff8e0d', '#5a1e0a', '#ffeaa3'],
  ['#b478ff', '#281450', '#ffc8f0'],
  ['#f0468c', '#320a28', '#ffdc78'],
  ['#5ac85a', '#0f321e', '#e6ffb4'],
  ['#e63c3c', '#1e1e28', '#fafafa'],
];

/**
 * A demo cover as a small SVG, stored as WebP (storeDrawnImage): a gradient, soft shapes and a
 * play mark. No text: the card shows the title, and a server without a CJK font would draw boxes.
 * Self-contained: no scripts, no external references.
 */
export function drawCover(seed: number, width = 480, height = 270): Uint8Array {
  const [a, b, c] = PALETTES[seed % PALETTES.length]!;
  const [from, to] = seed % 2 ? [a, b] : [b, a];
  const r = Math.round(height * (0.35 + (seed % 4) * 0.08));
  const cx = Math.round(width * (0.72 - (seed % 3) * 0.12));
  const stripe = 36 + (seed % 5) * 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="s" width="${stripe}" height="${stripe}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="${Math.round(stripe / 4)}" height="${stripe}" fill="${c}" fill-opacity=".07"/></pattern>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${cx}" cy="${Math.round(height * 0.45)}" r="${r}" fill="${c}" fill-opacity=".28"/>
<circle cx="${Math.round(width * 0.18 + (seed % 5) * 20)}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.18)}" fill="#fff" fill-opacity=".1"/>
<rect width="${width}" height="${height}" fill="url(#f)"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(height * 0.13)}" fill="#000" fill-opacity=".3"/>
<path d="M${width / 2 - height * 0.035} ${height / 2 - height * 0.06}v${height * 0.12}l${height * 0.09} -${height * 0.06}z" fill="#fff" fill-opacity=".92"/>
</svg>`;
  return new TextEncoder().encode(svg);
}

export function drawAvatar(seed: number): Uint8Array {
  const [a, b, c] = PALETTES[(seed + 3) % PALETTES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="18" fill="${c}"/><rect x="18" y="62" width="60" height="44" rx="22" fill="${c}"/></svg>`;
  return new TextEncoder().encode(svg);
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

export const DEMO_VIDEO_COUNT = 64;

const REGIONS = ['中国大陆', '中国大陆', '中国香港', '中国台湾', '日本', '韩国', '美国', '英国'];

/**
 * Length of the i-th demo video, seconds: short clips, episodes and films. The demo streams are
 * short (they ship in the repository); a video longer than its stream plays the stream again,
 * pass after pass, until its length is filled (delivery.ts playOrder), so the player's length
 * is the card's. Lengths are even: the demo streams' segments are 2 s each.
 */
export function demoDuration(i: number, streamSeconds: number): number {
  if (i < 8) return Math.round(streamSeconds); // the videos the browser tests play
  const kinds = [96, 312, 1_380, 2_710, 5_460, 7_020, 640, 1_926];
  return kinds[i % kinds.length]! + 2 * ((i * 37) % 30);
}

/** Views of video i on the day `daysAgo` (0 today): each has its own curve, so charts differ. */
export function demoDailyViews(i: number, daysAgo: number): number {
  const base = 20 + ((i * 7919) % 480);
  const rising = i % 3 === 0 ? Math.max(0, 30 - daysAgo * 3) * 12 : 0; // new hits lead the 日榜
  const fading = i % 3 === 1 ? Math.max(0, daysAgo - 6) * 9 : 0; // old favourites lead the 月榜
  return base + rising + fading + ((i * 31 + daysAgo * 17) % 40);
}

export interface MediaSeedResult {
  seeded: boolean;
  videos: number;
}

export async function seedDemoMedia(
  deps: DemoDeps & {
    /** Fewer videos (tests). */
    videoCount?: number;
  },
): Promise<MediaSeedResult> {
  const { db, storage } = deps;
  if (!(await isEmpty(db, mediaVideos))) return { seeded: false, videos: 0 };
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
  // Drawn together: sharp renders on its own threads.
  let n = 0;
  const store = (svg: Uint8Array) => storeDrawnImage(deps, 'demo', svg, { scheme: alternateScheme(n++) });
  const [covers, collectionCovers, topicCovers, avatars] = await Promise.all([
    Promise.all(Array.from({ length: count }, (_, i) => store(drawCover(i)))),
    Promise.all(COLLECTIONS.map((_, i) => store(drawCover(i + 100)))),
    Promise.all(TOPICS.map((_, i) => store(drawCover(i + 200, 750, 300)))),
    Promise.all(Array.from({ length: ACTORS.length + 3 }, (_, i) => store(drawAvatar(i)))),
  ]);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lld:demo-media-seed'))`);
    if (!(await isEmpty(tx, mediaVideos))) return false;
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
        duration: demoDuration(i, stream.duration),
        region: REGIONS[(i * 5) % REGIONS.length]!,
        year: 2026 - ((i * 3) % 8),
        streamId: stream.id,
        // A collection's episodes share its access: a free collection holds only free videos.
        access: collAccess ?? plan.access,
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
    // Real per-day view counts for the charts (日榜/周榜/月榜), a month of them.
    const today = new Date(now);
    const dayOf = (ago: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ago))
        .toISOString()
        .slice(0, 10);
    await tx.insert(mediaVideoViews).values(
      videos.flatMap((v, i) =>
        Array.from({ length: 30 }, (_, ago) => ({
          videoId: v.id,
          day: dayOf(ago),
          views: demoDailyViews(i, ago),
        })),
      ),
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
      /** A reply by viewer `from` to viewer `to`'s comment `parent` in the thread of `root`. */
      const reply = (from: number, to: number, root: number, parent: number, text: string) => ({
        ...thread,
        userId: viewers[from]!.id,
        rootId: root,
        parentId: parent,
        replyToUserId: viewers[to]!.id,
        text,
      });
      const [root] = await insertCommentRows(tx, [
        { ...thread, userId: viewers[0]!.id, text: '画面好清晰，节奏也很好，推荐！', replyCount: 2 },
      ]);
      const [first] = await insertCommentRows(tx, [
        reply(1, 0, root!.id, root!.id, '同感，结尾那段特别棒。'),
      ]);
      await insertCommentRows(tx, [
        reply(2, 1, root!.id, first!.id, '还有续集吗？'),
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
