/**
 * Typed localStorage helpers. Every access is guarded: Safari private mode, disabled cookies
 * or a full quota make localStorage throw, and then values live in memory for this page so
 * the session still works until reload.
 */
import {
  DEVICE_ID_STORAGE_KEY,
  IS_APP_STORE_STORAGE_KEY,
  IS_LIGHT_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
} from '@lld/protocol/constants';

export const STORAGE_KEYS = {
  token: TOKEN_STORAGE_KEY,
  devID: DEVICE_ID_STORAGE_KEY,
  isLight: IS_LIGHT_STORAGE_KEY,
  isAppStore: IS_APP_STORE_STORAGE_KEY,
  /** JSON text of the channel data (spec §3), sent as `affCode` on guest login. */
  channel: 'channel',
  /** JSON map `kind:id` → last position of a video, comic, novel or audio book (lib/positions.ts). */
  positions: 'lld:positions',
  /** JSON of the novel reader's settings (features/novels/reader-settings.ts). */
  novelReader: 'novelReader',
  /** JSON of the danmaku settings and blocked words (features/media/danmaku/settings.ts). */
  danmaku: 'lld:danmaku',
  /** '1' while videos play muted (spec §3 shared config: the video-muted flag). */
  videoMuted: 'lld:videoMuted',
  /** JSON list of the floating windows the user closed (home, spec §3 floatingWindow). */
  floatingClosed: 'lld:floatingClosed',
  /** The quality the user picked in the player ('auto' or a rendition name). */
  videoQuality: 'lld:videoQuality',
  /** How many times the app was launched on this device (lib/launch.ts). */
  launches: 'lld:launches',
  /** The day (YYYY-MM-DD, local) the home popup ad (position 3) was last shown. */
  homePopupDay: 'lld:homePopupDay',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const memory = new Map<string, string>();

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getItem(key: StorageKey): string | null {
  try {
    const s = store();
    if (s) {
      const v = s.getItem(key);
      if (v !== null) return v;
    }
  } catch {
    // fall through to memory
  }
  return memory.get(key) ?? null;
}

/** Stores a value; returns false when only the in-memory fallback holds it. */
export function setItem(key: StorageKey, value: string): boolean {
  memory.set(key, value);
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, value);
    memory.delete(key);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: StorageKey): void {
  memory.delete(key);
  try {
    store()?.removeItem(key);
  } catch {
    // nothing else to do
  }
}

/**
 * A flag is set when its key holds a value other than '', '0' or 'false' (the spec only says
 * "if the flag exists"; an explicit false-ish value is treated as unset).
 */
export function getFlag(key: StorageKey): boolean {
  const v = getItem(key);
  return v !== null && v !== '' && v !== '0' && v !== 'false';
}

export function setFlag(key: StorageKey, on: boolean): void {
  if (on) setItem(key, '1');
  else removeItem(key);
}

export function getToken(): string {
  return getItem(STORAGE_KEYS.token) ?? '';
}

export function setToken(token: string): void {
  setItem(STORAGE_KEYS.token, token);
}

export function clearToken(): void {
  removeItem(STORAGE_KEYS.token);
}

export function isLight(): boolean {
  return getFlag(STORAGE_KEYS.isLight);
}

export function isAppStore(): boolean {
  return getFlag(STORAGE_KEYS.isAppStore);
}

/** Channel data of spec §3. Every field is optional: it comes from the landing URL. */
export interface ChannelData {
  pc?: string;
  dc?: string;
  isLight?: string;
  uid?: string;
  uuid?: string;
  isAppStore?: string;
  /** The inviter's code from an invite link (/mine/invitation); the server binds the new guest. */
  affCode?: string;
}

export const CHANNEL_FIELDS = ['pc', 'dc', 'isLight', 'uid', 'uuid', 'isAppStore', 'affCode'] as const;

export function getChannelData(): ChannelData | null {
  const text = getItem(STORAGE_KEYS.channel);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const out: ChannelData = {};
    for (const f of CHANNEL_FIELDS) {
      const v = (parsed as Record<string, unknown>)[f];
      if (typeof v === 'string') out[f] = v;
    }
    return out;
  } catch {
    return null;
  }
}

export function setChannelData(data: ChannelData): void {
  setItem(STORAGE_KEYS.channel, JSON.stringify(data));
}

/** Test helper: forgets the in-memory fallback. */
export function resetMemoryStorage(): void {
  memory.clear();
}
