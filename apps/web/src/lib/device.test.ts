import { parseXUserAgent } from '@lld/protocol/user-agent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeviceId, getXUserAgent, newDeviceId, resetXUserAgent } from './device';
import { resetMemoryStorage } from './storage';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  resetXUserAgent();
});
afterEach(() => vi.restoreAllMocks());

describe('device id', () => {
  it('is 32 hex digits when new', () => {
    expect(newDeviceId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is generated and stored when missing, then reused', () => {
    const id = getDeviceId();
    expect(localStorage.getItem('devID')).toBe(id);
    expect(getDeviceId()).toBe(id);
  });

  it('is regenerated when 6 characters or fewer', () => {
    localStorage.setItem('devID', 'abcdef');
    const id = getDeviceId();
    expect(id).not.toBe('abcdef');
    expect(id).toHaveLength(32);
  });

  it('keeps a stored id of 7 characters', () => {
    localStorage.setItem('devID', 'abcdefg');
    expect(getDeviceId()).toBe('abcdefg');
  });
});

describe('X-User-Agent', () => {
  it('is built from navigator once per page', () => {
    const spy = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    const ua = getXUserAgent();
    expect(parseXUserAgent(ua)).toMatchObject({ sysType: 'h5_ios', ver: '2.1.1' });
    expect(ua.startsWith('DevType=Apple+iPhone+mobile&SysType=h5_ios&Ver=2.1.1&BuildID=')).toBe(true);
    spy.mockReturnValue('something else');
    expect(getXUserAgent()).toBe(ua);
  });

  it('says SysType=light when the stored isLight flag exists', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    localStorage.setItem('isLight', '1');
    expect(parseXUserAgent(getXUserAgent())?.sysType).toBe('light');
  });
});
