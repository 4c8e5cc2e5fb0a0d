// When the server refuses a call's signature (1001), or an encrypted answer does not open under
// the page's data key, the page may hold older keys than the server's: the operator changed the
// runtime config (a key rotation, the app's name) without a new build, and this page came from
// the service worker's copy of index.html, made when the worker installed. The page then reads
// the served config; if it differs, the worker fetches the page again (worker/shell-refresh.ts)
// and the app reloads, once a minute at most. A 1001 for another reason (a phone's clock far
// off) finds the same config and changes nothing. (The API base is always `/api` on the page's
// own origin, plugins/web.ts, so a server that stops answering is the network, not the config.)

import { claimReload, onStaleKeys, pageControl } from '@/lib/api/client';
import {
  getRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_URL,
  type RuntimeConfig,
} from '@/lib/runtime-config';
import { REFRESH_SHELL } from './worker/messages';

/** sessionStorage key holding the time of the last reload for a changed config. */
export const CONFIG_RELOAD_KEY = 'lld:configReloadAt';
/** A second reload within this window is skipped: a server whose config keeps changing cannot loop the page. */
export const CONFIG_RELOAD_GUARD_MS = 60_000;

export type ConfigCheck = 'current' | 'reloaded' | 'guarded' | 'unknown';

/** The fields that decide whether this page can talk to the server. */
export function sameConfig(a: RuntimeConfig, b: RuntimeConfig): boolean {
  return (
    a.apiBase === b.apiBase &&
    a.signKey === b.signKey &&
    a.dataKey === b.dataKey &&
    a.imageKey === b.imageKey &&
    a.encrypt === b.encrypt &&
    (a.appName ?? '') === (b.appName ?? '')
  );
}

export interface ConfigCheckDeps {
  fetch: typeof fetch;
  current: () => RuntimeConfig;
  /** Asks the worker to fetch index.html again (nothing without one). */
  refreshShell: () => Promise<unknown>;
  reload: () => void;
  /** The reload guard's storage and clock (the tab's sessionStorage and Date.now when left out). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
}

export async function checkRuntimeConfig(deps: ConfigCheckDeps): Promise<ConfigCheck> {
  let served: RuntimeConfig | null;
  try {
    const res = await deps.fetch(RUNTIME_CONFIG_URL, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    served = res.ok ? parseRuntimeConfig(await res.json()) : null;
  } catch {
    return 'unknown';
  }
  if (!served) return 'unknown';
  if (sameConfig(served, deps.current())) return 'current';
  if (!claimReload(CONFIG_RELOAD_KEY, CONFIG_RELOAD_GUARD_MS, deps.storage, deps.now?.())) return 'guarded';
  await deps.refreshShell().catch(() => undefined);
  deps.reload();
  return 'reloaded';
}

/** REFRESH_SHELL to the worker controlling the page; resolves with its answer, or after `timeoutMs`. */
export function askWorkerToRefreshShell(timeoutMs = 5000): Promise<unknown> {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve('no worker');
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve('timeout'), timeoutMs);
    channel.port1.onmessage = (e) => {
      clearTimeout(timer);
      resolve(e.data);
    };
    worker.postMessage({ type: REFRESH_SHELL }, [channel.port2]);
  });
}

/** Checks the config on the page's first sign of stale keys (also one from before this was installed). */
export function installConfigRefresh(): () => void {
  return onStaleKeys(() => {
    void checkRuntimeConfig({
      fetch: (input, init) => fetch(input, init),
      current: getRuntimeConfig,
      refreshShell: () => askWorkerToRefreshShell(),
      reload: () => pageControl.reload(),
    });
  });
}
