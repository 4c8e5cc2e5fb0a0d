/**
 * Demo novels and audio books (DEMO_CONTENT=on, once, when no book exists): two novels whose
 * chapters are written from sentence pools, and two audio books whose tracks are synthesised
 * speech-like WAV (wav.ts). Early chapters are free, later ones cost gold, some are VIP.
 */
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/database.ts';
import { rng } from '../../demo/comic-art.ts';
import { type ChapterInput, insertBook } from './novels.import.ts';
import { books } from './novels.schema.ts';
import { encodeWav, synthSpeech } from './wav.ts';

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

interface NovelPlan {
  title: string;
  author: string;
  category: string;
  description: string;
  chapters: string[];
  people: string[];
  places: string[];
  sentences: string[];
  score: number;
  views: number;
}

const NOVELS: NovelPlan[] = [
  {
    title: '长安夜雨',
    author: '林间',
    category: '古言',
    description: '雨夜长安，一封没有署名的信，把绣坊的姑娘卷进了十年前的旧案。',
    chapters: [
      '雨夜来信',
      '绣坊旧事',
      '西市灯火',
      '故人',
      '夜探侯府',
      '一枚铜钱',
      '雨停',
      '真相',
      '归处',
      '长安',
    ],
    people: ['沈青禾', '顾言之', '阿鸢', '老掌柜'],
    places: ['西市', '绣坊', '朱雀大街', '侯府后巷', '城南渡口'],
    sentences: [
      '雨从傍晚一直下到深夜，{place}的青石板上积了一层薄薄的水光。',
      '{a}把灯芯挑亮了些，低头看着手里那封没有署名的信。',
      '“你终于来了。”{b}的声音很轻，却让{a}心里一紧。',
      '{a}没有回答，只是把伞收起来，靠在门边。',
      '远处传来更鼓声，一声，又一声，像是在数着谁的心事。',
      '{b}说，十年前的那个雨夜，{place}也是这样安静。',
      '她忽然想起母亲临走前说过的话：针脚要密，心要定。',
      '窗外有人影一闪而过，{a}屏住了呼吸。',
      '“这件事，你知道多少？”{b}问。',
      '{a}把铜钱放在桌上，铜钱上的字已经被磨得看不清了。',
      '风把雨吹进廊下，打湿了她的衣角。',
      '他们谁也没有再说话，只听见雨声落在瓦上。',
      '天快亮的时候，{place}的方向亮起了一盏灯。',
      '{a}知道，有些门一旦推开，就再也关不上了。',
    ],
    score: 9.2,
    views: 86_000,
  },
  {
    title: '星海归途',
    author: '北辰',
    category: '科幻',
    description: '一艘迷航三百年的殖民舰突然收到了来自地球的信号，而信号里是船长自己的声音。',
    chapters: ['苏醒', '信号', '冷库', '第七甲板', '回声', '航线', '抉择', '归途'],
    people: ['林远', '舰载智能“灯塔”', '陈舟', '莉娅'],
    places: ['舰桥', '冷冻舱', '第七甲板', '观测窗前', '引擎室'],
    sentences: [
      '{a}醒来的时候，{place}里只剩下应急灯微弱的红光。',
      '“欢迎回来，”{b}说，“你已经睡了三百一十二年。”',
      '舷窗外是一片陌生的星空，没有一颗星星是他认识的。',
      '{a}把手按在冰冷的控制台上，屏幕一行行亮了起来。',
      '信号很弱，夹杂着大量噪声，但那个声音他不会认错。',
      '“那是你的声音。”{b}停顿了一下，“准确地说，是船长的。”',
      '{place}的门缓缓打开，冷气像潮水一样涌出来。',
      '他们沿着狭窄的走廊前进，脚步声在金属墙壁间回荡。',
      '星图上，一条早已废弃的航线正在闪烁。',
      '{a}忽然意识到，这艘船从来没有迷航。',
      '“如果我们回去，”{b}问，“地球还会记得我们吗？”',
      '引擎的低鸣声越来越响，整艘船都在轻轻颤抖。',
      '他想起出发那天，港口的灯光一直延伸到海平线。',
      '{a}按下了确认键，航向改变了零点三度。',
    ],
    score: 9.0,
    views: 64_000,
  },
];

