/**
 * The novel reader's settings: font size, line height, background colour and night mode, kept
 * in localStorage and shared by every open reader (zustand).
 */
import { create } from 'zustand';
import { getItem, STORAGE_KEYS, setItem } from '@/lib/storage';

export const FONT_SIZES = { min: 14, max: 28, step: 2 } as const;
export const LINE_HEIGHTS = [1.5, 1.8, 2.1] as const;
export const BACKGROUNDS = {
  default: { bg: '#17182f', fg: '#d8dae5' },
  paper: { bg: '#f3e9d2', fg: '#3b3124' },
  green: { bg: '#d4e8d0', fg: '#23331f' },
  white: { bg: '#fafafa', fg: '#222222' },
} as const;
export const NIGHT = { bg: '#0b0b10', fg: '#7d8193' } as const;

export type Background = keyof typeof BACKGROUNDS;

export interface ReaderSettings {
  fontSize: number;
  lineHeight: (typeof LINE_HEIGHTS)[number];
  background: Background;
  night: boolean;
}

export const DEFAULT_SETTINGS: ReaderSettings = {
  fontSize: 18,
  lineHeight: 1.8,
  background: 'default',
  night: false,
};

/** Parses stored settings, replacing anything out of range by its default. */
export function parseSettings(text: string | null): ReaderSettings {
  let raw: Partial<ReaderSettings> = {};
  try {
    const v: unknown = JSON.parse(text ?? '{}');
    if (v && typeof v === 'object') raw = v as Partial<ReaderSettings>;
  } catch {
    /* defaults */
  }
  const size = Number(raw.fontSize);
  return {
    fontSize:
      Number.isInteger(size) && size >= FONT_SIZES.min && size <= FONT_SIZES.max
        ? size
        : DEFAULT_SETTINGS.fontSize,
    lineHeight: LINE_HEIGHTS.includes(raw.lineHeight as never)
      ? (raw.lineHeight as ReaderSettings['lineHeight'])
      : DEFAULT_SETTINGS.lineHeight,
    background:
      typeof raw.background === 'string' && Object.hasOwn(BACKGROUNDS, raw.background)
        ? raw.background
        : DEFAULT_SETTINGS.background,
    night: raw.night === true,
  };
}

export function colorsOf(s: ReaderSettings): { bg: string; fg: string } {
  return s.night ? NIGHT : BACKGROUNDS[s.background];
}

interface Store extends ReaderSettings {
  set: (patch: Partial<ReaderSettings>) => void;
  bigger: () => void;
  smaller: () => void;
}

export const useReaderSettings = create<Store>((setState, get) => {
  const save = (patch: Partial<ReaderSettings>) => {
    const { set: _s, bigger: _b, smaller: _m, ...current } = get();
    const next = parseSettings(JSON.stringify({ ...current, ...patch }));
    setItem(STORAGE_KEYS.novelReader, JSON.stringify(next));
    setState(next);
  };
  return {
    ...parseSettings(getItem(STORAGE_KEYS.novelReader)),
    set: save,
    bigger: () => save({ fontSize: Math.min(FONT_SIZES.max, get().fontSize + FONT_SIZES.step) }),
    smaller: () => save({ fontSize: Math.max(FONT_SIZES.min, get().fontSize - FONT_SIZES.step) }),
  };
});
