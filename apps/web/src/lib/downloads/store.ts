/**
 * Where downloads live on the device: one IndexedDB database, `items` (what was saved, its
 * progress) and `parts` (the bytes: a key, a segment, a page, a track, as served — encrypted
 * media stays encrypted). Blobs in IndexedDB are kept on disk by the browser, not in memory.
 */
export type DownloadKind = 'video' | 'comic' | 'novel' | 'audio';
export type DownloadStatus = 'downloading' | 'paused' | 'done' | 'failed';

export interface DownloadItem {
  /** `${kind}:${id}` (a comic chapter: `comic:${chapterId}`). */
  key: string;
  kind: DownloadKind;
  id: number;
  title: string;
  cover: string;
  status: DownloadStatus;
  /** Parts in all; 0 until planned. */
  parts: number;
  /** Parts stored (always the first `done` ones). */
  done: number;
  bytes: number;
  /** Video: segments in the stored rendition. */
  segments: number;
  /** Video: the variant playlist with `lld-part:<n>` URIs. */
  template: string;
  /** Comic, novel, audio: what the offline reader needs besides the parts (media-plans.ts). */
  meta?: string;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms of the last entitlement check online. */
  checkedAt: number;
  /**
   * Epoch ms until which it opens offline (licence.ts), renewed by each check online; absent on
   * copies saved before licences existed (checked at the next chance).
   */
  expiresAt?: number;
  error?: string;
}

const DB_NAME = 'lld-downloads';
const ITEMS = 'items';
const PARTS = 'parts';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(ITEMS)) db.createObjectStore(ITEMS, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(PARTS)) db.createObjectStore(PARTS);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await open()).transaction(name, mode).objectStore(name);
}

export const partKey = (itemKey: string, n: number) => `${itemKey}#${String(n).padStart(6, '0')}`;

export async function listItems(): Promise<DownloadItem[]> {
  const all = await done((await store(ITEMS, 'readonly')).getAll() as IDBRequest<DownloadItem[]>);
  return all.sort((a, b) => b.createdAt - a.createdAt);
}

export async function getItem(key: string): Promise<DownloadItem | undefined> {
  return done((await store(ITEMS, 'readonly')).get(key) as IDBRequest<DownloadItem | undefined>);
}

export async function putItem(item: DownloadItem): Promise<void> {
  await done((await store(ITEMS, 'readwrite')).put(item));
}

export async function putPart(itemKey: string, n: number, blob: Blob): Promise<void> {
  await done((await store(PARTS, 'readwrite')).put(blob, partKey(itemKey, n)));
}

export async function getPart(itemKey: string, n: number): Promise<Blob | undefined> {
  return done((await store(PARTS, 'readonly')).get(partKey(itemKey, n)) as IDBRequest<Blob | undefined>);
}

/** Removes an item and every part of it. */
export async function deleteItem(key: string): Promise<void> {
  const db = await open();
  const tx = db.transaction([ITEMS, PARTS], 'readwrite');
  tx.objectStore(ITEMS).delete(key);
  tx.objectStore(PARTS).delete(IDBKeyRange.bound(`${key}#`, `${key}#\uffff`));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}
