/**
 * The viewer's danmaku settings and blocked words, kept in localStorage (this device only) and
 * shared by every open player (zustand).
 */
import { create } from 'zustand';

/** localStorage key (this device only). Kept here, not in lib/storage, so the entry carries nothing of it. */
export const DANMAKU_STORAGE_KEY = 'lld:danmaku';

function load(): string | null {
  try {
    return localStorage.getItem(DANMAKU_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(text: string): void {
  try {
    localStorage.setItem(DANMAKU_STORAGE_KEY, text);
  } catch {
    // private mode or full: settings last for this page
  }
}

export const OPACITIES = [0.25, 0.5, 0.75, 1] as const;
export const AREAS = [0.25, 0.5, 0.75, 1] as const;
export const SPEEDS = [0.75, 1, 1.25, 1.5] as const;
/** Density: most comments on screen at once. */
export const DENSITIES = { low: 20, normal: 60, high: 200 } as const;
export type Density = keyof typeof DENSITIES;
export const MAX_BLOCKED_WORDS = 50;

export interface DanmakuSettings {
  enabled: boolean;
  opacity: number;
  area: number;
  speed: number;
  density: Density;
  blocked: string[];
}

export const DEFAULT_DANMAKU: DanmakuSettings = {
  enabled: true,
  opacity: 1,
  area: 0.5,
  speed: 1,
  density: 'normal',
  blocked: [],
};

const oneOf = <T extends number>(list: readonly T[], v: unknown, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;

/** Parses stored settings, replacing anything out of range by its default. */
export function parseDanmakuSettings(text: string | null): DanmakuSettings {
  let raw: Partial<Record<keyof DanmakuSettings, unknown>> = {};
  try {
    const v: unknown = JSON.parse(text ?? '{}');
    if (v && typeof v === 'object') raw = v as typeof raw;
  } catch {
    /* defaults */
  }
  const d = DEFAULT_DANMAKU;
  return {
    enabled: typeof raw.enabled === 'boolean' ? raw.enabled : d.enabled,
    opacity: oneOf(OPACITIES, raw.opacity, 1),
    area: oneOf(AREAS, raw.area, 0.5),
    speed: oneOf(SPEEDS, raw.speed, 1),
    density:
      typeof raw.density === 'string' && raw.density in DENSITIES ? (raw.density as Density) : d.density,
    blocked: Array.isArray(raw.blocked)
      ? raw.blocked
          .filter((w): w is string => typeof w === 'string' && w.trim() !== '')
          .slice(0, MAX_BLOCKED_WORDS)
      : [],
  };
}

interface Store extends DanmakuSettings {
  set: (patch: Partial<DanmakuSettings>) => void;
  block: (word: string) => void;
  unblock: (word: string) => void;
}

export const useDanmakuSettings = create<Store>((set, get) => {
  const save = (patch: Partial<DanmakuSettings>) => {
    set(patch);
    const { set: _s, block: _b, unblock: _u, ...settings } = get();
    store(JSON.stringify(settings));
  };
  return {
    ...parseDanmakuSettings(load()),
    set: save,
    block: (word) => {
      const w = word.trim();
      const { blocked } = get();
      if (!w || blocked.includes(w) || blocked.length >= MAX_BLOCKED_WORDS) return;
      save({ blocked: [...blocked, w] });
    },
    unblock: (word) => save({ blocked: get().blocked.filter((w) => w !== word) }),
  };
});
