import type { AiCreditPack, AiTemplate } from '@lld/protocol/api/ai';
import type { AiToolName } from '@lld/protocol/api/calls/ai';

/**
 * What the studio sells and offers: the price of each tool in credits (code), and the demo's
 * credit packs and templates (image styles, face-change scenes, companion characters), which
 * seed the ai_credit_packs and ai_templates tables the operator edits (ai-catalog.service.ts).
 * The prompt of a template stays on the server.
 */

/** Credits per run: per image (text to image), per message (companion). */
export const TOOL_PRICES: Record<AiToolName, number> = {
  image: 10,
  faceswap: 20,
  video: 60,
  novel: 30,
  companion: 2,
};

export const DEMO_CREDIT_PACKS: readonly Omit<AiCreditPack, 'id'>[] = [
  { name: '体验包 100 点', credits: 100, price: 1000, currency: 'gold' },
  { name: '进阶包 550 点', credits: 550, price: 5000, currency: 'gold' },
  { name: '钻石包 300 点', credits: 300, price: 300, currency: 'diamond' },
  { name: '钻石大包 1200 点', credits: 1200, price: 1000, currency: 'diamond' },
];

export interface Template extends Omit<AiTemplate, 'price'> {
  /** Added to the user's prompt (styles) or used as the scene (face change) / persona (companion). */
  prompt: string;
}

export const DEMO_TEMPLATES: readonly Template[] = [
  {
    id: 'style-anime',
    tool: 'image',
    name: '动漫',
    desc: '明亮的日系动漫风格',
    prompt: '动漫风格，明亮色彩，',
    cover: '',
    colors: ['#ff9ac1', '#7a6cff'],
  },
  {
    id: 'style-ink',
    tool: 'image',
    name: '水墨',
    desc: '中国水墨山水',
    prompt: '水墨画，山，留白，',
    cover: '',
    colors: ['#e9e4d8', '#3b3b3b'],
  },
  {
    id: 'style-night',
    tool: 'image',
    name: '星夜',
    desc: '星空与月光',
    prompt: '夜晚，星空，月光，',
    cover: '',
    colors: ['#0b1d3a', '#6a4cff'],
  },
  {
    id: 'style-sea',
    tool: 'image',
    name: '海岸',
    desc: '蓝色海岸与阳光',
    prompt: '海边，蓝色海水，阳光，',
    cover: '',
    colors: ['#7fd3f7', '#1c6fb8'],
  },
  {
    id: 'style-spring',
    tool: 'image',
    name: '春日',
    desc: '粉色花海',
    prompt: '春天，粉色花，',
    cover: '',
    colors: ['#ffd6e7', '#ff8fb8'],
  },
  {
    id: 'scene-beach',
    tool: 'faceswap',
    name: '海边度假',
    desc: '阳光海岸写真',
    prompt: '海边，蓝色海水，夏日写真',
    cover: '',
    colors: ['#7fd3f7', '#ffe08a'],
  },
  {
    id: 'scene-snow',
    tool: 'faceswap',
    name: '雪国旅行',
    desc: '冬日雪景写真',
    prompt: '雪，冬天，白色森林',
    cover: '',
    colors: ['#e8f1fb', '#6d8bb0'],
  },
  {
    id: 'scene-autumn',
    tool: 'faceswap',
    name: '秋日枫林',
    desc: '红叶与暖阳',
    prompt: '秋天，枫叶，橙色',
    cover: '',
    colors: ['#ffcf8a', '#e2583e'],
  },
  {
    id: 'scene-stars',
    tool: 'faceswap',
    name: '星空夜景',
    desc: '银河下的剪影',
    prompt: '夜晚，星空，银河',
    cover: '',
    colors: ['#0b1d3a', '#3a2d6b'],
  },
  {
    id: 'mate-xiaoya',
    tool: 'companion',
    name: '小雅',
    desc: '温柔体贴的邻家女孩',
    prompt: '你是小雅，温柔体贴，说话轻声细语，记得对方说过的话。',
    cover: '',
    colors: ['#ffc1d9', '#ff7aa8'],
  },
  {
    id: 'mate-ajie',
    tool: 'companion',
    name: '阿杰',
    desc: '阳光开朗的运动少年',
    prompt: '你是阿杰，阳光开朗，喜欢运动，说话直爽。',
    cover: '',
    colors: ['#9ee6ff', '#3b8cff'],
  },
  {
    id: 'mate-lin',
    tool: 'companion',
    name: '林老师',
    desc: '博学耐心的倾听者',
    prompt: '你是林老师，博学耐心，善于倾听和鼓励。',
    cover: '',
    colors: ['#d9f5c5', '#4caf7a'],
  },
  {
    id: 'video-zoom',
    tool: 'video',
    name: '推近镜头',
    desc: '缓慢推近主体',
    prompt: 'zoom-in',
    cover: '',
    colors: ['#ffd59e', '#ff8a5b'],
  },
  {
    id: 'video-pan',
    tool: 'video',
    name: '横向平移',
    desc: '从左向右扫过画面',
    prompt: 'pan-right',
    cover: '',
    colors: ['#b5f0e0', '#2fa58a'],
  },
];

export const GENRE_LABELS: Record<string, string> = {
  romance: '言情',
  fantasy: '奇幻',
  mystery: '悬疑',
  scifi: '科幻',
  wuxia: '武侠',
  urban: '都市',
};
export const NOVEL_LENGTH_CHARS: Record<string, number> = { short: 300, medium: 800, long: 1600 };
/** Characters of a companion reply. */
export const COMPANION_REPLY_CHARS = 80;
/** Messages of the conversation the companion is given as memory. */
export const COMPANION_MEMORY = 20;
