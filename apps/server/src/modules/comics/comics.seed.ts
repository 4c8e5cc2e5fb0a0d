import { drawAvatar, drawCover, drawPage, PALETTES } from '../../demo/comic-art.ts';
import { rng } from '../../demo/rng.ts';
import { alternateScheme, type DemoDeps, isEmpty, storeImage } from '../../demo/seed.ts';
import {
  comicAuthors,
  comicCategories,
  comicChapters,
  comicPages,
  comics,
  comicTagLinks,
  comicTags,
} from './comics.schema.ts';

/**
 * Demo comics (DEMO_CONTENT=on, once, when no comic exists): ten series of 8–30 chapters
 * with pages drawn as SVG. Chapters 1–3 are free, every sixth is VIP, the rest cost gold;
 * one series is free throughout.
 */

interface Series {
  title: string;
  author: string;
  category: string;
  tags: string[];
  chapters: number;
  finished: boolean;
  allFree?: boolean;
  score: number;
  views: number;
  description: string;
  lines: string[];
}

const CATEGORIES = ['热血', '恋爱', '古风', '悬疑', '日常', '科幻'];

const SERIES: Series[] = [
  {
    title: '星河彼岸',
    author: '北辰',
    category: '科幻',
    tags: ['冒险', '热血', '太空'],
    chapters: 24,
    finished: false,
    score: 9.3,
    views: 128_000,
    description: '少年驾驶旧货船穿越星门，寻找失踪的父亲，却卷入了一场横跨银河的阴谋。',
    lines: [
      '引擎过热了！',
      '前面就是星门',
      '抓紧扶手！',
      '父亲留下的坐标……',
      '这艘船还能飞吗？',
      '跃迁倒计时三秒',
      '那是什么光？',
      '我们到了吗',
    ],
  },
  {
    title: '恋爱预报',
    author: '晴天',
    category: '恋爱',
    tags: ['甜宠', '校园'],
    chapters: 20,
    finished: false,
    score: 9.1,
    views: 96_000,
    description: '能看见“心动指数”的女孩，偏偏读不出同桌的数值。',
    lines: [
      '今天也是晴天呢',
      '你的数值是多少？',
      '才、才没有脸红！',
      '放学一起走吗',
      '下雨了……',
      '伞借你一半',
      '这是预报之外的事',
      '明天见',
    ],
  },
  {
    title: '剑起长安',
    author: '墨白',
    category: '古风',
    tags: ['武侠', '热血', '权谋'],
    chapters: 30,
    finished: false,
    score: 9.5,
    views: 210_000,
    description: '落魄剑客重回长安，一柄断剑，一壶浊酒，要问这天下一个公道。',
    lines: [
      '此剑名为长安',
      '来者何人？',
      '一壶酒，换你一命',
      '城门已闭',
      '你输了',
      '江湖路远',
      '师父，我回来了',
      '看剑！',
    ],
  },
  {
    title: '夜行侦探社',
    author: '青衫',
    category: '悬疑',
    tags: ['推理', '都市'],
    chapters: 14,
    finished: true,
    score: 8.9,
    views: 74_000,
    description: '只在午夜营业的侦探社，接的都是白天没人敢接的案子。',
    lines: [
      '凌晨两点的委托',
      '门锁没有被撬过',
      '凶手就在我们中间',
      '这个脚印不对',
      '你在说谎',
      '真相只有一个',
      '灯灭了！',
      '案子结了',
    ],
  },
  {
    title: '青石巷的猫',
    author: '小满',
    category: '日常',
    tags: ['治愈', '萌宠'],
    chapters: 12,
    finished: true,
    allFree: true,
    score: 9.0,
    views: 52_000,
    description: '老城区的一只橘猫，和它照看的一整条巷子的人。',
    lines: [
      '喵～',
      '今天的鱼干呢',
      '下雨就躲进书店',
      '老奶奶早上好',
      '又胖了吧你',
      '晒太阳最舒服',
      '巷口来了新邻居',
      '晚安，青石巷',
    ],
  },
  {
    title: '末日食堂',
    author: '阿饱',
    category: '热血',
    tags: ['热血', '搞笑', '美食'],
    chapters: 18,
    finished: false,
    score: 8.7,
    views: 88_000,
    description: '世界末日了，但饭还是要好好吃的——废土上最后一家食堂开张了。',
    lines: [
      '今日特供：红烧肉',
      '丧尸也要排队！',
      '最后一袋大米了',
      '开饭啦！',
      '这锅汤能救命',
      '老板，再来一碗',
      '食材不够了……',
      '出发去找调料',
    ],
  },
  // Four more (issue 22: a demo of ten comics), shorter, with tags of their own, scored and
  // viewed below the six above so the rankings and lists the tests know keep their order.
  {
    title: '雾港来信',
    author: '闻笛',
    category: '悬疑',
    tags: ['民国', '谍战'],
    chapters: 10,
    finished: false,
    score: 8.6,
    views: 31_000,
    description: '雾港的邮差每天送出一百封信，只有一封会在第二天被人烧掉。',
    lines: [
      '这封信没有邮戳',
      '码头起雾了',
      '别回头',
      '暗号对上了',
      '灯塔今晚不亮',
      '他在说谎',
      '快走！',
      '信上写的是你',
    ],
  },
  {
    title: '山海食客',
    author: '半夏',
    category: '古风',
    tags: ['神怪', '料理'],
    chapters: 9,
    finished: false,
    score: 8.4,
    views: 24_000,
    description: '给山海经里的神兽做饭的小厨娘，今天的客人是一只饿了三千年的饕餮。',
    lines: [
      '客官里面请',
      '这是什么肉？',
      '火候到了',
      '饕餮来了！',
      '再加一勺糖',
      '神兽也挑食',
      '好香啊',
      '明日再来',
    ],
  },
  {
    title: '机甲少女日志',
    author: '零号',
    category: '科幻',
    tags: ['机甲', '成长'],
    chapters: 8,
    finished: false,
    score: 8.2,
    views: 19_000,
    description: '报废场里捡到的旧机甲会说话，而且它坚持说自己是我的妈妈。',
    lines: [
      '系统重启中',
      '你好，驾驶员',
      '能量只剩三成',
      '出击！',
      '这是我的机甲',
      '警报！',
      '别怕，我在',
      '训练开始',
    ],
  },
  {
    title: '便利店的夜班',
    author: '阿棠',
    category: '日常',
    tags: ['职场', '温情'],
    chapters: 8,
    finished: false,
    score: 8.0,
    views: 12_000,
    description: '凌晨两点的便利店，来买关东煮的客人们各有各的故事。',
    lines: [
      '欢迎光临',
      '关东煮还有吗',
      '今晚好冷',
      '要热一下吗？',
      '又是你呀',
      '雨伞借你',
      '下班啦',
      '天亮了',
    ],
  },
];

