import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type ChunkUploadResult, UPLOAD_LIMITS, type UploadedImage } from '@lld/protocol/api/community';
import { chunkByteRange, chunkCount } from '@lld/protocol/chunk';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, count, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import { ChunkStore, uploadTag } from '../../adapters/chunk-store.ts';
import { newKey, type Storage } from '../../adapters/storage.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { type EncodedImage, type ImageJobs, UndecodableImage } from './image.service.ts';
import { sniffImage, sniffVideo, VIDEO_EXT } from './sniff.ts';

/** File sniffing, for other modules' operator uploads (media covers and videos). */
export { sniffImage, sniffVideo };

import { chunkUploads, userFiles } from './upload.schema.ts';

/** An upload refused with an HTTP status (415 type, 413 size or quota), as PROTOCOL §10 wants. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 413 | 415 | 403,
    readonly code: number,
    message: string,
    readonly tip: string,
  ) {
    super(message);
  }
}

const tooLarge = (what: string) =>
  new UploadRefused(413, ResultCode.INVALID_PARAMS, `${what} too large`, '文件太大');
const wrongType = () =>
  new UploadRefused(415, ResultCode.INVALID_PARAMS, 'unsupported file type', '不支持的文件格式');
const quota = (what: string) =>
  new UploadRefused(
    413,
    ResultCode.TOO_MANY_REQUESTS,
    `${what} quota reached`,
    '今日上传已达上限，请明天再试',
  );

/** The largest chunk a client may send: resumable.js's last chunk absorbs the remainder (< 2×). */
export const MAX_CHUNK_BYTES = 8 * 1024 * 1024;
export const MAX_OPEN_UPLOADS = 3;

export interface ChunkFields {
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  identifier: string;
  filename: string;
  totalChunks: number;
}

const IDENTIFIER = /^[0-9A-Za-z_-]{1,200}$/;
const DAY_MS = 86_400_000;

/** Parses the resumable.js fields (query or multipart); 2000 names the first bad one. */
export function parseChunkFields(raw: Record<string, unknown>): ChunkFields {
  const int = (name: string, min: number, max: number) => {
    const text = raw[name];
    const n =
      typeof text === 'number'
        ? text
        : typeof text === 'string' && /^\d{1,15}$/.test(text)
          ? Number(text)
          : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max)
      throw AppError.invalid(name, 'must be an integer in range');
    return n;
  };
  const totalSize = int('totalSize', 1, Number.MAX_SAFE_INTEGER);
  const chunkSize = int('chunkSize', 1, MAX_CHUNK_BYTES);
  const totalChunks = int('totalChunks', 1, 1_000_000);
  const chunkNumber = int('chunkNumber', 1, totalChunks);
  const currentChunkSize = int('currentChunkSize', 1, MAX_CHUNK_BYTES);
  const identifier = typeof raw.identifier === 'string' ? raw.identifier : '';
  if (!IDENTIFIER.test(identifier)) throw AppError.invalid('identifier', 'must be [0-9A-Za-z_-]{1,200}');
  const filename = typeof raw.filename === 'string' ? raw.filename.slice(0, 200) : '';
  if (!filename) throw AppError.invalid('filename', 'Required');
  if (
    totalChunks !== chunkCount(totalSize, chunkSize) &&
    totalChunks !== chunkCount(totalSize, chunkSize, true)
  )
    throw AppError.invalid('totalChunks', 'does not match totalSize and chunkSize');
  const forced = totalChunks !== chunkCount(totalSize, chunkSize);
  const { start, end } = chunkByteRange(chunkNumber, totalSize, chunkSize, forced);
  if (currentChunkSize !== end - start)
    throw AppError.invalid('currentChunkSize', 'does not match the chunk');
  return { chunkNumber, chunkSize, currentChunkSize, totalSize, identifier, filename, totalChunks };
}

