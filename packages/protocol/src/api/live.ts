import { z } from 'zod';
import { LIVE_CHAT_MAX_LENGTH } from './calls/live.ts';

export {
  LIVE_CHAT_MAX_LENGTH,
  LIVE_CHAT_STREAM_PATH,
  LIVE_STREAM_PREFIX,
  liveChatStreamCall,
} from './calls/live.ts';

import { named } from './schema.ts';

export const LIVE_ACCESS = ['free', 'vip'] as const;
export type LiveAccess = (typeof LIVE_ACCESS)[number];

export const liveProgramme = named('LiveProgramme', {
  title: z.string(),
  /** ISO times. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type LiveProgramme = z.infer<typeof liveProgramme>;

export const liveChannel = named('LiveChannel', {
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  cover: z.string().describe('image URL, "" when none'),
  description: z.string(),
  /** `vip`: live VIP holders only (spec §6: live VIP is separate from membership). */
  access: z.enum(LIVE_ACCESS),
  /** The encoder can run here (ffmpeg present, source configured). */
  online: z.boolean(),
  /** Why it is offline, to show the user; "" when online. */
  offlineReason: z.string(),
  viewers: z.number().int(),
  nowPlaying: liveProgramme.nullable(),
  next: liveProgramme.nullable(),
});
export type LiveChannel = z.infer<typeof liveChannel>;

export const liveHome = named('LiveHome', {
  categories: z.array(z.object({ name: z.string(), channels: z.array(liveChannel) })),
});
export type LiveHome = z.infer<typeof liveHome>;

export const liveHomeRequest = z.object({ category: z.string().max(40).optional() });

export const liveRecommended = named('LiveRecommended', { list: z.array(liveChannel) });

export const liveChannelRequest = z.object({ id: z.number().int().positive() });

export const livePlay = named('LivePlay', {
  channel: liveChannel,
  /** May this caller watch (free channel, or live VIP holder). */
  allowed: z.boolean(),
  /** Unsigned playlist path (`LIVE_STREAM_PREFIX + id`); the client signs it (PROTOCOL §8). */
  playlistPath: z.string(),
  /** Today's programmes (Asia/Shanghai day), in order. */
  guide: z.array(liveProgramme),
});
export type LivePlay = z.infer<typeof livePlay>;

export const liveChatMessage = named('LiveChatMessage', {
  id: z.number().int(),
  channelId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  text: z.string(),
  createdAt: z.string().describe('ISO time'),
});
export type LiveChatMessage = z.infer<typeof liveChatMessage>;

export const liveChatListRequest = z.object({
  channelId: z.number().int().positive(),
  /** Only messages after this id (0: the latest ones). */
  after: z.number().int().min(0).default(0),
});
export const liveChatList = z.object({ list: z.array(liveChatMessage) });

export const liveChatSendRequest = z.object({
  channelId: z.number().int().positive(),
  text: z.string().trim().min(1).max(LIVE_CHAT_MAX_LENGTH),
});
