/**
 * Downloads for offline use (issue 21): one at a time, resumable part by part, paused, resumed
 * and deleted from 我的下载; listeners hear every change. A video keeps one rendition: its
 * variant playlist as a template and every key and segment as served (segments stay
 * encrypted; the player decrypts them as it does online). Signed URLs expire, so each run (a
 * resume too) asks for a fresh playlist and continues at the first part not yet stored. A comic
 * chapter, a novel and an audio book keep their pages, chapters and tracks as served
 * (media-plans.ts, loaded with the first of them).
 *
 * Entitlement: a video is planned only after `media/cache` grants an offline copy (and the full
 * key is served only to a caller entitled at that moment). Every saved item carries a licence
 * (licence.ts: OFFLINE_COPY_DAYS, cut at the end of the membership that opens it); past it the
 * copy does not open offline. `recheckDownloads()` (online: at app start, when the network
 * comes back and on 我的下载, at most every 10 minutes an item, at once for a lapsed licence)
 * asks again for each saved item, renews the licence, and deletes what the server now refuses.
 */
import { mediaCalls } from '@lld/protocol/api/calls/media';
import { ResultCode } from '@lld/protocol/result-codes';
import { apiCall, isApiError } from '@/lib/api/client';
import { signedPlaylistUrl } from '@/lib/hls';
import { fillTemplate, parseMaster, pickVariant, planVariant, type VariantPlan } from './hls-plan';
import { isExpired } from './licence';
import {
  type DownloadItem,
  type DownloadKind,
  deleteItem,
  getItem,
  getPart,
  listItems,
  putItem,
  putPart,
} from './store';

export type { DownloadItem, DownloadKind, DownloadStatus } from './store';

export const RECHECK_EVERY_MS = 10 * 60_000;

export class DownloadError extends Error {
  override name = 'DownloadError';
  constructor(
    readonly reason: 'notEntitled' | 'notFound' | 'network' | 'expired',
    message: string = reason,
  ) {
    super(message);
  }
}

const listeners = new Set<() => void>();
/** Called after every change of any download; returns the unsubscribe. */
export function subscribeDownloads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = () => {
  for (const l of listeners) l();
};

export const downloadKey = (kind: DownloadKind, id: number) => `${kind}:${id}`;

/* ---------- video planning ---------- */

/** Line 0's master playlist, absolute: the variant, key and segment URLs resolve against it. */
async function masterUrl(id: number): Promise<string> {
  return new URL(await signedPlaylistUrl(id, 0), window.location.href).href;
}

/** A GET of a playlist, key or segment; its refusals as download errors. */
async function fetchOk(url: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { cache: 'no-store' });
  } catch {
    throw new DownloadError('network');
  }
  if (res.status === 404) throw new DownloadError('notFound');
  if (res.status === 403) throw new DownloadError('notEntitled');
  if (!res.ok) throw new DownloadError('network', `HTTP ${res.status}`);
  return res;
}

const fetchText = async (url: string) => (await fetchOk(url)).text();

/** `media/cache`: may this user keep the video offline, and until when (epoch ms). */
export async function videoLicence(id: number): Promise<number> {
  try {
    return (await apiCall(mediaCalls.mediaCache, { id })).expiresAt * 1000;
  } catch (error) {
    if (isApiError(error, ResultCode.NEEDS_ENTITLEMENT)) throw new DownloadError('notEntitled');
    if (isApiError(error, ResultCode.NOT_FOUND)) throw new DownloadError('notFound');
    throw new DownloadError('network');
  }
}

/** A fresh plan of the rendition a download keeps. */
export async function planVideo(id: number): Promise<VariantPlan> {
  const master = await masterUrl(id);
  const variant = pickVariant(parseMaster(await fetchText(master), master));
  if (!variant) throw new DownloadError('notFound', 'no rendition');
  const plan = planVariant(await fetchText(variant.url), variant.url);
  if (plan.segments === 0) throw new DownloadError('notFound', 'no segments');
  return plan;
}

/* ---------- the queue ---------- */

const queue: string[] = [];
let active: string | null = null;

function enqueue(key: string): void {
  if (active !== key && !queue.includes(key)) queue.push(key);
  void pump();
}

