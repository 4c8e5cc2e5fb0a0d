/**
 * Image loading for the whole app (spec §4, §7, §9; PROTOCOL §9): bytes are fetched from the
 * IMAGE domain, de-obfuscated, typed by sniffing and handed out as object URLs. Two caches:
 * an in-memory LRU of object URLs (200) and an IndexedDB store of decoded bytes (500 images,
 * oldest evicted). Concurrent requests for one image share one fetch; a failed fetch rejects
 * and stores nothing.
 *
 * Cache keys are the image path as the server gives it (not the joined URL), so a change of
 * CDN domain keeps the cache. Relative paths wait until the IMAGE domains are known
 * (`setImageBaseUrls`, called when the server config arrives).
 */
import { IMAGE_CACHE_DEFAULTS, LAZY_IMAGE_DEFAULTS } from '@lld/protocol/constants';
import { createImageDecoder, type ImageDecoder, type ReadyImage } from './image-decode';
import { ImageFetchError } from './image-fetch';
import { getRuntimeConfig } from './runtime-config';

/* ---------- pure helpers ---------- */

const ABSOLUTE_RE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for URLs that carry their own scheme or host (`https:`, `//cdn`, `data:`, `blob:`). */
export function isAbsoluteUrl(src: string): boolean {
  return ABSOLUTE_RE.test(src);
}

