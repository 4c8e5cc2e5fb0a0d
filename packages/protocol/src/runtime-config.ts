// What the server hands the web app at run time (docs/architecture.md "Web runtime
// configuration"): `window.__LLD__` in the served index.html, and the same object at
// GET /api/runtime-config.json (Vite dev). The server writes it, the web app reads it.

export interface RuntimeConfig {
  /** Base of every API call, e.g. `/api` (no trailing slash). */
  apiBase: string;
  /** APP_SIGN_KEY: HMAC-SHA1 key of the request sign (PROTOCOL §2). */
  signKey: string;
  /** APP_DATA_KEY: 64 hex digits, AES-256-GCM body key (PROTOCOL §3). */
  dataKey: string;
  /** APP_IMAGE_KEY: image de-obfuscation key (PROTOCOL §9). */
  imageKey: string;
  /** APP_ENCRYPT: bodies are enveloped and encrypted when true. */
  encrypt: boolean;
  /** APP_NAME: the product's one name (issue 22), the only brand the app shows. */
  appName: string;
}
