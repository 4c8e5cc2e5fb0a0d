import { defineCalls, streamCall } from './define.ts';

/** Danmaku (bullet comments) on long videos (issue 21); no schemas, so the web app imports it. */
export const danmakuCalls = defineCalls({
  danmakuList: ['POST', '/app/danmaku/list', 'optional'],
  danmakuSend: ['POST', '/app/danmaku/send', 'required'],
  danmakuDelete: ['POST', '/app/danmaku/delete', 'required'],
  danmakuReport: ['POST', '/app/danmaku/report', 'required'],
});

/**
 * Live delivery for the people watching one video (Server-Sent Events, GET,
 * `?videoId=` and `Last-Event-ID` or `?after=` to catch up; a token is optional). Not in the
 * endpoint table: it answers a stream, not a result body.
 */
export const DANMAKU_STREAM_PATH = '/app/danmaku/stream';
export const danmakuStreamCall = streamCall('danmakuStream', DANMAKU_STREAM_PATH, 'optional');

export const DANMAKU_MODES = ['scroll', 'top', 'bottom'] as const;
export type DanmakuMode = (typeof DANMAKU_MODES)[number];

/** The colours a viewer may pick (the first is the default). */
export const DANMAKU_COLORS = [
  '#FFFFFF',
  '#FE0302',
  '#FF7204',
  '#FFAA02',
  '#FFD302',
  '#00CD00',
  '#89D5FF',
  '#4266BE',
  '#CC0273',
  '#9B9B9B',
] as const;
export type DanmakuColor = (typeof DANMAKU_COLORS)[number];

export const DANMAKU_LIMITS = Object.freeze({
  /** Characters of one danmaku. */
  maxLength: 40,
  /** Posts per user per minute. */
  perMinute: 10,
  /** Longest window one list call covers, seconds. */
  maxWindow: 60,
  /** Most danmaku one list call returns (the window is cut short at a whole second beyond it). */
  maxPerWindow: 1500,
  /** Distinct reports that hide a danmaku until an operator looks at it. */
  reportsToHide: 3,
});

/** The window the player asks for at a time, seconds (aligned: [k·W, (k+1)·W)). */
export const DANMAKU_WINDOW_SECONDS = 30;
