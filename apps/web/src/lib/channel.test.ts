import { beforeEach, describe, expect, it } from 'vitest';
import { affCodeText, captureChannel, readChannelFromSearch } from './channel';
import { isAppStore, isLight, resetMemoryStorage } from './storage';

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
});

describe('channel data', () => {
  it('reads only the channel fields from a query string', () => {
    expect(readChannelFromSearch('?pc=a&dc=b&foo=1&uid=')).toEqual({ pc: 'a', dc: 'b' });
    expect(readChannelFromSearch('?foo=1')).toBeNull();
  });

  it('affCode is "" without channel data', () => {
    expect(captureChannel('')).toBeNull();
    expect(affCodeText()).toBe('');
  });

  it('stores URL channel data over the stored one and sets flags', () => {
    captureChannel('?pc=old&uid=7');
    captureChannel('?pc=new&isLight=1&isAppStore=1');
    expect(JSON.parse(affCodeText())).toEqual({ pc: 'new', uid: '7', isLight: '1', isAppStore: '1' });
    expect(isLight()).toBe(true);
    expect(isAppStore()).toBe(true);
  });

  it('keeps the stored data when the URL has none', () => {
    captureChannel('?dc=d1');
    expect(captureChannel('?x=1')).toEqual({ dc: 'd1' });
  });
});
