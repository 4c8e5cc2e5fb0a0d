import { STREAM_PREFIX } from '@lld/protocol/constants';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isValidKey } from '../../adapters/storage.ts';
import { sendPlainNoStore } from '../../http/reply.ts';
import {
  checkSignedPlaylist,
  failNoStore as fail,
  sendPlaylist,
  signedPlaylistQuery,
  streamRoute,
  ticketQuery,
} from '../../http/signed-playlist.ts';
import { sendStoredBytes } from '../../http/stored-bytes.ts';
import {
  KEY_PREFIX,
  keysInUse,
  MediaSigner,
  masterPlaylist,
  playableRenditions,
  playOrder,
  previewSegmentCount,
  SECOND_LINE_MOUNT,
  segmentKeys,
  segmentUrls,
  TICKET_SECONDS,
  variantPlaylist,
  vipRendition,
} from './delivery.ts';

/**
 * HLS delivery (PROTOCOL §8): the signed master playlist, variant playlists and keys under
 * /api/app/media/h5/, and segments under /files/hls/ (the default VID/MP4 line; a CDN in front
 * of another domain forwards there) with expiring signed URLs, ranges and cache headers. With
 * S3_SIGNED_URLS=on the first line is the bucket itself (its own signed URLs), /files the second.
 */

const idParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });

const playlist = (reply: FastifyReply, text: string) => sendPlaylist(reply, text, 'private, no-store');

