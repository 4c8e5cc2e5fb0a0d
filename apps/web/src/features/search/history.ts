// My search history: on this device only (localStorage), newest first, at most 20, no repeats.
import { SEARCH_HISTORY_MAX } from '@lld/protocol/api/calls/search';
import { useSyncExternalStore } from 'react';

export const HISTORY_KEY = 'lld.search.history';

const listeners = new Set<() => void>();
let cache: readonly string[] | null = null;

function read(): readonly string[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]');
    cache = Array.isArray(parsed)
      ? parsed.filter((x): x is string => typeof x === 'string').slice(0, SEARCH_HISTORY_MAX)
      : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(list: readonly string[]): void {
  cache = list;
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Private mode or full storage: the history lives for this visit only.
  }
  for (const l of listeners) l();
}

export const searchHistory = {
  list: read,
  /** Puts a word first (moving it when already there) and keeps the newest 20. */
  add(keyword: string): void {
    const word = keyword.trim();
    if (!word) return;
    write([word, ...read().filter((w) => w !== word)].slice(0, SEARCH_HISTORY_MAX));
  },
  remove(keyword: string): void {
    write(read().filter((w) => w !== keyword));
  },
  clear(): void {
    write([]);
  },
  /** Tests: forget the in-memory copy. */
  reset(): void {
    cache = null;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSearchHistory(): readonly string[] {
  return useSyncExternalStore(searchHistory.subscribe, searchHistory.list, searchHistory.list);
}
