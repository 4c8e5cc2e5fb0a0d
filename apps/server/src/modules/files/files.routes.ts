import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { isValidKey } from '../../adapters/storage.ts';
import { sendPlainNoStore } from '../../http/reply.ts';
import { sendStoredBytes } from '../../http/stored-bytes.ts';

const VIDEO_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
};

/** How long a redirect to a signed URL may be cached: its URL is valid at least twice as long. */
const DIRECT_REDIRECT_MAX_AGE = 3600;

const notFound = (reply: FastifyReply) => sendPlainNoStore(reply, 404, 'not found');

/**
 * GET /files/<key>: stored objects (obfuscated images, PROTOCOL §9) as bytes. Keys are made
 * by the server and never reused, so responses are cached immutably. With the bucket's signed
 * URLs on (S3_SIGNED_URLS=on), a redirect to one instead: the bytes do not pass through Node.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary:
          'Stored object (obfuscated image bytes, PROTOCOL §9; uploaded videos), cached immutably; not signed; single byte ranges (206/416). With S3_SIGNED_URLS=on: 302 to a signed URL of the bucket',
        params: z.object({ '*': z.string().describe('storage key made by the server, e.g. demo/abc.png') }),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Uploaded videos play as uploaded; everything else is opaque bytes (never HTML).
      const type = VIDEO_TYPES[key.slice(key.lastIndexOf('.'))] ?? 'application/octet-stream';
      reply.header('x-content-type-options', 'nosniff');
      const direct = app.storage.directUrl;
      if (direct && isValidKey(key)) {
        // The bytes come from the bucket (S3_SIGNED_URLS=on): a redirect to a URL signed for 2 to
        // 3 hours, cached for one (every client gets the same URL within the hour).
        return reply
          .code(302)
          .header('location', await direct(key, type))
          .header('cache-control', `public, max-age=${DIRECT_REDIRECT_MAX_AGE}`)
          .header('access-control-allow-origin', '*')
          .send();
      }
      const found = isValidKey(key) ? await app.storage.stream(key) : null;
      if (!found) return notFound(reply);
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('access-control-allow-origin', '*')
        .type(type);
      // Byte ranges: Safari plays an uploaded MP4 only from a server that answers them.
      if (await sendStoredBytes(reply, app.storage, key, found, request.headers.range)) return reply;
      return notFound(reply);
    },
  );
}
