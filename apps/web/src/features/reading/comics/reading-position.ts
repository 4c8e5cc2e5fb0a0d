/**
 * Where the reader was in each comic: chapter, page and how far into that page (0..1), kept in
 * localStorage so a reload lands on the same spot before the server answers. The most recent
 * 100 comics are kept.
 */
import { getItem, STORAGE_KEYS, setItem } from '@/lib/storage';

export interface ReadingPosition {
  chapterId: number;
  page: number;
  /** Fraction of the page scrolled past, 0..1. */
  offset: number;
  at: number;
}

const MAX_COMICS = 100;

type Positions = Record<string, ReadingPosition>;

function readAll(): Positions {
  try {
    const parsed: unknown = JSON.parse(getItem(STORAGE_KEYS.comicProgress) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function valid(p: unknown): p is ReadingPosition {
  if (!p || typeof p !== 'object') return false;
  const r = p as ReadingPosition;
  return (
    Number.isInteger(r.chapterId) &&
    r.chapterId > 0 &&
    Number.isInteger(r.page) &&
    r.page >= 0 &&
    typeof r.offset === 'number' &&
    r.offset >= 0 &&
    r.offset <= 1
  );
}

export function loadPosition(comicId: number): ReadingPosition | null {
  const p = readAll()[String(comicId)];
  return valid(p) ? p : null;
}

export function savePosition(comicId: number, position: Omit<ReadingPosition, 'at'>, now = Date.now()): void {
  const all = readAll();
  all[String(comicId)] = { ...position, offset: Math.min(1, Math.max(0, position.offset)), at: now };
  const entries = Object.entries(all)
    .filter(([, v]) => valid(v))
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, MAX_COMICS);
  setItem(STORAGE_KEYS.comicProgress, JSON.stringify(Object.fromEntries(entries)));
}

/** The page at the top of the viewport and how far into it, from the pages' top edges. */
export function pageAt(
  tops: readonly number[],
  heights: readonly number[],
  y: number,
): { page: number; offset: number } {
  if (tops.length === 0) return { page: 0, offset: 0 };
  let page = 0;
  for (let i = 0; i < tops.length; i++) if (tops[i]! <= y) page = i;
  const h = heights[page] ?? 0;
  const offset = h > 0 ? Math.min(1, Math.max(0, (y - tops[page]!) / h)) : 0;
  return { page, offset };
}
