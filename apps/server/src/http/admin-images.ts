import { decodeImage } from '@lld/protocol/image-codec';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/database.ts';
import type { ImageJobs, ImageProfile } from '../modules/upload/image.service.ts';
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

/** A table whose rows have a cover picture: `id` and `cover` (an app path) columns. */
type CoverTable = PgTable & { id: PgColumn; cover: PgColumn };

/** What reading and replacing covers needs. */
export interface CoverDeps {
  db: Database;
  storage: Storage;
  imageKey: string;
  images: Pick<ImageJobs, 'store'>;
}

/**
 * Replaces the cover of row `id` of `table` with an uploaded picture: re-encoded as `profile` by
 * the image jobs, stored obfuscated, the row updated, the old file dropped; 2004 `missing` when
 * there is no such row.
 */
export async function replaceCover<T extends CoverTable>(
  d: CoverDeps,
  table: T,
  c: { id: number; bytes: Uint8Array; profile: ImageProfile; missing: string },
): Promise<void> {
  const [old] = await d.db
    .select({ cover: table.cover })
    .from(table as PgTable)
    .where(eq(table.id, c.id));
  if (!old) throw AppError.notFound(c.missing);
  const { path } = await d.images.store(c.bytes, c.profile);
  await d.db
    .update(table)
    .set({ cover: path } as PgUpdateSetSource<T>)
    .where(eq(table.id, c.id));
  await dropStoredFile(d.storage, old.cover as string);
}

/** The cover of row `id` of `table`, decoded for the console, or null. */
export async function readCover(d: CoverDeps, table: CoverTable, id: number): Promise<Uint8Array | null> {
  const [row] = await d.db
    .select({ cover: table.cover })
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row?.cover ? readAppImage(d, row.cover as string) : null;
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
