import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { LIVE_STREAM_PREFIX } from '@lld/protocol/api/live';
import { ResultCode } from '@lld/protocol/result-codes';
import type { PlaylistSignInput } from '@lld/protocol/sign-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPlainNoStore } from '../../http/reply.ts';
import {
  checkSignedPlaylist,
  failNoStore,
  sendPlaylist,
  signedPlaylistQuery,
  signedPlaylistSign,
  streamRoute,
  ticketQuery,
} from '../../http/signed-playlist.ts';
import { RENDITIONS, SEGMENT_SECONDS } from './live.runner.ts';
import { LIVE_TICKET_SECONDS, LiveSigner } from './live.signer.ts';

/**
 * Live delivery (issue 15): the signed master playlist at `LIVE_STREAM_PREFIX + id` (signed
 * exactly like VOD, PROTOCOL §8, with this path), the rolling variant playlists and the key
 * under it, and encrypted segments under /files/live/ with short signed URLs.
 */

export const LIVE_KEY_PREFIX = '/api/app/live/h5/key/';
export const LIVE_SEGMENT_PREFIX = '/files/live/';
/** The master playlist waits this long for the first segments of a starting encoder. */
const FIRST_SEGMENTS = 2;
const FIRST_SEGMENTS_WAIT_MS = 15_000;

/** `hex(HMAC-SHA1(key, token + LIVE_STREAM_PREFIX + id + timestamp + nonce))`: VOD's signing over this path. */
export function livePlaylistSign(i: Omit<PlaylistSignInput, 'prefix'>): string {
  return signedPlaylistSign({ ...i, prefix: LIVE_STREAM_PREFIX });
}

const fail = failNoStore;

