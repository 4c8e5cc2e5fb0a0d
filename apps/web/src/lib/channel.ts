/**
 * Channel data (spec §3: pc, dc, isLight, uid, uuid, isAppStore) arrives in the landing URL's
 * query string. It is kept in localStorage so later visits send the same `affCode`, and its
 * `isLight` / `isAppStore` fields also set the flags the client reads elsewhere (spec §4, §7).
 */
import {
  CHANNEL_FIELDS,
  type ChannelData,
  getChannelData,
  STORAGE_KEYS,
  setChannelData,
  setFlag,
} from './storage';

function truthy(v: string | undefined): boolean {
  return v !== undefined && v !== '' && v !== '0' && v !== 'false';
}

/** The channel fields present (non-empty) in a query string, or null when there are none. */
export function readChannelFromSearch(search: string): ChannelData | null {
  const params = new URLSearchParams(search);
  const out: ChannelData = {};
  let found = false;
  for (const f of CHANNEL_FIELDS) {
    const v = params.get(f);
    if (v !== null && v !== '') {
      out[f] = v;
      found = true;
    }
  }
  return found ? out : null;
}

/**
 * Merges the URL's channel fields over the stored ones (the URL wins), stores the result and
 * raises the isLight / isAppStore flags it carries. Returns the channel data now in effect.
 */
export function captureChannel(search: string = typeof location === 'undefined' ? '' : location.search) {
  const fromUrl = readChannelFromSearch(search);
  const stored = getChannelData();
  if (!fromUrl) return stored;
  const merged: ChannelData = { ...(stored ?? {}), ...fromUrl };
  setChannelData(merged);
  if (truthy(fromUrl.isLight)) setFlag(STORAGE_KEYS.isLight, true);
  if (truthy(fromUrl.isAppStore)) setFlag(STORAGE_KEYS.isAppStore, true);
  return merged;
}

/** `affCode` of guest login: the JSON text of the stored channel data, or '' when none. */
export function affCodeText(): string {
  const data = getChannelData();
  return data && Object.keys(data).length > 0 ? JSON.stringify(data) : '';
}
