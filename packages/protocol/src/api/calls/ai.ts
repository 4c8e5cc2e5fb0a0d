import { defineCalls, streamCall } from './define.ts';

/**
 * The AI studio (issue 16): spec names (spec §7 "AI", PROTOCOL §11: directly under /api/app/)
 * where the spec has them, ours where it is silent (aijob/list, aijob/info, facechange/hide).
 * `strip/list` and `strip/submit` answer 4003: not built (docs/decisions.md, "AI studio").
 */
export const aiCalls = defineCalls({
  aimateGianBalance: ['GET', '/app/aimate/gianBalance', 'required'],
  aimateScoreProductList: ['POST', '/app/aimate/score/product/list', 'optional'],
  aimateScorePay: ['POST', '/app/aimate/score/pay', 'required'],
  aimateSync: ['POST', '/app/aimate/sync', 'required'],
  aitemplateList: ['POST', '/app/aitemplate/list', 'optional'],
  texttoimageGenerate: ['POST', '/app/texttoimage/generate', 'required'],
  texttoimageList: ['POST', '/app/texttoimage/list', 'required'],
  texttoimageHide: ['POST', '/app/texttoimage/hide', 'required'],
  facechangeList: ['POST', '/app/facechange/list', 'optional'],
  facechangeSubmit: ['POST', '/app/facechange/submit', 'required'],
  facechangeHide: ['POST', '/app/facechange/hide', 'required'],
  imagetovideoGenerate: ['POST', '/app/imagetovideo/generate', 'required'],
  imagetovideoOrder: ['POST', '/app/imagetovideo/order', 'required'],
  imagetovideoHide: ['POST', '/app/imagetovideo/hide', 'required'],
  texttonovelGenerate: ['POST', '/app/texttonovel/generate', 'required'],
  texttonovelInfo: ['POST', '/app/texttonovel/info', 'required'],
  texttonovelList: ['POST', '/app/texttonovel/list', 'required'],
  texttonovelHide: ['POST', '/app/texttonovel/hide', 'required'],
  aijobList: ['POST', '/app/aijob/list', 'required'],
  aijobInfo: ['POST', '/app/aijob/info', 'required'],
  aiorderDel: ['POST', '/app/aiorder/del', 'required'],
  stripList: ['POST', '/app/strip/list', 'required'],
  stripSubmit: ['POST', '/app/strip/submit', 'required'],
});

/**
 * A job's live text and progress: Server-Sent Events over GET with the `Authorization` token
 * (like the message stream), `?id=<job id>`. Events `job` carry `{status, progress, offset,
 * text}`: `text` is what was written from `offset` on. Not in the endpoint table (a stream).
 */
export const AI_JOB_STREAM_PATH = '/app/aijob/stream';
export const aiJobStreamCall = streamCall('aijobStream', AI_JOB_STREAM_PATH, 'required');

export const AI_TOOLS = ['image', 'faceswap', 'video', 'novel', 'companion'] as const;
export type AiToolName = (typeof AI_TOOLS)[number];
export const AI_IMAGE_SIZES = ['512x512', '512x768', '768x512'] as const;
export const AI_NOVEL_GENRES = ['romance', 'fantasy', 'mystery', 'scifi', 'wuxia', 'urban'] as const;
export const AI_NOVEL_LENGTHS = ['short', 'medium', 'long'] as const;
/** Result code of a prompt or upload the moderation word list refuses (PROTOCOL §4: not allowed). */
export const AI_MODERATION_CODE = 4003;