/** Joins a relative image path to a base URL with exactly one slash; absolute URLs are kept. */
export function resolveImageUrl(src: string, base: string): string {
  if (isAbsoluteUrl(src)) return src;
  return `${base.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
}

/* ---------- in-memory LRU of object URLs ---------- */

export class ObjectUrlLru {
  private readonly map = new Map<string, string>();
  constructor(
    readonly max: number,
    private readonly revoke: (url: string) => void,
  ) {}

  get(key: string): string | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  peek(key: string): string | undefined {
    return this.map.get(key);
  }

  set(key: string, value: string): void {
    const old = this.map.get(key);
    if (old !== undefined && old !== value) this.revoke(old);
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next().value as string;
      const url = this.map.get(oldest);
      this.map.delete(oldest);
      if (url !== undefined) this.revoke(url);
    }
  }

  get size(): number {
    return this.map.size;
  }

  clear(): void {
    for (const url of this.map.values()) this.revoke(url);
    this.map.clear();
  }
}

/* ---------- IndexedDB store of decoded bytes ---------- */

export interface StoredImage {
  url: string;
  data: ArrayBuffer;
  /** Time saved, ms since epoch; the smallest is evicted first. */
  t: number;
}

function req<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** One IndexedDB store keyed by url, with an index on `t`. Every method swallows storage errors. */
export class ImageDb {
  private dbPromise: Promise<IDBDatabase | null> | null = null;

  constructor(
    readonly dbName: string,
    readonly storeName: string,
    readonly maxImages: number,
    /** `null`: no IndexedDB (the store then does nothing). */
    idb?: IDBFactory | null,
  ) {
    this.idb = idb === undefined ? (typeof indexedDB === 'undefined' ? null : indexedDB) : idb;
  }

  private readonly idb: IDBFactory | null;

  private open(): Promise<IDBDatabase | null> {
    if (!this.dbPromise) {
      this.dbPromise = new Promise<IDBDatabase | null>((resolve) => {
        if (!this.idb) return resolve(null);
        let r: IDBOpenDBRequest;
        try {
          r = this.idb.open(this.dbName, 1);
        } catch {
          return resolve(null);
        }
        r.onupgradeneeded = () => {
          const store = r.result.createObjectStore(this.storeName, { keyPath: 'url' });
          store.createIndex('t', 't');
        };
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => resolve(null);
        r.onblocked = () => resolve(null);
      });
    }
    return this.dbPromise;
  }

  /** Opens the database now, so that a later first read is only that read. */
  warm(): void {
    void this.open();
  }

  async get(url: string): Promise<StoredImage | undefined> {
    try {
      const db = await this.open();
      if (!db) return undefined;
      const tx = db.transaction(this.storeName, 'readonly');
      const value = (await req(tx.objectStore(this.storeName).get(url))) as StoredImage | undefined;
      return value && Object.prototype.toString.call(value.data) === '[object ArrayBuffer]'
        ? value
        : undefined;
    } catch {
      return undefined;
    }
  }

  /** Saves one image, then deletes the oldest entries beyond `maxImages`. */
  async put(url: string, data: ArrayBuffer, t = Date.now()): Promise<void> {
    try {
      const db = await this.open();
      if (!db) return;
      const tx = db.transaction(this.storeName, 'readwrite');
      const store = tx.objectStore(this.storeName);
      store.put({ url, data, t } satisfies StoredImage);
      // Callbacks, not awaits: the transaction must stay active between the requests.
      const countReq = store.count();
      countReq.onsuccess = () => {
        let excess = countReq.result - this.maxImages;
        if (excess <= 0) return;
        const cursorReq = store.index('t').openCursor();
        cursorReq.onsuccess = () => {
          const cursor = cursorReq.result;
          if (!cursor || excess <= 0) return;
          cursor.delete();
          excess--;
          cursor.continue();
        };
      };
      await done(tx);
    } catch {
      // a full or unavailable database only costs a refetch later
    }
  }

  async count(): Promise<number> {
    try {
      const db = await this.open();
      if (!db) return 0;
      return await req(db.transaction(this.storeName, 'readonly').objectStore(this.storeName).count());
    } catch {
      return 0;
    }
  }

  async clear(): Promise<void> {
    try {
      const db = await this.open();
      if (!db) return;
      const tx = db.transaction(this.storeName, 'readwrite');
      tx.objectStore(this.storeName).clear();
      await done(tx);
    } catch {
      // nothing to clear
    }
  }

  close(): void {
    void this.dbPromise?.then((db) => db?.close());
    this.dbPromise = null;
  }
}

/* ---------- the cache ---------- */

export interface ImageCacheOptions {
  /** Fetches in the page (the worker, once it runs, fetches with its own); unused with `decoder`. */
  fetch?: typeof fetch;
  /** Image de-obfuscation key; the runtime config's `imageKey` by default. */
  imageKey?: () => string;
  /** Makes an object URL in this thread (where there is no image worker). */
  createObjectUrl?: (blob: Blob) => string;
  revokeObjectUrl?: (url: string) => void;
  memoryMax?: number;
  dbName?: string;
  storeName?: string;
  dbMax?: number;
  /** Whether to use IndexedDB at all. */
  persist?: boolean;
  attempts?: number;
  timeoutMs?: number;
  /** Pause before attempt n+1 is `retryDelayMs * n`. */
  retryDelayMs?: number;
  /** IndexedDB factory; `null` disables persistence. */
  idb?: IDBFactory | null;
  /** De-obfuscation and object URLs (a worker, lib/image-decode.ts). */
  decoder?: ImageDecoder;
}

export interface ImageLoadOptions {
  /** `high` for the screen's largest image (its LCP element): fetched ahead of the others. */
  priority?: RequestPriority;
}

export interface ImageCache {
  /** Object URL of a decoded image; fetches, decodes and caches on a miss. */
  load(src: string, options?: ImageLoadOptions): Promise<string>;
  /** Object URL already in memory, without any I/O (and without touching LRU order). */
  peek(src: string): string | undefined;
  /** Sets the IMAGE domain list; relative paths use the first url. */
  setBaseUrls(urls: readonly string[]): void;
  /**
   * Opens the IndexedDB store ahead of the first load: its first open costs a while on a slow
   * phone, and the first screen's largest image is looked up there before it is fetched.
   */
  warmStore(): void;
  /** Empties memory and IndexedDB (tests, or "clear cache" in settings). */
  clear(): Promise<void>;
  readonly memorySize: number;
  readonly db: ImageDb;
}

const RETRYABLE_STATUS = new Set([408, 425, 429]);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createImageCache(options: ImageCacheOptions = {}): ImageCache {
  const imageKey = options.imageKey ?? (() => getRuntimeConfig().imageKey);
  const createObjectUrl = options.createObjectUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const revokeObjectUrl = options.revokeObjectUrl ?? ((url: string) => URL.revokeObjectURL(url));
  const attempts = Math.max(1, options.attempts ?? LAZY_IMAGE_DEFAULTS.attempts);
  const timeoutMs = options.timeoutMs ?? IMAGE_CACHE_DEFAULTS.fetchTimeoutMs;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const persist = options.persist ?? IMAGE_CACHE_DEFAULTS.enabled;
  const decoder = options.decoder ?? createImageDecoder(undefined, createObjectUrl, options.fetch);

  const memory = new ObjectUrlLru(options.memoryMax ?? LAZY_IMAGE_DEFAULTS.cacheSize, revokeObjectUrl);
  const db = new ImageDb(
    options.dbName ?? IMAGE_CACHE_DEFAULTS.dbName,
    options.storeName ?? IMAGE_CACHE_DEFAULTS.storeName,
    options.dbMax ?? IMAGE_CACHE_DEFAULTS.maxSavedImages,
    options.idb,
  );
  const inflight = new Map<string, Promise<string>>();
  // The worker's object URLs died with it: none may be handed out again (the store still has
  // the bytes, so the next load makes a new one).
  decoder.onLost(() => memory.clear());

  let base: string | null = null;
  let baseWaiters: Array<(b: string) => void> = [];
  const whenBase = (): Promise<string> =>
    base !== null ? Promise.resolve(base) : new Promise((resolve) => baseWaiters.push(resolve));

  /** The image at `url`, made ready; a failed attempt is retried unless the CDN said a definite no. */
  async function fetchWithRetries(
    url: string,
    priority: RequestPriority | undefined,
    src: string,
  ): Promise<ReadyImage> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        return await decoder.fetchReady(url, { priority, timeoutMs }, imageKey(), src);
      } catch (error) {
        lastError = error;
        // A definite "no" from the CDN (404, 403 …) will not change on a retry.
        const status = error instanceof ImageFetchError ? error.status : undefined;
        if (status !== undefined && status < 500 && !RETRYABLE_STATUS.has(status)) break;
        if (attempt < attempts) await sleep(retryDelayMs * attempt);
      }
    }
    throw lastError instanceof Error ? lastError : new ImageFetchError('image fetch failed');
  }

  async function loadUncached(src: string, priority: RequestPriority | undefined): Promise<string> {
    const stored = persist ? await db.get(src) : undefined;
    if (stored) {
      const { url } = await decoder.ready(new Uint8Array(stored.data), null, src);
      memory.set(src, url);
      return url;
    }
    const url = isAbsoluteUrl(src) ? src : resolveImageUrl(src, await whenBase());
    const { url: objectUrl, bytes } = await fetchWithRetries(url, priority, src);
    memory.set(src, objectUrl);
    if (persist) {
      const copy =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
      void db.put(src, copy.buffer as ArrayBuffer);
    }
    return objectUrl;
  }

  return {
    load(src: string, loadOptions?: ImageLoadOptions): Promise<string> {
      if (!src) return Promise.reject(new ImageFetchError('empty image src'));
      if (/^(?:data|blob):/i.test(src)) return Promise.resolve(src);
      const hit = memory.get(src);
      if (hit !== undefined) return Promise.resolve(hit);
      const running = inflight.get(src);
      if (running) return running;
      const p = loadUncached(src, loadOptions?.priority).finally(() => inflight.delete(src));
      inflight.set(src, p);
      return p;
    },
    peek(src: string) {
      if (/^(?:data|blob):/i.test(src)) return src;
      return memory.peek(src);
    },
    setBaseUrls(urls: readonly string[]) {
      const first = urls.find((u) => typeof u === 'string' && u.length > 0);
      if (first === undefined) return;
      base = first;
      // Images come next: start the de-obfuscation worker while its script can load early.
      decoder.warm();
      const waiters = baseWaiters;
      baseWaiters = [];
      for (const w of waiters) w(first);
    },
    warmStore() {
      if (persist) db.warm();
    },
    async clear() {
      memory.clear();
      await db.clear();
    },
    get memorySize() {
      return memory.size;
    },
    db,
  };
}

/** The app's image cache. */
export const imageCache: ImageCache = createImageCache();

export function loadImage(src: string, options?: ImageLoadOptions): Promise<string> {
  return imageCache.load(src, options);
}

export function setImageBaseUrls(urls: readonly string[]): void {
  imageCache.setBaseUrls(urls);
}