export class UploadService {
  readonly #root: string;
  readonly #chunks: ChunkStore;

  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    dataDir: string,
    private readonly images: ImageJobs,
  ) {
    // Only the assembled file passes through this folder: chunks live in storage, and which are
    // in is the row's `received` (the database: shared by every node, kept across restarts).
    this.#root = path.join(dataDir, 'uploads');
    this.#chunks = new ChunkStore(storage, 'chunks');
  }

  // Images ----------------------------------------------------------------------------

  /**
   * Checks, re-encodes (sharp → WebP, EXIF rotation applied and stripped, in a job worker:
   * image.service.ts), stores obfuscated.
   */
  async storeImage(userId: number, bytes: Uint8Array): Promise<UploadedImage> {
    if (bytes.length > UPLOAD_LIMITS.imageMaxBytes) throw tooLarge('image');
    if (!sniffImage(bytes)) throw wrongType();
    const since = new Date(Date.now() - DAY_MS);
    const [used] = await this.db
      .select({ n: count() })
      .from(userFiles)
      .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'image'), gt(userFiles.createdAt, since)));
    if ((used?.n ?? 0) >= UPLOAD_LIMITS.imagesPerDay) throw quota('image');
    let image: EncodedImage;
    try {
      image = await this.images.encode(bytes, 'post');
    } catch (err) {
      // Right signature, but not a decodable image.
      if (err instanceof UndecodableImage) throw wrongType();
      throw err;
    }
    const url = `/${image.key}`;
    await this.db.insert(userFiles).values({
      url,
      userId,
      kind: 'image',
      size: image.size,
      sha256: image.sha256,
    });
    return { url, width: image.width, height: image.height, size: image.size };
  }

  // Chunked upload (PROTOCOL §10) ------------------------------------------------------

  /** The chunk store's name of one upload row (a new row after "begin again" gets a new one). */
  #tag(row: { userId: number; identifier: string; createdAt: Date }) {
    return uploadTag(row.userId, row.identifier, row.createdAt.getTime());
  }

  async #row(userId: number, identifier: string) {
    const [row] = await this.db
      .select()
      .from(chunkUploads)
      .where(and(eq(chunkUploads.userId, userId), eq(chunkUploads.identifier, identifier)));
    return row;
  }

  /** GET test: true when this user's upload already holds that chunk (or is complete). */
  async hasChunk(userId: number, f: ChunkFields): Promise<boolean> {
    const row = await this.#row(userId, f.identifier);
    if (!row || row.totalSize !== f.totalSize || row.totalChunks !== f.totalChunks) return false;
    if (row.status === 'complete') return true;
    return row.received.includes(f.chunkNumber);
  }

  /** Starts (or finds) the user's upload of this identifier, with size and quota checks. */
  async #begin(userId: number, f: ChunkFields) {
    if (f.totalSize > UPLOAD_LIMITS.videoMaxBytes) throw tooLarge('video');
    const row = await this.#row(userId, f.identifier);
    if (row && row.totalSize === f.totalSize && row.totalChunks === f.totalChunks) return row;
    if (row) {
      // Same identifier, different cut: begin again.
      await this.db
        .delete(chunkUploads)
        .where(and(eq(chunkUploads.userId, userId), eq(chunkUploads.identifier, f.identifier)));
      await this.#chunks.drop(this.#tag(row), row.totalChunks);
    }
    const since = new Date(Date.now() - DAY_MS);
    const [done] = await this.db
      .select({ bytes: sum(userFiles.size) })
      .from(userFiles)
      .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'video'), gt(userFiles.createdAt, since)));
    const [open] = await this.db
      .select({ n: count(), bytes: sum(chunkUploads.totalSize) })
      .from(chunkUploads)
      .where(
        and(
          eq(chunkUploads.userId, userId),
          sql`${chunkUploads.status} <> 'complete'`,
          gt(chunkUploads.createdAt, since),
        ),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_UPLOADS) throw quota('open uploads');
    if (Number(done?.bytes ?? 0) + Number(open?.bytes ?? 0) + f.totalSize > UPLOAD_LIMITS.videoBytesPerDay)
      throw quota('video');
    const [created] = await this.db
      .insert(chunkUploads)
      .values({
        userId,
        identifier: f.identifier,
        filename: f.filename,
        totalSize: f.totalSize,
        chunkSize: f.chunkSize,
        totalChunks: f.totalChunks,
        status: 'receiving',
      })
      .onConflictDoNothing()
      .returning();
    return created ?? (await this.#row(userId, f.identifier))!;
  }

  /** Stores one chunk; the call that finds every chunk present assembles and checks the file. */
  async putChunk(userId: number, f: ChunkFields, bytes: Uint8Array): Promise<ChunkUploadResult> {
    if (bytes.length !== f.currentChunkSize)
      throw AppError.invalid('file', 'size differs from currentChunkSize');
    if (f.chunkNumber === 1 && !sniffVideo(bytes)) throw wrongType();
    const row = await this.#begin(userId, f);
    if (row.status === 'complete') return this.#result(row);
    await this.#chunks.put(this.#tag(row), f.chunkNumber, bytes);
    // Adds the chunk number once (a row lock orders concurrent chunks, on any node).
    const [marked] = await this.db
      .update(chunkUploads)
      .set({
        received: sql`case when ${f.chunkNumber} = any(${chunkUploads.received}) then ${chunkUploads.received} else array_append(${chunkUploads.received}, ${f.chunkNumber}::integer) end`,
      })
      .where(and(eq(chunkUploads.userId, userId), eq(chunkUploads.identifier, f.identifier)))
      .returning({ received: chunkUploads.received, status: chunkUploads.status });
    const present = marked?.received.length ?? 0;
    if (present < f.totalChunks || marked?.status !== 'receiving')
      return { identifier: f.identifier, complete: false };
    return this.#assemble(userId, f.identifier);
  }

  async #result(row: typeof chunkUploads.$inferSelect): Promise<ChunkUploadResult> {
    const [file] = row.url ? await this.db.select().from(userFiles).where(eq(userFiles.url, row.url)) : [];
    return {
      identifier: row.identifier,
      complete: true,
      ...(file ? { url: file.url, size: file.size, sha256: file.sha256 } : {}),
    };
  }

  async #assemble(userId: number, identifier: string): Promise<ChunkUploadResult> {
    // One caller wins the right to assemble; the others answer "stored".
    const [row] = await this.db
      .update(chunkUploads)
      .set({ status: 'assembling' })
      .where(
        and(
          eq(chunkUploads.userId, userId),
          eq(chunkUploads.identifier, identifier),
          eq(chunkUploads.status, 'receiving'),
        ),
      )
      .returning();
    if (!row) return { identifier, complete: false };
    const tag = this.#tag(row);
    await mkdir(this.#root, { recursive: true });
    const out = path.join(this.#root, `${tag}.${randomBytes(6).toString('hex')}.assembled`);
    try {
      const assembled = await this.#chunks.assemble(tag, row.totalChunks, out);
      const size = assembled.size;
      if (size !== row.totalSize) throw AppError.invalid('totalSize', 'assembled size differs');
      const head = Buffer.alloc(16);
      const fh = await open(out, 'r');
      await fh.read(head, 0, 16, 0).finally(() => fh.close());
      const type = sniffVideo(head);
      if (!type) throw wrongType();
      const key = newKey('video', VIDEO_EXT[type]);
      if (this.storage.putFile) await this.storage.putFile(key, out);
      else await this.storage.put(key, new Uint8Array(await readFile(out)));
      const url = `/${key}`;
      const sha256 = assembled.sha256;
      await this.db.transaction(async (tx) => {
        await tx.insert(userFiles).values({ url, userId, kind: 'video', size, sha256 });
        await tx
          .update(chunkUploads)
          .set({ status: 'complete', url })
          .where(and(eq(chunkUploads.userId, userId), eq(chunkUploads.identifier, identifier)));
      });
      await this.#chunks.drop(tag, row.totalChunks);
      return { identifier, complete: true, url, size, sha256 };
    } catch (err) {
      // A broken file is dropped whole; the client begins again.
      await rm(out, { force: true });
      await this.#chunks.drop(tag, row.totalChunks);
      await this.db
        .delete(chunkUploads)
        .where(and(eq(chunkUploads.userId, userId), eq(chunkUploads.identifier, identifier)));
      throw err;
    }
  }
}

/** Which of `urls` are files `userId` uploaded, with their kind and size (posts may only use their own). */
export function ownedFiles(
  exec: Executor,
  userId: number,
  urls: readonly string[],
): Promise<Array<{ url: string; kind: string; size: number }>> {
  if (urls.length === 0) return Promise.resolve([]);
  return exec
    .select({ url: userFiles.url, kind: userFiles.kind, size: userFiles.size })
    .from(userFiles)
    .where(and(eq(userFiles.userId, userId), inArray(userFiles.url, [...urls])));
}
