/**
 * Business constants of spec §9 and PROTOCOL.md, written once here and imported everywhere.
 * Every object is frozen (deeply) so a consumer cannot change a shared default by accident.
 */

/** Client version sent as `Ver` in `X-User-Agent` (spec §9, PROTOCOL §2). */
export const CLIENT_VERSION = '2.1.1';
/** Config version (spec §9). */
export const CONFIG_VERSION = '1.0.0';
/** localStorage key of the session token (spec §4). */
export const TOKEN_STORAGE_KEY = 'token';
/** localStorage key of the device id (spec §4). */
export const DEVICE_ID_STORAGE_KEY = 'devID';
/** localStorage key of the "light" channel flag that makes `SysType` `light` (spec §7). */
export const IS_LIGHT_STORAGE_KEY = 'isLight';
/** localStorage key of the iOS wrapper flag: external links go to the native `openOutLink` handler (spec §4). */
export const IS_APP_STORE_STORAGE_KEY = 'isAppStore';
/** Message name used to pass an external URL to the native iOS wrapper (spec §4). */
export const OPEN_OUT_LINK_MESSAGE = 'openOutLink';
/** A stored device id this short or shorter is replaced by a new random one (spec §4). */
export const DEVICE_ID_MAX_INVALID_LENGTH = 6;

/** Path prefix of playlists; a playlist is `STREAM_PREFIX + id` (spec §9, PROTOCOL §8). */
export const STREAM_PREFIX = '/api/app/media/h5/m3u8/';
/** Every call lives under this prefix (PROTOCOL §2). */
export const API_APP_PREFIX = '/api/app/';
/** Target of the resumable.js chunked upload (PROTOCOL §10). */
export const CHUNK_UPLOAD_PATH = '/api/app/upload/chunk';

/** A request timestamp more than this many seconds from the server clock is refused (PROTOCOL §2). */
export const SIGN_WINDOW_SECONDS = 300;
/** A nonce seen within this many seconds is refused as a replay (PROTOCOL §2). */
export const NONCE_TTL_SECONDS = 600;

/** Encryption switches (spec §9): request/response bodies and playlists on, local key encryption off. */
export const ENCRYPTION_DEFAULTS = Object.freeze({
  requestEncryption: true,
  playlistEncryption: true,
  localKeyEncryption: false,
});

/** Domain types of the server config (spec §3, PROTOCOL §7). */
export const DOMAIN_TYPES = Object.freeze([
  'LAND',
  'IMAGE',
  'MP4',
  'AIIMG',
  'API',
  'H5SHAREURL',
  'VID',
] as const);
export type DomainType = (typeof DOMAIN_TYPES)[number];

/** Lists (spec §2, §9; PROTOCOL §5). */
export const LIST_DEFAULTS = Object.freeze({
  /** First page number. */
  firstPage: 1,
  pageSize: 10,
  minPageSize: 1,
  maxPageSize: 50,
  /** Pull-to-refresh head height, px. */
  pullRefreshHeadHeight: 50,
  /** Distance from the bottom, px, at which the next page loads. */
  loadOffset: 300,
  finishedText: '没有更多了',
});

/** Autoplay carousel (spec §9). */
export const CAROUSEL_DEFAULTS = Object.freeze({
  autoplayDelayMs: 3000,
  speedMs: 300,
  spaceBetweenPx: 10,
});

/** Toast display time (spec §9). */
export const TOAST_DURATION_MS = 2000;

/** Swipe and tab gestures (spec §9). */
export const SWIPE_DEFAULTS = Object.freeze({
  swipeDurationMs: 500,
  tabsSwipeThreshold: 5,
  appTabsSwipeThreshold: 100,
});

/** Timings of spec §2 and §4. */
export const UI_TIMINGS = Object.freeze({
  /** The splash screen is removed this long after the first non-home route is reached. */
  splashRemoveDelayMs: 2000,
  /** The viewport height variable is recalculated at most this often. */
  viewportResizeThrottleMs: 300,
  /** Footer tab clicks are debounced this long. */
  footerClickDebounceMs: 200,
});

/** Chunked upload, resumable.js options (spec §5, §9; PROTOCOL §10). */
export const UPLOAD_DEFAULTS = Object.freeze({
  target: CHUNK_UPLOAD_PATH,
  chunkSize: 1024 * 1024,
  simultaneousUploads: 3,
  progressCallbacksIntervalMs: 500,
  speedSmoothingFactor: 0.1,
  maxChunkRetries: 0,
  permanentErrors: Object.freeze([404, 415, 500, 501] as const),
  successStatuses: Object.freeze([200, 201, 202] as const),
  /** Name of the multipart file part. */
  fileParameterName: 'file',
  unsupportedBrowserMessage: 'Your browser, unfortunately, is not supported',
});

/** Local image database (spec §3, §7, §9). */
export const IMAGE_CACHE_DEFAULTS = Object.freeze({
  enabled: true,
  /** IndexedDB database and its one store, keyed by url. */
  dbName: 'lld-images',
  storeName: 'images',
  keyPath: 'url',
  maxSavedImages: 500,
  zipMax: 500,
  maxTimeConsumingMs: 10_000,
  timeoutCountLimit: 30,
  /** Timeout of one image fetch. */
  fetchTimeoutMs: 100_000,
});

/** Lazy images (spec §4, §9). */
export const LAZY_IMAGE_DEFAULTS = Object.freeze({
  /** In-memory decoded image cache entries. */
  cacheSize: 200,
  attempts: 3,
  /** Attempts in the other place the spec mentions (single-shot loads). */
  singleAttempts: 1,
  throttleMs: 200,
  preloadRatio: 1.3,
  /** Fraction of the image that must be visible before it loads. */
  threshold: 0.3,
  /** Bottom margin of the visibility observer. */
  rootMargin: '0px 0px 100px 0px',
});

/** Bottom footer tab bar (spec §2, §9). */
export const FOOTER = Object.freeze({
  heightPx: 80,
  zIndex: 2,
  tabCount: 7,
  clickDebounceMs: 200,
});

/** Playback speeds offered by the video player and the audio player (one list for both). */
export const PLAYBACK_SPEEDS = Object.freeze([0.75, 1, 1.25, 1.5, 2] as const);