export function hlsRoutes(now: () => number) {
  return async function hls(app: FastifyInstance): Promise<void> {
    const { media, sessions } = app.services;
    const signer = new MediaSigner(app.config.signKey);
    const q = (v: unknown) => (typeof v === 'string' ? v : undefined);
    /** The ticket of a variant playlist or key URL, its video and stream; null once it has answered. */
    const ticketed = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
      const ticket = signer.readTicket((request.query as { tk?: string }).tk, now());
      if (!ticket || String(ticket.videoId) !== id) {
        fail(reply, 403, ResultCode.BAD_SIGNATURE, 'ticket invalid or expired');
        return null;
      }
      const video = await media.playback(ticket.videoId);
      const stream = video?.streamId ? await media.repo.stream(video.streamId) : null;
      return { ticket, video, stream };
    };

    app.get(
      `${STREAM_PREFIX}:id`,
      streamRoute(
        'media',
        'Signed master playlist (PROTOCOL §8): sign = HMAC-SHA1(key, token + path + timestamp + nonce); optional line picks the segment domain',
        { params: idParam, querystring: signedPlaylistQuery.extend({ line: z.string().optional() }) },
      ),
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const query = request.query as Record<string, unknown>;
        const token = await checkSignedPlaylist(app, reply, query, { prefix: STREAM_PREFIX, id, now: now() });
        if (token === null) return reply;

        const [video, user] = await Promise.all([
          media.playback(Number(id)),
          token ? sessions.resolve(token) : Promise.resolve(null),
        ]);
        const stream = video?.streamId ? await media.repo.stream(video.streamId) : null;
        if (!video || !stream) return fail(reply, 404, ResultCode.NOT_FOUND, 'no such video');
        const viewer = await media.viewer(user);
        const [access, hd] = await Promise.all([
          media.sales.entitlement(viewer, video),
          media.mayPlayHd(viewer),
        ]);
        const lines = await media.lines(`${request.protocol}://${request.host}`, !!app.storage.directUrl);
        const line = Math.min(Math.max(0, Number(q(query.line) ?? 0) || 0), lines.length - 1);
        const ticket = signer.issueTicket({
          videoId: video.id,
          userId: user?.id ?? 0,
          full: access.allowed,
          line,
          expiresAt: now() + TICKET_SECONDS,
          hd,
        });
        const renditions = playableRenditions(stream.renditions, hd);
        const segments = Math.max(0, ...renditions.map((r) => r.segments.length));
        return playlist(
          reply,
          masterPlaylist({
            videoId: video.id,
            origin: `${request.protocol}://${request.host}`,
            renditions,
            ticket,
            keys: keysInUse(stream.previewSegments, segments, access.allowed),
          }),
        );
      },
    );

    app.get(
      `${STREAM_PREFIX}:id/:file`,
      streamRoute(
        'media',
        'Variant playlist named by the master playlist (its ticket); preview callers get the first segments only',
        { params: z.object({ id: z.string(), file: z.string() }), querystring: ticketQuery },
      ),
      async (request, reply) => {
        const { id, file } = request.params as { id: string; file: string };
        const found = await ticketed(request, reply, id);
        if (!found) return reply;
        const { ticket, video, stream } = found;
        const rendition = stream?.renditions.find((r) => `${r.name}.m3u8` === file);
        if (!video || !stream || !rendition)
          return fail(reply, 404, ResultCode.NOT_FOUND, 'no such rendition');
        // The top rendition is for members (the VIP page's 高清): a ticket without it is refused,
        // so a non-member cannot fetch it by writing its name into the URL.
        if (!ticket.hd && vipRendition(stream.renditions) === rendition)
          return fail(reply, 403, ResultCode.NEEDS_ENTITLEMENT, 'the top rendition is for members');
        const lines = await media.lines(`${request.protocol}://${request.host}`, !!app.storage.directUrl);
        // The video's recorded length plays: a shorter stream (the demo's) is looped.
        const order = playOrder(rendition.segments, video.duration);
        const count = ticket.full
          ? order.length
          : previewSegmentCount(rendition.segments, video.previewSeconds, stream.previewSegments);
        const urls = await segmentUrls(
          lines[Math.min(ticket.line, lines.length - 1)]!,
          // Each stream segment once, however often a loop plays it.
          segmentKeys(stream.prefix, rendition.name, Math.min(count, rendition.segments.length)),
          { signer, nowSeconds: now(), directUrl: app.storage.directUrl },
        );
        return playlist(
          reply,
          variantPlaylist({
            videoId: ticket.videoId,
            rendition,
            ticket: (request.query as { tk: string }).tk,
            count,
            order,
            previewSegments: stream.previewSegments,
            segmentUrls: urls,
          }),
        );
      },
    );

    app.get(
      `${KEY_PREFIX}:id/:which`,
      streamRoute(
        'media',
        'AES-128 key (16 bytes): p = preview key (any ticket), f = full key (only to a caller entitled now)',
        { params: z.object({ id: z.string(), which: z.enum(['p', 'f']) }), querystring: ticketQuery },
      ),
      async (request, reply) => {
        const { id, which } = request.params as { id: string; which: 'p' | 'f' };
        const found = await ticketed(request, reply, id);
        if (!found) return reply;
        const { ticket, video, stream } = found;
        if (!video || !stream) return fail(reply, 404, ResultCode.NOT_FOUND, 'no such video');
        if (which === 'f') {
          // Checked again now: the ticket's scope alone is not enough for the full key.
          const access = ticket.full ? await media.sales.entitlement(ticket.userId || null, video) : null;
          if (!access?.allowed)
            return fail(reply, 403, ResultCode.NEEDS_ENTITLEMENT, 'not entitled to the full video');
        }
        const key = Buffer.from(which === 'p' ? stream.previewKey : stream.fullKey, 'hex');
        return reply
          .header('cache-control', 'private, no-store')
          .type('application/octet-stream')
          .header('content-length', String(key.length))
          .send(key);
      },
    );

    // The app's own line (/files) and its second mount (/files/line2: the demo's 线路2 when no
    // VID/MP4 domains are configured) serve the same segments; the signature covers the key.
    for (const mount of ['/files', SECOND_LINE_MOUNT])
      app.get(
        `${mount}/hls/*`,
        {
          schema: {
            tags: ['files'],
            summary:
              'Encrypted HLS segment on a line (VID/MP4 domain): expiring signed URL, Range, CDN cache headers',
            params: z.object({ '*': z.string() }),
            querystring: z.object({ e: z.string().optional(), s: z.string().optional() }),
          },
        },
        async (request, reply) => {
          const key = `hls/${(request.params as { '*': string })['*']}`;
          const { e, s } = request.query as { e?: string; s?: string };
          reply.header('access-control-allow-origin', '*').header('timing-allow-origin', '*');
          const valid = isValidKey(key) ? signer.checkSegment(key, e, s, now()) : null;
          if (valid === null) return sendPlainNoStore(reply, 403, 'forbidden');
          const whole = await app.storage.stream(key);
          if (!whole) return sendPlainNoStore(reply, 404, 'not found');
          const size = whole.size;
          reply
            .header('cache-control', `public, max-age=${Math.min(valid, 86_400)}, immutable`)
            .header('etag', `"${size.toString(36)}-${key.length.toString(36)}"`)
            .type('video/mp2t');
          if (await sendStoredBytes(reply, app.storage, key, whole, request.headers.range)) return reply;
          return sendPlainNoStore(reply, 404, 'not found');
        },
      );
  };
}