export function liveHlsRoutes(now: () => number) {
  return async function liveHls(app: FastifyInstance): Promise<void> {
    const { live, sessions } = app.services;
    const signer = new LiveSigner(app.config.signKey);
    const origin = (r: { protocol: string; host: string }) => `${r.protocol}://${r.host}`;
    /** The unexpired ticket a variant playlist or key URL carries for channel `id`, else null. */
    const ticketFor = (id: string, tk: string | undefined) => {
      const ticket = signer.readTicket(tk, now());
      return ticket && String(ticket.channelId) === id ? ticket : null;
    };

    app.get(
      `${LIVE_STREAM_PREFIX}:id`,
      streamRoute(
        'live',
        'Signed live master playlist (PROTOCOL §8 signing with this path): starts the channel’s encoder and waits for its first segments',
        { params: z.object({ id: z.string().regex(/^\d{1,9}$/) }), querystring: signedPlaylistQuery },
      ),
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const query = request.query as Record<string, unknown>;
        const token = await checkSignedPlaylist(app, reply, query, {
          prefix: LIVE_STREAM_PREFIX,
          id,
          now: now(),
        });
        if (token === null) return reply;

        const [row, user] = await Promise.all([
          live.channelRow(Number(id)),
          token ? sessions.resolve(token) : Promise.resolve(null),
        ]);
        if (!row?.enabled) return fail(reply, 404, ResultCode.NOT_FOUND, 'no such channel');
        if (!(await live.canWatch(user?.id ?? null, row)))
          return fail(reply, 403, ResultCode.NEEDS_ENTITLEMENT, 'live VIP required');
        const runner = await live.runners.ensure(row);
        if (!runner) return fail(reply, 404, ResultCode.NOT_FOUND, 'channel offline');
        if (!(await runner.ready(FIRST_SEGMENTS, FIRST_SEGMENTS_WAIT_MS)))
          return fail(
            reply,
            404,
            ResultCode.NOT_FOUND,
            `channel offline: ${runner.lastError || 'no signal'}`,
          );
        const viewer = LiveSigner.newViewer();
        await live.seen(row.id, viewer);
        const tk = encodeURIComponent(
          signer.issueTicket({
            channelId: row.id,
            userId: user?.id ?? 0,
            viewer,
            expiresAt: now() + LIVE_TICKET_SECONDS,
          }),
        );
        const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
        for (const r of RENDITIONS) {
          const bandwidth = (r.videoKbps + r.audioKbps) * 1100;
          lines.push(
            `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="avc1.42c01e,mp4a.40.2",NAME="${r.name}"`,
            `${origin(request)}${LIVE_STREAM_PREFIX}${row.id}/${r.name}.m3u8?tk=${tk}`,
          );
        }
        return sendPlaylist(reply, `${lines.join('\n')}\n`);
      },
    );

    app.get(
      `${LIVE_STREAM_PREFIX}:id/:file`,
      streamRoute(
        'live',
        'Rolling variant playlist (sliding window, #EXT-X-PROGRAM-DATE-TIME) named by the master playlist',
        { params: z.object({ id: z.string(), file: z.string() }), querystring: ticketQuery },
      ),
      async (request, reply) => {
        const { id, file } = request.params as { id: string; file: string };
        const tkText = (request.query as { tk?: string }).tk;
        const ticket = ticketFor(id, tkText);
        if (!ticket) return fail(reply, 403, ResultCode.BAD_SIGNATURE, 'ticket invalid or expired');
        const rendition = RENDITIONS.find((r) => `${r.name}.m3u8` === file);
        if (!rendition) return fail(reply, 404, ResultCode.NOT_FOUND, 'no such rendition');
        const row = await live.channelRow(ticket.channelId);
        if (!row?.enabled) return fail(reply, 404, ResultCode.NOT_FOUND, 'no such channel');
        await live.seen(row.id, ticket.viewer);
        // A player coming back after the encoder stopped for lack of viewers starts it again.
        const runner = await live.runners.ensure(row);
        if (!runner) return fail(reply, 404, ResultCode.NOT_FOUND, 'channel offline');
        await runner.ready(1, SEGMENT_SECONDS * 4000);
        const window = runner.windows.get(rendition.name)!;
        const tk = encodeURIComponent(tkText!);
        const base = origin(request);
        const t = now();
        return sendPlaylist(
          reply,
          window.render({
            keyUri: `${base}${LIVE_KEY_PREFIX}${row.id}?tk=${tk}`,
            segmentUrl: (seq) => {
              const p = `${row.id}/${rendition.name}/${seq}.ts`;
              return `${base}${LIVE_SEGMENT_PREFIX}${p}?${signer.segmentQuery(p, t)}`;
            },
          }),
        );
      },
    );

    app.get(
      `${LIVE_KEY_PREFIX}:id`,
      streamRoute(
        'live',
        'AES-128 key of a channel’s segments (16 bytes), only to a caller entitled to watch now',
        { params: z.object({ id: z.string() }), querystring: ticketQuery },
      ),
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const ticket = ticketFor(id, (request.query as { tk?: string }).tk);
        if (!ticket) return fail(reply, 403, ResultCode.BAD_SIGNATURE, 'ticket invalid or expired');
        const row = await live.channelRow(ticket.channelId);
        if (!row) return fail(reply, 404, ResultCode.NOT_FOUND, 'no such channel');
        if (!(await live.canWatch(ticket.userId || null, row)))
          return fail(reply, 403, ResultCode.NEEDS_ENTITLEMENT, 'live VIP required');
        const key = Buffer.from(row.keyHex, 'hex');
        return reply
          .header('cache-control', 'private, no-store')
          .header('access-control-allow-origin', '*')
          .type('application/octet-stream')
          .header('content-length', String(key.length))
          .send(key);
      },
    );

    app.get(
      `${LIVE_SEGMENT_PREFIX}:id/:rendition/:file`,
      {
        schema: {
          tags: ['files'],
          summary: 'Encrypted live segment: short signed URL',
          params: z.object({ id: z.string(), rendition: z.string(), file: z.string() }),
          querystring: z.object({ e: z.string().optional(), s: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const { id, rendition, file } = request.params as { id: string; rendition: string; file: string };
        const { e, s } = request.query as { e?: string; s?: string };
        reply.header('access-control-allow-origin', '*').header('timing-allow-origin', '*');
        const seq = /^(\d{1,10})\.ts$/.exec(file)?.[1];
        const ok =
          /^\d{1,9}$/.test(id) &&
          seq !== undefined &&
          RENDITIONS.some((r) => r.name === rendition) &&
          signer.checkSegment(`${id}/${rendition}/${file}`, e, s, now());
        if (!ok) return sendPlainNoStore(reply, 403, 'forbidden');
        const p = live.runners.get(Number(id))?.segmentPath(rendition, Number(seq));
        const size = p
          ? await stat(p)
              .then((x) => x.size)
              .catch(() => -1)
          : -1;
        if (!p || size < 0) return sendPlainNoStore(reply, 404, 'not found');
        return reply
          .header('cache-control', 'public, max-age=60, immutable')
          .header('content-length', String(size))
          .type('video/mp2t')
          .send(createReadStream(p));
      },
    );
  };
}