const PAGES_PER_CHAPTER = 4;

function accessOf(s: Series, index: number): { access: 'free' | 'vip' | 'paid'; price: number } {
  if (s.allFree || index <= 3) return { access: 'free', price: 0 };
  if (index % 6 === 0) return { access: 'vip', price: 300 };
  return { access: 'paid', price: 200 + (index % 3) * 50 };
}

export interface SeedComicsResult {
  seeded: boolean;
  comics: number;
  chapters: number;
  pages: number;
}

export async function seedComics(deps: DemoDeps): Promise<SeedComicsResult> {
  const { db } = deps;
  if (!(await isEmpty(db, comics))) return { seeded: false, comics: 0, chapters: 0, pages: 0 };

  let n = 0;
  const store = (svg: string) => storeImage(deps, 'comics', svg, { scheme: alternateScheme(n++) });

  const started = Date.now();
  let chapterTotal = 0;
  let pageTotal = 0;
  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(comicCategories)
      .values(CATEGORIES.map((name, sort) => ({ name, sort })))
      .returning();
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
    const tagNames = [...new Set(SERIES.flatMap((s) => s.tags))];
    const tagRows = await tx
      .insert(comicTags)
      .values(tagNames.map((name) => ({ name })))
      .returning();
    const tagId = new Map(tagRows.map((t) => [t.name, t.id]));

    for (const [si, s] of SERIES.entries()) {
      const palette = PALETTES[si % PALETTES.length]!;
      const [author] = await tx
        .insert(comicAuthors)
        .values({
          name: s.author,
          avatar: await store(drawAvatar(s.author, palette)),
          intro: `代表作《${s.title}》`,
        })
        .returning();
      const updatedAt = new Date(started - si * 3_600_000 * 7);
      const [comic] = await tx
        .insert(comics)
        .values({
          title: s.title,
          cover: await store(drawCover(s.title, s.category, palette, si + 1)),
          description: s.description,
          authorId: author!.id,
          categoryId: categoryId.get(s.category)!,
          finished: s.finished ? 1 : 0,
          views: s.views,
          score: s.score,
          chapterCount: s.chapters,
          latestChapterTitle: `第${s.chapters}话`,
          updatedAt,
        })
        .returning();
      await tx
        .insert(comicTagLinks)
        .values(s.tags.map((t) => ({ comicId: comic!.id, tagId: tagId.get(t)! })));

      for (let index = 1; index <= s.chapters; index++) {
        const { access, price } = accessOf(s, index);
        const [chapter] = await tx
          .insert(comicChapters)
          .values({
            comicId: comic!.id,
            index,
            title: `第${index}话`,
            access,
            price,
            pageCount: PAGES_PER_CHAPTER,
          })
          .returning();
        const next = rng(si * 1000 + index);
        const pages: Array<typeof comicPages.$inferInsert> = [];
        for (let p = 0; p < PAGES_PER_CHAPTER; p++) {
          const height = next() < 0.5 ? 1000 : 1200;
          const offset = Math.floor(next() * s.lines.length);
          const captions = s.lines.map((_, k) => s.lines[(offset + k) % s.lines.length]!);
          if (p === 0) captions[0] = `第${index}话`;
          const svg = drawPage({
            seed: si * 100_000 + index * 100 + p,
            palette,
            height,
            captions,
            footer: `${s.title} · 第${index}话 · ${p + 1}/${PAGES_PER_CHAPTER}`,
          });
          pages.push({ chapterId: chapter!.id, index: p, path: await store(svg), width: 750, height });
        }
        await tx.insert(comicPages).values(pages);
        chapterTotal++;
        pageTotal += pages.length;
      }
    }
  });
  deps.log?.info(
    { comics: SERIES.length, chapters: chapterTotal, pages: pageTotal, ms: Date.now() - started },
    'demo comics seeded',
  );
  return { seeded: true, comics: SERIES.length, chapters: chapterTotal, pages: pageTotal };
}