function writeChapter(plan: NovelPlan, index: number): string {
  const next = rng(plan.title.length * 977 + index * 31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const paragraphs: string[] = [];
  const count = 12 + Math.floor(next() * 6);
  for (let p = 0; p < count; p++) {
    const n = 2 + Math.floor(next() * 3);
    // Distinct sentences within a paragraph.
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(Math.floor(next() * plan.sentences.length));
    const text = [...chosen]
      .map((k) =>
        plan.sentences[k]!.replaceAll('{a}', plan.people[index % plan.people.length]!)
          .replaceAll('{b}', pick(plan.people))
          .replaceAll('{place}', pick(plan.places)),
      )
      .join('');
    paragraphs.push(text);
  }
  return paragraphs.join('\n\n');
}

function access(index: number, freeCount: number, price: number): Pick<ChapterInput, 'access' | 'price'> {
  if (index <= freeCount) return { access: 'free' };
  if (index % 5 === 0) return { access: 'vip', price: price * 2 };
  return { access: 'paid', price };
}

const AUDIO_BOOKS = [
  {
    title: '山海夜话',
    narrator: '青禾',
    author: '佚名',
    category: '有声',
    description: '每晚一个山海经里的小故事，陪你慢慢入睡。',
    tracks: ['烛龙', '精卫', '九尾狐', '夸父', '应龙'],
    voice: 0.7,
    free: 2,
  },
  {
    title: '城南旧事录',
    narrator: '老周',
    author: '周先生',
    category: '有声',
    description: '老城南的茶馆、戏台和巷子，一位老人讲给你听。',
    tracks: ['茶馆', '戏台', '旧巷', '年夜'],
    voice: 0.2,
    free: 4,
  },
];

const TRACK_SECONDS = 15;

export async function seedBooks(deps: {
  db: Database;
  storage: Storage;
  imageKey: string;
  log?: FastifyBaseLogger;
}): Promise<{ seeded: boolean; books: number }> {
  const { db, storage, imageKey } = deps;
  const [existing] = await db.select({ n: count() }).from(books);
  if ((existing?.n ?? 0) > 0) return { seeded: false, books: 0 };
  let seed = 10;
  for (const plan of NOVELS) {
    await insertBook(
      db,
      storage,
      imageKey,
      {
        kind: 'text',
        title: plan.title,
        author: plan.author,
        category: plan.category,
        description: plan.description,
        score: plan.score,
        views: plan.views,
        chapters: plan.chapters.map((name, i) => ({
          title: `第${NUMERALS[i] ?? i + 1}章 ${name}`,
          content: writeChapter(plan, i + 1),
          ...access(i + 1, 3, 100),
        })),
      },
      seed++,
    );
  }
  for (const [b, book] of AUDIO_BOOKS.entries()) {
    await insertBook(
      db,
      storage,
      imageKey,
      {
        kind: 'audio',
        title: book.title,
        author: book.author,
        narrator: book.narrator,
        category: book.category,
        description: book.description,
        finished: true,
        score: 9.1 - b * 0.3,
        views: 40_000 - b * 9_000,
        chapters: book.tracks.map((name, i) => ({
          title: `第${i + 1}集 ${name}`,
          audio: {
            bytes: encodeWav(synthSpeech(TRACK_SECONDS, b * 100 + i, book.voice)),
            ext: '.wav',
            duration: TRACK_SECONDS,
          },
          ...access(i + 1, book.free, 50),
        })),
      },
      seed++,
    );
  }
  deps.log?.info({ books: NOVELS.length + AUDIO_BOOKS.length }, 'demo books seeded');
  return { seeded: true, books: NOVELS.length + AUDIO_BOOKS.length };
}
