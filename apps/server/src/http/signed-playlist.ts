// The signed master playlist check (PROTOCOL §8), one for every kind of stream: the VOD
// playlists (media/hls.routes.ts, STREAM_PREFIX) and the live ones (live/live.hls.routes.ts,
// LIVE_STREAM_PREFIX) are signed the same way over their own path.
import { ResultCode } from '@lld/protocol/result-codes';
import { constantTimeEqual, isTimestampInWindow } from '@lld/protocol/sign';
import { type PlaylistSignInput, playlistSignText } from '@lld/protocol/sign-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { hmacSha1Hex } from '../crypto/native-cipher.ts';
import { sendBody } from './reply.ts';

/** The query of a signed playlist URL, as the routes declare it (all optional: the guard answers). */
export const signedPlaylistQuery = z.object({
  token: z.string().optional(),
  timestamp: z.string().optional(),
  sign: z.string().optional(),
  nonce: z.string().optional(),
});

/** `hex(HMAC-SHA1(key, token + prefix + id + timestamp + nonce))` (PROTOCOL §8): `prefix` is STREAM_PREFIX or LIVE_STREAM_PREFIX. */
export function signedPlaylistSign(i: PlaylistSignInput & { prefix: string }): string {
  return hmacSha1Hex(i.key, playlistSignText(i));
}

/**
 * The options of a streaming route (playlist, key, segment): outside the app's request
 * signing, since the URL carries its own signature or ticket; `tag` groups it in the docs.
 */
export const streamRoute = <P extends z.ZodType, Q extends z.ZodType>(
  tag: string,
  summary: string,
  s: { params: P; querystring: Q },
) => ({ config: { signature: false }, schema: { tags: [tag], summary, ...s } });

/** The `?tk=` of a variant playlist or key URL (the ticket its master playlist issued). */
export const ticketQuery = z.object({ tk: z.string().optional() });

/** Sends an HLS playlist: never cached by the HTTP layer, readable by players on any origin. */
export function sendPlaylist(reply: FastifyReply, text: string, cacheControl = 'no-store'): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .header('access-control-allow-origin', '*')
    .type('application/vnd.apple.mpegurl')
    .send(text);
}

/** A failure body with `cache-control: no-store` (a refusal is never cached). */
export function failNoStore(reply: FastifyReply, status: number, code: number, msg: string): FastifyReply {
  return sendBody(reply.header('cache-control', 'no-store'), status, { code, msg });
}

/**
 * Checks a signed playlist request: all four query fields, the timestamp window, the sign over
 * `prefix + id`, and the nonce used once. Returns the caller's token ('' for none) when it
 * passes; otherwise it has answered 403 (2003 BAD_SIGNATURE) and returns null.
 */
export async function checkSignedPlaylist(
  app: FastifyInstance,
  reply: FastifyReply,
  query: Record<string, unknown>,
  at: { prefix: string; id: string; now: number },
): Promise<string | null> {
  const q = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const token = q(query.token) ?? '';
  const timestamp = q(query.timestamp);
  const sign = q(query.sign);
  const nonce = q(query.nonce);
  const refuse = (msg: string) => {
    failNoStore(reply, 403, ResultCode.BAD_SIGNATURE, msg);
    return null;
  };
  if (!timestamp || !sign || !nonce || !/^\d{1,12}$/.test(timestamp) || nonce.length > 64)
    return refuse('playlist query: token, timestamp, sign and nonce required');
  if (!isTimestampInWindow(Number(timestamp), at.now)) return refuse('timestamp out of window');
  const expected = signedPlaylistSign({
    key: app.config.signKey,
    token,
    prefix: at.prefix,
    id: at.id,
    timestamp,
    nonce,
  });
  if (!constantTimeEqual(expected, sign)) return refuse('bad sign');
  if (!(await app.kv.claimNonce(nonce))) return refuse('nonce replayed');
  return token;
}
