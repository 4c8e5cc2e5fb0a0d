import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_DEFAULTS,
  CLIENT_VERSION,
  CONFIG_VERSION,
  DEVICE_ID_STORAGE_KEY,
  DOMAIN_TYPES,
  FOOTER,
  IMAGE_CACHE_DEFAULTS,
  LAZY_IMAGE_DEFAULTS,
  LIST_DEFAULTS,
  NONCE_TTL_SECONDS,
  SIGN_WINDOW_SECONDS,
  STREAM_PREFIX,
  TOAST_DURATION_MS,
  TOKEN_STORAGE_KEY,
  UPLOAD_DEFAULTS,
} from './constants.ts';

describe('constants (spec §9, PROTOCOL)', () => {
  it('has the spec values', () => {
    expect(CLIENT_VERSION).toBe('2.1.1');
    expect(CONFIG_VERSION).toBe('1.0.0');
    expect(TOKEN_STORAGE_KEY).toBe('token');
    expect(DEVICE_ID_STORAGE_KEY).toBe('devID');
    expect(STREAM_PREFIX).toBe('/api/app/media/h5/m3u8/');
    expect(SIGN_WINDOW_SECONDS).toBe(300);
    expect(NONCE_TTL_SECONDS).toBe(600);
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(LIST_DEFAULTS).toMatchObject({
      pageSize: 10,
      maxPageSize: 50,
      pullRefreshHeadHeight: 50,
      loadOffset: 300,
    });
    expect(LIST_DEFAULTS.finishedText).toBe('没有更多了');
    expect(CAROUSEL_DEFAULTS).toEqual({ autoplayDelayMs: 3000, speedMs: 300, spaceBetweenPx: 10 });
    expect(UPLOAD_DEFAULTS).toMatchObject({
      target: '/api/app/upload/chunk',
      chunkSize: 1_048_576,
      simultaneousUploads: 3,
      progressCallbacksIntervalMs: 500,
      speedSmoothingFactor: 0.1,
      maxChunkRetries: 0,
    });
    expect(UPLOAD_DEFAULTS.permanentErrors).toEqual([404, 415, 500, 501]);
    expect(UPLOAD_DEFAULTS.successStatuses).toEqual([200, 201, 202]);
    expect(IMAGE_CACHE_DEFAULTS).toMatchObject({
      enabled: true,
      maxSavedImages: 500,
      zipMax: 500,
      maxTimeConsumingMs: 10_000,
      timeoutCountLimit: 30,
      fetchTimeoutMs: 100_000,
    });
    expect(LAZY_IMAGE_DEFAULTS).toMatchObject({
      cacheSize: 200,
      attempts: 3,
      throttleMs: 200,
      preloadRatio: 1.3,
      threshold: 0.3,
      rootMargin: '0px 0px 100px 0px',
    });
    expect(FOOTER).toMatchObject({ heightPx: 80, zIndex: 2, tabCount: 7 });
    expect(DOMAIN_TYPES).toEqual(['LAND', 'IMAGE', 'MP4', 'AIIMG', 'API', 'H5SHAREURL', 'VID']);
  });

  it('defaults are frozen, nested arrays included', () => {
    for (const o of [
      LIST_DEFAULTS,
      CAROUSEL_DEFAULTS,
      UPLOAD_DEFAULTS,
      IMAGE_CACHE_DEFAULTS,
      LAZY_IMAGE_DEFAULTS,
      FOOTER,
    ]) {
      expect(Object.isFrozen(o)).toBe(true);
    }
    expect(Object.isFrozen(UPLOAD_DEFAULTS.permanentErrors)).toBe(true);
    expect(Object.isFrozen(DOMAIN_TYPES)).toBe(true);
  });
});
