import { randomBytes } from 'node:crypto';
import { createReadStream, constants as fsConstants } from 'node:fs';
import { access, copyFile, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** An inclusive byte range of an object. */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object read as a stream, with the object's whole size. */
export interface StoredStream {
  stream: Readable;
  size: number;
}

/**
 * Object storage. Keys are made by the server (`newKey`), never taken from a client, and are
 * relative paths of `[a-z0-9._-]` segments separated by `/`. A local folder by default, an
 * S3-compatible bucket with `STORAGE=s3` (storage-s3.ts).
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** A stream and the object's whole size, or null when absent; `range` is inclusive. */
  stream(key: string, range?: ByteRange): Promise<StoredStream | null>;
  exists(key: string): Promise<boolean>;
  /** Moves a local file in (large uploads); implementations without it get `put` of its bytes. */
  putFile?(key: string, sourcePath: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Throws (or answers false) when the store cannot be reached or written (readiness, /readyz). */
  ready?(): Promise<boolean>;
  /** Releases connections (S3 client); called when the app closes. */
  close?(): void;
}

const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9._-]{0,127}\/){0,8}[a-z0-9][a-z0-9._-]{0,127}$/i;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '.' || s === '..' || s.includes('..'));
}

/** A fresh key under `prefix`, e.g. `newKey('img/ads', '.png')` → `img/ads/2x9…q.png`. */
export function newKey(prefix: string, ext = ''): string {
  const id = randomBytes(12)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0');
  return `${prefix.replace(/\/+$/, '')}/${id}${ext}`;
}

export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  #path(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.#path(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const file = this.#path(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await rename(sourcePath, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await copyFile(sourcePath, file);
      await unlink(sourcePath);
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!isValidKey(key)) return null;
    try {
      return new Uint8Array(await readFile(this.#path(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<StoredStream | null> {
    if (!isValidKey(key)) return null;
    const file = this.#path(key);
    try {
      const s = await stat(file);
      if (!s.isFile()) return null;
      return {
        stream: createReadStream(file, range ? { start: range.start, end: range.end } : {}),
        size: s.size,
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    try {
      return (await stat(this.#path(key))).isFile();
    } catch {
      return false;
    }
  }

  async ready(): Promise<boolean> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, fsConstants.W_OK);
    return true;
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.#path(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}
