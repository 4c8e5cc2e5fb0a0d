import { defineCalls, streamCall } from './define.ts';

/** Live TV (issue 15): spec names (live/home, live/recommended) and ours where it is silent. */
export const liveCalls = defineCalls({
  liveHome: ['POST', '/app/live/home', 'optional'],
  liveRecommended: ['POST', '/app/live/recommended', 'optional'],
  livePlay: ['POST', '/app/live/play', 'optional'],
  liveChatList: ['POST', '/app/live/chat/list', 'optional'],
  liveChatSend: ['POST', '/app/live/chat/send', 'required'],
});

/**
 * Live playlists: `LIVE_STREAM_PREFIX + channelId`, signed exactly like VOD playlists
 * (PROTOCOL §8) with this path in place of the media one:
 * `sign = hex(HMAC-SHA1(APP_SIGN_KEY, token + LIVE_STREAM_PREFIX + id + timestamp + nonce))`.
 */
export const LIVE_STREAM_PREFIX = '/api/app/live/h5/m3u8/';

/**
 * Live chat of one channel (Server-Sent Events, GET, `Authorization` as every call,
 * `?channelId=`, `Last-Event-ID` or `?after=` to catch up). Not in the endpoint table: it
 * answers a stream, not a result body.
 */
export const LIVE_CHAT_STREAM_PATH = '/app/live/chat/stream';
export const liveChatStreamCall = streamCall('liveChatStream', LIVE_CHAT_STREAM_PATH, 'required');

/** Longest chat message, in characters. */
export const LIVE_CHAT_MAX_LENGTH = 60;
