import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { KvStore } from './kv.ts';
import type { Storage } from './storage.ts';

/**
 * Which chunks of an upload are in, where every node sees it: `KvChunkMarks` (the shared kv,
 * Redis with REDIS_URL) or the upload's database row (modules/upload).
 */
export interface ChunkMarks {
  /** Marks chunk `n` received; answers how many distinct chunks are in. */
  mark(upload: string, n: number): Promise<number>;
  has(upload: string, n: number): Promise<boolean>;
  received(upload: string): Promise<number>;
  clear(upload: string, total: number): Promise<void>;
}

/** Marks in the kv: one key per chunk and a counter, living `ttlSeconds`. */
export class KvChunkMarks implements ChunkMarks {
  constructor(
    private readonly kv: KvStore,
    private readonly prefix: string,
    private readonly ttlSeconds = 2 * 24 * 3600,
  ) {}

  #mark(upload: string, n: number) {
    return `chunk:${this.prefix}:${upload}:${n}`;
  }

  #counter(upload: string) {
    return `chunk:${this.prefix}:${upload}:count`;
  }

  async mark(upload: string, n: number): Promise<number> {
    if (await this.kv.setIfAbsent(this.#mark(upload, n), this.ttlSeconds))
      return (await this.kv.increment(this.#counter(upload), this.ttlSeconds)).count;
    return this.received(upload);
  }

  async has(upload: string, n: number): Promise<boolean> {
    return (await this.kv.get(this.#mark(upload, n))) !== null;
  }

  async received(upload: string): Promise<number> {
    return Number((await this.kv.get(this.#counter(upload))) ?? 0) || 0;
  }

  async clear(upload: string, total: number): Promise<void> {
    for (let n = 1; n <= total; n++) await this.kv.delete(this.#mark(upload, n));
    await this.kv.delete(this.#counter(upload));
  }
}

/**
 * The bytes of a resumable upload's chunks, kept where every node sees them: in storage
 * (`<prefix>/<upload>/<n>`, local files or S3), so the chunks of one upload may reach different
 * API nodes and any node assembles them. Which chunks are in is kept beside it (`ChunkMarks`).
 * `upload` must be one storage key segment (`uploadTag` makes one of any text).
 */
export class ChunkStore {
  constructor(
    private readonly storage: Storage,
    private readonly prefix: string,
  ) {}

  #key(upload: string, n: number) {
    return `${this.prefix}/${upload}/${n}`;
  }

  put(upload: string, n: number, bytes: Uint8Array): Promise<void> {
    return this.storage.put(this.#key(upload, n), bytes);
  }

  /** Writes chunks 1…total in order into the local file `out`; its size and SHA-256. */
  async assemble(upload: string, total: number, out: string): Promise<{ size: number; sha256: string }> {
    const hash = createHash('sha256');
    let size = 0;
    const sink = await open(out, 'w');
    try {
      for (let n = 1; n <= total; n++) {
        const part = await this.storage.get(this.#key(upload, n));
        if (!part) throw new Error(`chunk ${n} of ${upload} is missing`);
        hash.update(part);
        size += part.length;
        await sink.write(part);
      }
    } finally {
      await sink.close();
    }
    return { size, sha256: hash.digest('hex') };
  }

  /** Deletes the chunks of an upload (after assembly, or to begin again). */
  async drop(upload: string, total: number): Promise<void> {
    for (let n = 1; n <= total; n++) await this.storage.delete(this.#key(upload, n)).catch(() => {});
  }
}

/** One storage key segment naming an upload, from any text (e.g. a client's identifier). */
export function uploadTag(...parts: Array<string | number>): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40);
}
