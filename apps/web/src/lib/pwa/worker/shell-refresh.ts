// The worker's copy of index.html carries the runtime config the server injected when the worker
// installed (API base, keys, app name). When the operator changes that config without a new build,
// the copy is fetched again, on the page's word (lib/pwa/config-refresh.ts). Only a page of the
// same build replaces it: one that names another entry chunk belongs to a deployment the worker
// has not precached (its own update brings that one), and pages never mix builds.

import { withBody } from './page-response';

export type ShellRefresh = 'refreshed' | 'same' | 'other-build' | 'failed';

/** The entry chunk a built index.html loads: which build it is. */
export function entryOf(html: string): string | null {
  return /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/i.exec(html)?.[1] ?? null;
}

export interface ShellRefreshDeps {
  /** index.html from the server, past every cache. */
  fetchPage: () => Promise<Response>;
  /** The precached copy. */
  cached: () => Promise<Response | undefined>;
  /** Replaces the precached copy. */
  store: (page: Response) => Promise<void>;
}

export async function refreshShell(deps: ShellRefreshDeps): Promise<ShellRefresh> {
  try {
    const [fresh, old] = await Promise.all([deps.fetchPage(), deps.cached()]);
    if (!old || fresh.status !== 200 || !(fresh.headers.get('content-type') ?? '').includes('text/html'))
      return 'failed';
    const [freshHtml, oldHtml] = await Promise.all([fresh.text(), old.text()]);
    const entry = entryOf(freshHtml);
    if (!entry || entry !== entryOf(oldHtml)) return 'other-build';
    if (freshHtml === oldHtml) return 'same';
    await deps.store(withBody(fresh, freshHtml));
    return 'refreshed';
  } catch {
    return 'failed';
  }
}
