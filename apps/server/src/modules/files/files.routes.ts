import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isValidKey } from '../../adapters/storage.ts';

const VIDEO_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
};

/**
 * GET /files/<key>: stored objects (obfuscated images, PROTOCOL §9) as bytes. Keys are made
 * by the server and never reused, so responses are cached immutably.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'Stored object (obfuscated image bytes, PROTOCOL §9), cached immutably; not signed',
        params: z.object({ '*': z.string().describe('storage key made by the server, e.g. demo/abc.png') }),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const found = isValidKey(key) ? await app.storage.stream(key) : null;
      reply.header('x-content-type-options', 'nosniff');
      if (!found) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('not found');
      }
      // Uploaded videos play as uploaded; everything else is opaque bytes (never HTML).
      const videoType = VIDEO_TYPES[key.slice(key.lastIndexOf('.'))];
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('access-control-allow-origin', '*')
        .header('content-length', String(found.size))
        .type(videoType ?? 'application/octet-stream')
        .send(found.stream);
    },
  );
}
