/**
 * Where the reader or listener was in each book (chapter and position: a fraction for text,
 * seconds for audio), in localStorage so a reload resumes before the server answers. The 100
 * most recent books are kept.
 */
import { getItem, STORAGE_KEYS, setItem } from '@/lib/storage';

export interface BookPosition {
  chapterId: number;
  position: number;
  at: number;
}

type Positions = Record<string, BookPosition>;

function readAll(): Positions {
  try {
    const v: unknown = JSON.parse(getItem(STORAGE_KEYS.bookProgress) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Positions) : {};
  } catch {
    return {};
  }
}

const valid = (p: unknown): p is BookPosition =>
  !!p &&
  typeof p === 'object' &&
  Number.isInteger((p as BookPosition).chapterId) &&
  (p as BookPosition).chapterId > 0 &&
  typeof (p as BookPosition).position === 'number' &&
  (p as BookPosition).position >= 0;

export function loadBookPosition(bookId: number): BookPosition | null {
  const p = readAll()[String(bookId)];
  return valid(p) ? p : null;
}

export function saveBookPosition(
  bookId: number,
  chapterId: number,
  position: number,
  now = Date.now(),
): void {
  const all = readAll();
  all[String(bookId)] = { chapterId, position: Math.max(0, position), at: now };
  const kept = Object.entries(all)
    .filter(([, v]) => valid(v))
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, 100);
  setItem(STORAGE_KEYS.bookProgress, JSON.stringify(Object.fromEntries(kept)));
}
