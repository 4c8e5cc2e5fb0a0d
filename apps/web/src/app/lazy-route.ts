// Lazy route modules that survive a deploy.
//
// After a new build is deployed, an open tab still asks for the old hashed chunks, which no
// longer exist, so `import()` rejects. The spec's rule: if a page module fails to load, the
// page reloads (and then gets the new index.html and chunks). The reload happens once per
// route: a flag in sessionStorage records it, so a module that keeps failing after the
// reload is thrown to the route's error screen instead of reloading forever. A successful
// load clears the flag, so a later deploy gets its reload too.
import type { ComponentType } from 'react';
import type { ScreenModule } from '@/lib/routes/screen-route';

export type { ScreenModule };

export const CHUNK_RELOAD_PREFIX = 'lld:chunk-reload:';

/** The browser effects lazyRoute uses, behind one object so tests can observe them. */
export const lazyRouteEnv = {
  storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
    return window.sessionStorage;
  },
  reload(): void {
    window.location.reload();
  },
};

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can throw (private mode, quota); never let that break navigation
  }
}

function failedScreen(error: unknown): ComponentType {
  return function ScreenLoadFailed(): never {
    throw error;
  };
}

/**
 * Wraps a screen's dynamic import for React Router's `lazy`. `id` names the route in the
 * reload flag. Resolves to `{ Component }`; on the first failure reloads and never resolves.
 */
export function lazyRoute(
  id: string,
  load: () => Promise<ScreenModule>,
): () => Promise<{ Component: ComponentType }> {
  const key = CHUNK_RELOAD_PREFIX + id;
  return async () => {
    const storage = safely(() => lazyRouteEnv.storage(), null);
    try {
      const mod = await load();
      safely(() => storage?.removeItem(key), undefined);
      return { Component: mod.default };
    } catch (error) {
      // Without storage the reload could not be limited to one: show the error instead.
      const alreadyReloaded = safely(() => storage === null || storage.getItem(key) !== null, true);
      // React Router (7.18) renders nothing for a route whose `lazy` rejected, so the module is
      // replaced by a component that throws the error where the route's error element catches it.
      if (alreadyReloaded) return { Component: failedScreen(error) };
      safely(() => storage?.setItem(key, String(Date.now())), undefined);
      lazyRouteEnv.reload();
      // Keep the navigation pending while the page reloads.
      return new Promise<never>(() => {});
    }
  };
}
