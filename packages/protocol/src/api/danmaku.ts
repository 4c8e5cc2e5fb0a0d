import { z } from 'zod';
// The calls, modes, colours and limits live with the calls (no zod), so the player's chunk can
// import them without the schemas.
import { DANMAKU_COLORS, DANMAKU_LIMITS, DANMAKU_MODES } from './calls/danmaku.ts';

export {
  DANMAKU_COLORS,
  DANMAKU_LIMITS,
  DANMAKU_MODES,
  DANMAKU_STREAM_PATH,
  DANMAKU_WINDOW_SECONDS,
  type DanmakuColor,
  type DanmakuMode,
  danmakuCalls,
  danmakuStreamCall,
} from './calls/danmaku.ts';

import { named } from './schema.ts';

const videoId = z.number().int().positive().max(2_147_483_647);
/** Playback position in seconds (millisecond precision). */
const playbackTime = z.number().min(0).max(86_400);

export const danmakuItem = named('DanmakuItem', {
  id: z.number().int(),
  videoId: z.number().int(),
  time: z.number().describe('playback second it is pinned to (ms precision)'),
  text: z.string(),
  mode: z.enum(DANMAKU_MODES),
  color: z.string().describe('#RRGGBB from DANMAKU_COLORS'),
  userId: z.number().int(),
  /** The caller's own (the player outlines it). */
  mine: z.boolean(),
  createdAt: z.string().describe('ISO time'),
});
export type DanmakuItem = z.infer<typeof danmakuItem>;

export const danmakuListRequest = z
  .object({
    videoId,
    from: playbackTime.describe('window start, seconds (inclusive)'),
    to: playbackTime.describe(
      `window end, seconds (exclusive), at most ${DANMAKU_LIMITS.maxWindow} s after from`,
    ),
  })
  .refine((r) => r.to > r.from && r.to - r.from <= DANMAKU_LIMITS.maxWindow, {
    message: `to must be after from and at most ${DANMAKU_LIMITS.maxWindow} s later`,
    path: ['to'],
  })
  .meta({ id: 'DanmakuListRequest' });

export const danmakuListResult = named('DanmakuListResult', {
  list: z.array(danmakuItem).describe('by time'),
  from: z.number(),
  to: z
    .number()
    .describe(
      'end of what this answer covers: the asked end, or an earlier whole second when the window was full',
    ),
});
export type DanmakuListResult = z.infer<typeof danmakuListResult>;

export const danmakuSendRequest = named('DanmakuSendRequest', {
  videoId,
  time: playbackTime,
  text: z.string().trim().min(1).max(DANMAKU_LIMITS.maxLength),
  mode: z.enum(DANMAKU_MODES).default('scroll'),
  color: z.enum(DANMAKU_COLORS).default(DANMAKU_COLORS[0]),
});
export type DanmakuSendRequest = z.input<typeof danmakuSendRequest>;

export const danmakuIdRequest = z.object({ id: z.number().int().positive().max(2_147_483_647) });

export const danmakuReportRequest = named('DanmakuReportRequest', {
  id: z.number().int().positive().max(2_147_483_647),
  reason: z.enum(['spam', 'abuse', 'spoiler', 'other']).default('other'),
});

export const danmakuReportResult = z.object({ reported: z.boolean() });

export const danmakuDeleteResult = z.object({ deleted: z.boolean() });
