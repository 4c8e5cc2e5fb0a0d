/**
 * Runtime configuration injected by the server into index.html as `window.__LLD__`
 * (docs/architecture.md). Read once; in Vite dev the server is a separate process, so
 * `loadRuntimeConfig()` falls back to `GET /api/runtime-config.json`.
 */
import type { RuntimeConfig as ServedRuntimeConfig } from '@lld/protocol/runtime-config';

/** The served config (@lld/protocol/runtime-config); `appName` is absent from an older server. */
export type RuntimeConfig = Omit<ServedRuntimeConfig, 'appName'> &
  Partial<Pick<ServedRuntimeConfig, 'appName'>>;

declare global {
  interface Window {
    __LLD__?: unknown;
  }
}

export const RUNTIME_CONFIG_URL = '/api/runtime-config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

let cached: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

/** Validates an unknown value as a runtime config; returns null when it is not one. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const { apiBase, signKey, dataKey, imageKey, encrypt, appName } = v;
  if (typeof apiBase !== 'string' || typeof signKey !== 'string' || typeof imageKey !== 'string') return null;
  if (typeof dataKey !== 'string' || !/^[0-9a-fA-F]{64}$/.test(dataKey)) return null;
  if (typeof encrypt !== 'boolean') return null;
  return {
    apiBase: apiBase.replace(/\/+$/, ''),
    signKey,
    dataKey,
    imageKey,
    encrypt,
    ...(typeof appName === 'string' && appName.trim() ? { appName: appName.trim() } : {}),
  };
}

function fromWindow(): RuntimeConfig | null {
  if (typeof window === 'undefined') return null;
  return parseRuntimeConfig(window.__LLD__);
}

/**
 * Where paths that begin with `/api` (signed playlists, media) are served: the API base without
 * its `/api`; '' when the API is on the page's own origin.
 */
export function apiOrigin(): string {
  return getRuntimeConfig().apiBase.replace(/\/api$/, '');
}

/**
 * The runtime config. Reads `window.__LLD__` the first time and keeps it. Throws a
 * `RuntimeConfigError` when neither the injected config nor a loaded one exists (call
 * `loadRuntimeConfig()` before rendering in Vite dev).
 */
export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const injected = fromWindow();
  if (!injected) throw new RuntimeConfigError('runtime config missing: window.__LLD__ is not set');
  cached = injected;
  return cached;
}

/**
 * Resolves the runtime config: the injected one when present, else fetched once from
 * `/api/runtime-config.json` (Vite dev). Concurrent callers share one request.
 */
export function loadRuntimeConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<RuntimeConfig> {
  if (cached) return Promise.resolve(cached);
  const injected = fromWindow();
  if (injected) {
    cached = injected;
    return Promise.resolve(injected);
  }
  if (!loading) {
    loading = (async () => {
      const res = await fetchImpl(RUNTIME_CONFIG_URL, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new RuntimeConfigError(`runtime config request failed: HTTP ${res.status}`);
      const parsed = parseRuntimeConfig(await res.json());
      if (!parsed) throw new RuntimeConfigError('runtime config response is malformed');
      cached = parsed;
      return parsed;
    })().finally(() => {
      loading = null;
    });
  }
  return loading;
}

/** Replaces the config (tests, or a host that obtains it another way). `null` forgets it. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  cached = config;
}
