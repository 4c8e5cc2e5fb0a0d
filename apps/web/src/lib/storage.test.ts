import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  getChannelData,
  getFlag,
  getItem,
  getToken,
  isAppStore,
  isLight,
  resetMemoryStorage,
  STORAGE_KEYS,
  setChannelData,
  setFlag,
  setItem,
  setToken,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
});
afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('uses the spec keys', () => {
    expect(STORAGE_KEYS).toMatchObject({
      token: 'token',
      devID: 'devID',
      isLight: 'isLight',
      isAppStore: 'isAppStore',
    });
  });

  it('stores, reads and clears the token under "token"', () => {
    expect(getToken()).toBe('');
    setToken('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('');
  });

  it('treats a flag as set when present and not false-ish', () => {
    expect(isLight()).toBe(false);
    localStorage.setItem('isLight', 'true');
    expect(isLight()).toBe(true);
    localStorage.setItem('isAppStore', '0');
    expect(isAppStore()).toBe(false);
    setFlag(STORAGE_KEYS.isAppStore, true);
    expect(getFlag(STORAGE_KEYS.isAppStore)).toBe(true);
    setFlag(STORAGE_KEYS.isAppStore, false);
    expect(localStorage.getItem('isAppStore')).toBeNull();
  });

  it('keeps working in memory when localStorage throws (Safari private mode)', () => {
    const err = new DOMException('quota', 'QuotaExceededError');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw err;
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw err;
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw err;
    });
    expect(setItem(STORAGE_KEYS.token, 't1')).toBe(false);
    expect(getItem(STORAGE_KEYS.token)).toBe('t1');
    expect(getToken()).toBe('t1');
    clearToken();
    expect(getToken()).toBe('');
  });

  it('round-trips channel data and ignores junk', () => {
    setChannelData({ pc: 'p1', uid: '9' });
    expect(getChannelData()).toEqual({ pc: 'p1', uid: '9' });
    localStorage.setItem('channel', '{not json');
    expect(getChannelData()).toBeNull();
    localStorage.setItem('channel', JSON.stringify({ pc: 1, dc: 'x', other: 'y' }));
    expect(getChannelData()).toEqual({ dc: 'x' });
  });
});