async function pump(): Promise<void> {
  if (active) return;
  while (queue.length > 0) {
    const key = queue.shift()!;
    active = key;
    try {
      await run(key);
    } catch (error) {
      const item = await getItem(key).catch(() => undefined);
      if (item && item.status === 'downloading') {
        await putItem({
          ...item,
          status: 'failed',
          error: error instanceof DownloadError ? error.reason : 'network',
        }).catch(() => {});
      }
    } finally {
      active = null;
      emit();
    }
  }
}

/** One plan for every kind: the parts to fetch in order, and what tells a changed plan apart. */
interface Plan {
  parts: Array<() => Promise<Blob>>;
  segments: number;
  template: string;
  meta: string;
  expiresAt: number;
}

const asDownloadError = (error: unknown): unknown =>
  error instanceof Error && error.name === 'PlanError'
    ? new DownloadError((error as Error & { reason: DownloadError['reason'] }).reason)
    : error;

async function plan(item: DownloadItem): Promise<Plan> {
  if (item.kind === 'video') {
    const expiresAt = await videoLicence(item.id);
    const v = await planVideo(item.id);
    return {
      parts: v.parts.map((p) => async () => (await fetchOk(p.url)).blob()),
      segments: v.segments,
      template: v.template,
      meta: '',
      expiresAt,
    };
  }
  try {
    const plans = await import('./media-plans');
    const m =
      item.kind === 'comic' ? await plans.planComic(item.id) : await plans.planBook(item.kind, item.id);
    return { parts: m.parts, segments: 0, template: '', meta: m.meta, expiresAt: m.expiresAt };
  } catch (error) {
    throw asDownloadError(error);
  }
}

async function run(key: string): Promise<void> {
  const first = await getItem(key);
  if (first?.status !== 'downloading') return;
  const p = await plan(first);
  // A different rendition or content than the parts stored so far: start over.
  const fresh =
    first.parts !== p.parts.length || first.template !== p.template || (first.meta ?? '') !== p.meta;
  let item: DownloadItem = {
    ...first,
    parts: p.parts.length,
    segments: p.segments,
    template: p.template,
    meta: p.meta,
    expiresAt: p.expiresAt,
    done: fresh ? 0 : first.done,
    bytes: fresh ? 0 : first.bytes,
    error: undefined,
  };
  await putItem(item);
  emit();
  for (let n = item.done; n < p.parts.length; n++) {
    let blob: Blob;
    try {
      blob = await p.parts[n]!();
    } catch (error) {
      throw asDownloadError(error);
    }
    // Paused or deleted meanwhile: keep what is stored, stop here.
    const now = await getItem(key);
    if (now?.status !== 'downloading') return;
    await putPart(key, n, blob);
    item = { ...now, done: n + 1, bytes: now.bytes + blob.size };
    await putItem(item);
    emit();
  }
  await putItem({ ...item, status: 'done', checkedAt: Date.now() });
}

/* ---------- what screens call ---------- */

export interface DownloadRequest {
  kind: DownloadKind;
  id: number;
  title: string;
  cover: string;
}

/** Starts (or continues) saving an item; resolves once it is queued. */
export async function startDownload(req: DownloadRequest): Promise<void> {
  const key = downloadKey(req.kind, req.id);
  const held = await getItem(key);
  if (held?.status === 'done') return;
  const now = Date.now();
  await putItem({
    key,
    kind: req.kind,
    id: req.id,
    title: req.title,
    cover: req.cover,
    parts: 0,
    segments: 0,
    done: 0,
    bytes: 0,
    template: '',
    createdAt: now,
    checkedAt: now,
    ...held,
    status: 'downloading',
  });
  // Ask the browser not to evict saved items under storage pressure (best effort).
  void navigator.storage?.persist?.().catch(() => false);
  emit();
  enqueue(key);
}

export async function pauseDownload(key: string): Promise<void> {
  const item = await getItem(key);
  if (item?.status !== 'downloading') return;
  const i = queue.indexOf(key);
  if (i >= 0) queue.splice(i, 1);
  await putItem({ ...item, status: 'paused' });
  emit();
}

