import { decodeImage } from '@lld/protocol/image-codec';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Storage } from '../adapters/storage.ts';
import { AppError } from './app-error.ts';

// What the console's uploads share (covers, comic pages, picture sets, ad banners, audio): the
// raw `application/octet-stream` body of an operator route, and the app's obfuscated images
// (PROTOCOL §9) read back, decoded, for the console. Pictures are re-encoded off the request
// path by the image jobs (modules/upload/image.service.ts `store`).

/** The largest image an operator uploads. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Lets the routes of this (encapsulated) scope take raw bodies up to `limit` bytes. */
export function acceptRawBodies(app: FastifyInstance, limit = IMAGE_MAX_BYTES): void {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: limit + 1024 },
    (_req, body, done) => done(null, body),
  );
}

/** The raw body of a request (2000 when it is not one); the audit log gets its size, not its bytes. */
export function rawBytes(request: { body: unknown }): Uint8Array {
  if (!Buffer.isBuffer(request.body)) throw AppError.invalid('body', 'application/octet-stream expected');
  const bytes = new Uint8Array(request.body);
  request.body = { bytes: bytes.length };
  return bytes;
}

/** An app image (`/<key>`, obfuscated) decoded for the console, or null when it is not there. */
export async function readAppImage(
  d: { storage: Storage; imageKey: string },
  path: string,
): Promise<Uint8Array | null> {
  if (!path.startsWith('/')) return null;
  const bytes = await d.storage.get(path.slice(1)).catch(() => null);
  return bytes ? decodeImage(bytes, d.imageKey) : null;
}

/** Deletes a stored file by its app path (a replaced cover, a removed page, a track); a missing one is fine. */
export async function dropStoredFile(storage: Storage, path: string): Promise<void> {
  if (path.startsWith('/')) await storage.delete(path.slice(1)).catch(() => {});
}

/**
 * Sends a decoded image to the console (its CSP allows `img-src 'self'`), or 2004. The type is
 * sniffed from the bytes: demo art is SVG, uploads are JPEG.
 */
export function sendImage(reply: FastifyReply, bytes: Uint8Array | null): FastifyReply {
  if (!bytes) throw AppError.notFound('no image');
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  const type =
    bytes[0] === 0xff && bytes[1] === 0xd8
      ? 'image/jpeg'
      : head.startsWith('\x89PNG')
        ? 'image/png'
        : head.startsWith('GIF8')
          ? 'image/gif'
          : head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP'
            ? 'image/webp'
            : /<svg[\s>]/.test(head) || head.trimStart().startsWith('<?xml')
              ? 'image/svg+xml'
              : 'application/octet-stream';
  return reply
    .type(type)
    .header('cache-control', 'private, max-age=60')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(Buffer.from(bytes));
}
