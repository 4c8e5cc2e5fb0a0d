// What the service worker leaves alone.

/**
 * Paths the server answers itself, not the app: the worker must never answer a navigation to
 * them with the app shell. A game or the pay sandbox opened in a frame, the console, a file link
 * or a health probe would otherwise get index.html (whose CSP forbids framing).
 */
export const SERVER_PATHS = [
  /^\/api(\/|$)/,
  /^\/files\//,
  /^\/sandbox-pay(\/|$)/,
  /^\/sandbox-games(\/|$)/,
  /^\/sandbox-ai(\/|$)/,
  /^\/console(\/|$)/,
  /^\/(healthz|readyz|metrics)$/,
];

/**
 * URLPattern pathnames of the calls and files the server answers, sent straight to the network
 * without starting the worker (the Service Worker static routing API, Chromium 123+; other
 * browsers ignore it). Besides sparing the worker's start-up on every API call, it keeps the
 * saves made as a page is left alive: a keepalive POST sent from `pagehide` was lost when it had
 * to pass through the worker, so a reader's last page or a player's last second never reached
 * the server.
 */
export const NETWORK_ONLY = ['/api/*', '/files/*'] as const;

/** The install event as far as static routing goes (`addRoutes` only where supported). */
export interface InstallEventLike {
  addRoutes?: (rules: unknown) => Promise<void>;
  waitUntil: (p: Promise<unknown>) => void;
}

/** At install: the network-only routes, where the browser has static routing (and accepts them). */
export function addBypassRoutes(event: InstallEventLike, pathnames: readonly string[] = NETWORK_ONLY): void {
  if (typeof event.addRoutes !== 'function') return;
  const rules = pathnames.map((pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' }));
  event.waitUntil(event.addRoutes(rules).catch(() => {}));
}