export async function resumeDownload(key: string): Promise<void> {
  const item = await getItem(key);
  if (!item || item.status === 'done') return;
  await putItem({ ...item, status: 'downloading', error: undefined });
  emit();
  enqueue(key);
}

export async function removeDownload(key: string): Promise<void> {
  const i = queue.indexOf(key);
  if (i >= 0) queue.splice(i, 1);
  await deleteItem(key);
  emit();
}

export { getItem as getDownload, listItems as listDownloads };

/** Resumes downloads a closed page left running (called when 我的下载 opens). */
export async function resumeInterrupted(): Promise<void> {
  for (const item of await listItems()) if (item.status === 'downloading') enqueue(item.key);
}

/** A saved item that may be opened now: complete, and its licence not run out. */
async function openable(key: string): Promise<DownloadItem> {
  const item = await getItem(key);
  if (item?.status !== 'done') throw new DownloadError('notFound');
  if (isExpired(item, Date.now())) throw new DownloadError('expired');
  return item;
}

/**
 * A playable playlist of a saved video: blob: URLs of the stored keys and segments in the
 * template. `release()` frees them.
 */
export async function openSavedVideo(key: string): Promise<{ url: string; release: () => void }> {
  const item = await openable(key);
  const urls: string[] = [];
  for (let n = 0; n < item.parts; n++) {
    const blob = await getPart(key, n);
    if (!blob) {
      for (const u of urls) URL.revokeObjectURL(u);
      throw new DownloadError('notFound', `part ${n} missing`);
    }
    urls.push(URL.createObjectURL(blob));
  }
  const playlist = fillTemplate(item.template, urls);
  const url = URL.createObjectURL(new Blob([playlist], { type: 'application/vnd.apple.mpegurl' }));
  return {
    url,
    release() {
      URL.revokeObjectURL(url);
      for (const u of urls) URL.revokeObjectURL(u);
    },
  };
}

/** The stored parts of a saved item, in order (a comic's pages, a book's chapters or tracks). */
export async function savedParts(key: string): Promise<{ item: DownloadItem; parts: Blob[] }> {
  const item = await openable(key);
  const parts: Blob[] = [];
  for (let n = 0; n < item.parts; n++) {
    const blob = await getPart(key, n);
    if (!blob) throw new DownloadError('notFound', `part ${n} missing`);
    parts.push(blob);
  }
  return { item, parts };
}

/** Whether an item is due for a check online at `now`. */
export function dueForCheck(item: DownloadItem, now: number): boolean {
  if (item.status !== 'done') return false;
  return now - item.checkedAt >= RECHECK_EVERY_MS || item.expiresAt === undefined || isExpired(item, now);
}

/** The renewed licence of a saved item, `false` when refused or gone, `null` when unknown. */
async function licenceNow(item: DownloadItem): Promise<number | false | null> {
  if (item.kind !== 'video') {
    const { stillEntitled } = await import('./media-plans');
    return stillEntitled(item.kind, item.id, item.meta ?? '{"chapters":[]}');
  }
  try {
    return await videoLicence(item.id);
  } catch (error) {
    return error instanceof DownloadError && error.reason !== 'network' ? false : null;
  }
}

let checking: Promise<string[]> | null = null;

/**
 * Online: asks the server again for each saved item due (dueForCheck); one it now refuses (the
 * entitlement ended) or that is gone is deleted, the others get a renewed licence. Network
 * failures keep everything as it was. One check at a time (a second call joins the running one).
 * Resolves to the deleted keys.
 */
export function recheckDownloads(now = Date.now()): Promise<string[]> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve([]);
  checking ??= (async () => {
    const removed: string[] = [];
    for (const item of await listItems()) {
      if (!dueForCheck(item, now)) continue;
      const licence = await licenceNow(item);
      if (licence === null) continue;
      // Paused, resumed or deleted meanwhile: leave it to that.
      const held = await getItem(item.key);
      if (held?.status !== 'done') continue;
      if (licence === false) {
        await deleteItem(item.key);
        removed.push(item.key);
      } else {
        await putItem({ ...held, checkedAt: now, expiresAt: licence });
      }
    }
    emit();
    return removed;
  })().finally(() => {
    checking = null;
  });
  return checking;
}
