// Messages between the page and its service worker (both sides import these).

/** The page's 刷新以更新: the waiting worker takes over (virtual:pwa-register sends it). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * The page found the server's runtime config changed (lib/pwa/config-refresh.ts): the worker
 * fetches index.html again into its precache. It answers on the message's port with a
 * `ShellRefresh` outcome.
 */
export const REFRESH_SHELL = 'REFRESH_SHELL';
