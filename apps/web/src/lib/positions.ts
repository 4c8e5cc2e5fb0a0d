/**
 * The one store of saved positions on this device, for every kind of media: where the viewer or
 * reader was, so a reload resumes at once before the server answers (the server keeps its own
 * copy through each kind's track call). One localStorage key, keyed by kind and item; the 300
 * most recent items are kept. `recentPositions()` lists them newest first across kinds, which is
 * what a "continue" shelf shows.
 *
 * `position` means, per kind: video and audio, seconds; comic, the page index (with `offset`, the
 * fraction of that page scrolled past); novel, the fraction of the chapter read (0..1).
 */
import { getItem, STORAGE_KEYS, setItem } from './storage';

export type PositionKind = 'video' | 'comic' | 'novel' | 'audio';

export interface SavedPosition {
  kind: PositionKind;
  /** The video, comic or book. */
  id: number;
  /** The chapter or track; 0 for a video. */
  chapterId: number;
  position: number;
  /** Comic only: fraction of the page scrolled past, 0..1; 0 otherwise. */
  offset: number;
  /** When it was saved, epoch ms. */
  at: number;
}

export const MAX_SAVED_POSITIONS = 300;
const KINDS: readonly PositionKind[] = ['video', 'comic', 'novel', 'audio'];

type Stored = Record<string, Omit<SavedPosition, 'kind' | 'id'>>;

function valid(p: unknown): p is Omit<SavedPosition, 'kind' | 'id'> {
  if (!p || typeof p !== 'object') return false;
  const r = p as SavedPosition;
  return (
    Number.isInteger(r.chapterId) &&
    r.chapterId >= 0 &&
    typeof r.position === 'number' &&
    Number.isFinite(r.position) &&
    r.position >= 0 &&
    typeof r.offset === 'number' &&
    r.offset >= 0 &&
    r.offset <= 1 &&
    typeof r.at === 'number'
  );
}

function readAll(): Stored {
  try {
    const v: unknown = JSON.parse(getItem(STORAGE_KEYS.positions) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Stored) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Stored): void {
  const kept = Object.entries(all)
    .filter(([, v]) => valid(v))
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, MAX_SAVED_POSITIONS);
  setItem(STORAGE_KEYS.positions, JSON.stringify(Object.fromEntries(kept)));
}

const keyOf = (kind: PositionKind, id: number) => `${kind}:${id}`;

export function loadPosition(kind: PositionKind, id: number): SavedPosition | null {
  const p = readAll()[keyOf(kind, id)];
  return valid(p) ? { kind, id, ...p } : null;
}

export function savePosition(
  kind: PositionKind,
  id: number,
  where: { chapterId?: number; position: number; offset?: number },
  now = Date.now(),
): void {
  const all = readAll();
  all[keyOf(kind, id)] = {
    chapterId: where.chapterId ?? 0,
    position: Math.max(0, where.position),
    offset: Math.min(1, Math.max(0, where.offset ?? 0)),
    at: now,
  };
  writeAll(all);
}

/** The most recent positions across every kind, newest first. */
export function recentPositions(limit = 20): SavedPosition[] {
  const out: SavedPosition[] = [];
  for (const [key, p] of Object.entries(readAll())) {
    const [kind, id] = key.split(':') as [PositionKind, string];
    if (KINDS.includes(kind) && valid(p)) out.push({ kind, id: Number(id), ...p });
  }
  return out.sort((a, b) => b.at - a.at).slice(0, limit);
}
