// Paths the server answers itself, not the app: the service worker must never answer a
// navigation to them with the app shell. A game or the pay sandbox opened in a frame, the
// console, a file link or a health probe would otherwise get index.html (whose CSP forbids
// framing), once the worker is active.
export const SERVER_PATHS = [
  /^\/api(\/|$)/,
  /^\/files\//,
  /^\/sandbox-pay(\/|$)/,
  /^\/sandbox-games(\/|$)/,
  /^\/sandbox-ai(\/|$)/,
  /^\/console(\/|$)/,
  /^\/(healthz|readyz|metrics)$/,
];
