// The danmaku of a video, fetched window by window as it plays (never all at once): aligned
// windows of DANMAKU_WINDOW_SECONDS; the one being played is fetched, and the next one when
// playback is within PREFETCH_SECONDS of its end. A full answer covers less than asked (`to`):
// the rest of that window is fetched when playback gets there. Windows far from the playing
// position are dropped.
import { DANMAKU_WINDOW_SECONDS } from '@lld/protocol/api/calls/danmaku';

export interface TimedItem {
  id: number;
  time: number;
}

export type FetchWindow<T> = (from: number, to: number) => Promise<{ list: T[]; to: number }>;

export const PREFETCH_SECONDS = 10;
/** Windows kept on each side of the playing one. */
const KEEP = 3;

interface Window<T> {
  items: T[];
  /** Seconds covered so far from the window's start. */
  loadedTo: number;
  loading: boolean;
}

export class DanmakuWindows<T extends TimedItem> {
  readonly #windows = new Map<number, Window<T>>();
  readonly #size: number;

  constructor(
    private readonly fetchWindow: FetchWindow<T>,
    size = DANMAKU_WINDOW_SECONDS,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.#size = size;
  }

  /** Starts the fetches playback at `time` needs; resolves when they are done. */
  async ensure(time: number): Promise<void> {
    const k = Math.floor(Math.max(0, time) / this.#size);
    const jobs = [this.#load(k, time)];
    if (time + PREFETCH_SECONDS >= (k + 1) * this.#size) jobs.push(this.#load(k + 1, time));
    for (const key of this.#windows.keys()) if (Math.abs(key - k) > KEEP) this.#windows.delete(key);
    await Promise.all(jobs);
  }

  async #load(k: number, time: number): Promise<void> {
    const start = k * this.#size;
    const end = start + this.#size;
    let w = this.#windows.get(k);
    if (!w) {
      w = { items: [], loadedTo: start, loading: false };
      this.#windows.set(k, w);
    }
    if (w.loading || w.loadedTo >= end) return;
    // A cut-short window continues only when playback nears what it covers.
    if (w.loadedTo > start && time + PREFETCH_SECONDS < w.loadedTo) return;
    w.loading = true;
    try {
      const r = await this.fetchWindow(w.loadedTo, end);
      this.#merge(w, r.list);
      w.loadedTo = Math.max(w.loadedTo, Math.min(end, r.to));
    } catch (err) {
      this.onError(err);
    } finally {
      w.loading = false;
    }
  }

  #merge(w: Window<T>, list: readonly T[]): void {
    const ids = new Set(w.items.map((d) => d.id));
    for (const d of list) if (!ids.has(d.id)) w.items.push(d);
    w.items.sort((a, b) => a.time - b.time || a.id - b.id);
  }

  /** A danmaku that arrived live (or was just sent): kept with its window if that one is held. */
  add(item: T): void {
    const w = this.#windows.get(Math.floor(item.time / this.#size));
    if (w) this.#merge(w, [item]);
  }

  remove(id: number): void {
    for (const w of this.#windows.values()) w.items = w.items.filter((d) => d.id !== id);
  }

  /** Danmaku with `from < time <= to`, by time. */
  between(from: number, to: number): T[] {
    const out: T[] = [];
    const first = Math.floor(Math.max(0, from) / this.#size);
    const last = Math.floor(Math.max(0, to) / this.#size);
    for (let k = first; k <= last; k++) {
      const w = this.#windows.get(k);
      if (!w) continue;
      // Items are sorted by time: start at the first one after `from` (asked every frame).
      for (let i = firstAfter(w.items, from); i < w.items.length; i++) {
        const d = w.items[i] as T;
        if (d.time > to) break;
        out.push(d);
      }
    }
    return out;
  }

  /** Windows held now (tests, diagnostics). */
  held(): number[] {
    return [...this.#windows.keys()].sort((a, b) => a - b);
  }
}

/** Index of the first of `items` (sorted by time) with `time > t`; `items.length` when none. */
export function firstAfter(items: readonly TimedItem[], t: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((items[mid] as TimedItem).time > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
