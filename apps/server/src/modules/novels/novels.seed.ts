/**
 * Demo novels and audio books (DEMO_CONTENT=on, once, when no book exists): eight novels whose
 * chapters are written from sentence pools, and six audio books whose tracks are synthesised
 * speech-like WAV (wav.ts). Early chapters are free, later ones cost gold, some are VIP.
 */
import { rng } from '../../demo/rng.ts';
import { type DemoDeps, isEmpty } from '../../demo/seed.ts';
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
  {
    title: '青梅煮酒',
    author: '苏小暖',
    category: '都市',
    description: '毕业十年的同学会上，她又遇见了那个欠她一把伞的人。',
    chapters: ['同学会', '一把伞', '旧照片', '雨季', '重逢', '告白'],
    people: ['许念', '陆川', '小鱼'],
    places: ['老街咖啡馆', '母校操场', '江边', '地铁站'],
    sentences: [
      '{a}推开{place}的门，风铃响了一声。',
      '“好久不见。”{b}笑着说，好像这十年只是一个下午。',
      '她低头搅着杯子里的咖啡，没有抬头。',
      '窗外下起了小雨，和那年一模一样。',
      '{b}从包里拿出一把旧伞，伞骨已经有些生锈。',
      '{a}忽然想起毕业那天，{place}的广播里放着一首老歌。',
      '有些话，当时没说出口，后来就再也没有机会了。',
      '“这次，我送你回家吧。”{b}说。',
      '路灯一盏一盏亮起来，照着湿漉漉的街道。',
      '她笑了，眼睛里却有一点点泪光。',
    ],
    score: 8.9,
    views: 52_000,
  },
  {
    title: '天命棋局',
    author: '玄一',
    category: '玄幻',
    description: '一枚古旧的棋子，让山村少年看见了天地间纵横交错的命线。',
    chapters: ['棋子', '命线', '入山', '试炼', '棋局', '破局'],
    people: ['叶白', '师父', '云瑶', '黑衣人'],
    places: ['青云山', '藏经阁', '断崖', '山门前'],
    sentences: [
      '{a}握紧手中的棋子，掌心传来一阵温热。',
      '{place}的云雾翻涌，像一片望不到边的海。',
      '“你看见了什么？”{b}问。',
      '天地之间，无数细线交错，每一根都连着一个人的命。',
      '{a}深吸一口气，落下了第一子。',
      '风停了，连鸟鸣声也消失了。',
      '{b}的眼神变了，那是{a}从未见过的神色。',
      '棋盘上黑白交错，杀机暗藏。',
      '他忽然明白，这一局棋，下了整整三百年。',
      '山门前的古钟，无风自鸣。',
    ],
    score: 8.8,
    views: 47_000,
  },
  {
    title: '深海回声',
    author: '蓝鲸',
    category: '科幻',
    description: '深海研究站失联七十二小时后，唯一的幸存者说：它们在唱歌。',
    chapters: ['下潜', '失联', '回声', '第七舱', '上浮'],
    people: ['沈默', '艾琳', '站长'],
    places: ['研究站', '压力舱', '海沟边缘', '控制室'],
    sentences: [
      '声呐屏幕上，一道陌生的波形缓缓出现。',
      '{a}戴上耳机，听见了一段低沉而悠长的声音。',
      '“那不是鲸鱼。”{b}说。',
      '{place}的灯闪了两下，又恢复了正常。',
      '水压表的指针停在一个令人不安的数字上。',
      '他们已经在海底待了四十天，没有人见过太阳。',
      '{a}在日志里写下：今天，它们又来了。',
      '舱壁外传来轻轻的敲击声，一下，两下，三下。',
      '{b}把手按在玻璃上，外面是无边的黑暗。',
      '如果那是语言，它们想说什么？',
    ],
    score: 8.7,
    views: 39_000,
  },
  {
    title: '我在大理开客栈',
    author: '木子',
    category: '都市',
    description: '辞职、卖房、去大理，她以为自己在逃离，其实是在找回自己。',
    chapters: ['辞职', '洱海', '第一位客人', '雨季', '满房'],
    people: ['林夏', '老杨', '阿朵'],
    places: ['古城', '洱海边', '客栈院子', '菜市场'],
    sentences: [
      '{a}在{place}租下了一个小院子，院里有一棵老石榴树。',
      '早上的阳光照在苍山上，雪线清清楚楚。',
      '{b}送来一筐刚摘的梅子，说是邻居的心意。',
      '第一位客人是个背着吉他的年轻人。',
      '雨季来的时候，院子里的花开得更盛了。',
      '{a}学会了做乳扇，也学会了慢下来。',
      '晚上大家围着火塘聊天，一直聊到深夜。',
      '她忽然不想回去了。',
    ],
    score: 8.6,
    views: 33_000,
  },
  {
    title: '长夜侦探',
    author: '柯南北',
    category: '悬疑',
    description: '每一个长夜里，都有一个等待被讲出来的真相。',
    chapters: ['雪夜', '密室', '证词', '钟声', '真相'],
    people: ['周衡', '林警官', '管家'],
    places: ['旧洋楼', '书房', '花园', '阁楼'],
    sentences: [
      '雪下了一整夜，{place}外没有一个脚印。',
      '{a}蹲下身，仔细看着地毯上的水渍。',
      '“门是从里面锁上的。”{b}说。',
      '壁炉里的火已经熄灭，只剩一点余温。',
      '钟敲了十二下，所有人都抬起了头。',
      '{a}注意到，书架上少了一本书。',
      '每个人都说了谎，只是谎言的大小不同。',
      '{b}的手在发抖，却坚持说自己整晚都在房间里。',
      '真相往往藏在最不起眼的地方。',
    ],
    score: 8.5,
    views: 28_000,
  },
  {
    title: '剑来江湖',
    author: '白衣',
    category: '武侠',
    description: '一个不会武功的说书人，讲着讲着，自己成了江湖里的传说。',
    chapters: ['说书', '茶馆', '夜行', '比剑', '江湖'],
    people: ['说书人老陈', '小六', '白衣剑客'],
    places: ['茶馆', '渡口', '竹林', '城门外'],
    sentences: [
      '醒木一拍，{place}里顿时安静下来。',
      '“话说那一年，江南下了三个月的雨。”{a}慢慢说道。',
      '{b}坐在角落里，手边放着一把没有剑鞘的剑。',
      '竹林里风声很大，像千军万马。',
      '{a}从来没拿过剑，却讲了一辈子的剑。',
      '月光下，两个人影相对而立。',
      '茶已经凉了，故事还没讲完。',
      '江湖很远，又好像就在门外。',
    ],
    score: 8.4,
    views: 21_000,
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
  {
    title: '唐诗夜读',
    narrator: '晚舟',
    author: '佚名',
    category: '有声',
    description: '每晚读一首唐诗，讲一讲诗背后的人和事。',
    tracks: ['静夜思', '春晓', '登鹳雀楼'],
    voice: 0.45,
    free: 2,
  },
  {
    title: '小王子',
    narrator: '星语',
    author: '圣埃克苏佩里',
    category: '有声',
    description: '一颗小小的星球，一朵骄傲的玫瑰，一位来自远方的小王子。',
    tracks: ['第一颗星球', '玫瑰', '狐狸', '回家'],
    voice: 0.6,
    free: 2,
  },
  {
    title: '睡前森林',
    narrator: '阿木',
    author: '林间',
    category: '有声',
    description: '森林里的小动物们，每晚都有一个温柔的故事。',
    tracks: ['小熊失眠了', '刺猬的雨伞', '月亮船'],
    voice: 0.3,
    free: 3,
  },
  {
    title: '历史的拐角',
    narrator: '老魏',
    author: '魏先生',
    category: '有声',
    description: '那些改变了历史走向的小事情，十五秒讲一个。',
    tracks: ['一封迟到的信', '一场大雾', '一粒种子', '一次迷路'],
    voice: 0.85,
    free: 1,
  },
];

const TRACK_SECONDS = 15;

export async function seedBooks(deps: DemoDeps): Promise<{ seeded: boolean; books: number }> {
  const { db, storage, imageKey } = deps;
  if (!(await isEmpty(db, books))) return { seeded: false, books: 0 };
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
        score: 9.1 - b * 0.2,
        views: 40_000 - b * 6_000,
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
