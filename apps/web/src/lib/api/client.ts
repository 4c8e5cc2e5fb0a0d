/**
 * The one way the web app talks to the server (PROTOCOL.md §2–§4): signs every call,
 * envelopes and encrypts bodies when the runtime config says so, decrypts `hash` responses,
 * and turns result codes into values. No timeout (spec §7).
 */
import type { Call } from '@lld/protocol/api/calls/define';
import type { EndpointName, EndpointRequest, EndpointResponse } from '@lld/protocol/api/endpoints';
import type * as PureJsCipher from '@lld/protocol/cipher';
import { decryptPayloadAsync, encryptPayloadAsync } from '@lld/protocol/cipher-async';
import { ResultCode } from '@lld/protocol/result-codes';
import type * as PureJsSign from '@lld/protocol/sign';
import { requestSignAsync } from '@lld/protocol/sign-async';
import { buildApiKeyHeader, nowSeconds, type RequestSignInput, randomUuidV4 } from '@lld/protocol/sign-core';
import { getXUserAgent } from '../device';
import { getRuntimeConfig } from '../runtime-config';
import { clearToken, getToken } from '../storage';

/** A non-2xx HTTP response. `code` and `msg` are set when the body was a result body. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code?: number,
    msg?: string,
    /** The body's `tip` (e.g. a 1002 "wait 60 s"), for the user. */
    readonly tip?: string,
  ) {
    super(msg ?? `HTTP ${status}`);
  }
}

/** A result body whose code is not 200 (PROTOCOL §4). `tip`, when present, is for the user. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly tip?: string,
  ) {
    super(tip || msg || `code ${code}`);
  }
}

export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Text to show the user for a failed call: the server's tip or msg, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.tip || error.msg || fallback;
  if (error instanceof HttpError && error.tip) return error.tip;
  return fallback;
}

/**
 * A call of the endpoint table (`@lld/protocol/api/calls/<area>`): its method, path and name.
 * The body and result types come from the endpoint's zod schemas, as types only (no zod in the
 * bundle); responses are validated by the server's tests, not again here.
 */
export type AnyCall = Call<EndpointName>;
export type CallBody<C extends AnyCall> = EndpointRequest<C['name']>;
export type CallResult<C extends AnyCall> = EndpointResponse<C['name']>;

export interface ApiCallOptions {
  signal?: AbortSignal;
  /** Send this multipart form instead of a JSON body (uploads: never enveloped, PROTOCOL §10). */
  form?: FormData;
  /** Let the request outlive the page (a save sent as the page is left). */
  keepalive?: boolean;
}

/* ---------- code 1000: clear auth and reload, once ---------- */

type AuthInvalidListener = () => void;
const authInvalidListeners = new Set<AuthInvalidListener>();

/** Called when a response says the token is invalid (before the reload). Returns unsubscribe. */
export function onAuthInvalid(listener: AuthInvalidListener): () => void {
  authInvalidListeners.add(listener);
  return () => authInvalidListeners.delete(listener);
}

/** Indirection so tests can observe the reload (jsdom's location.reload cannot be spied on). */
export const pageControl = {
  reload(): void {
    location.reload();
  },
};

/** sessionStorage key holding the time of the last reload caused by code 1000. */
export const RELOAD_GUARD_KEY = 'lld:authReloadAt';
/** A second code-1000 reload within this window is skipped, so a server stuck on 1000 cannot loop. */
export const RELOAD_GUARD_MS = 10_000;

let reloadScheduled = false;

/** Where a reload guard keeps its time: the tab's sessionStorage, when the browser allows it. */
function tabStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether a reload for reason `key` may happen now: not if one did within `windowMs` (a server
 * stuck on the same answer cannot loop the page). Records this one when it may.
 */
export function claimReload(
  key: string,
  windowMs: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = tabStorage(),
  now: number = Date.now(),
): boolean {
  try {
    if (now - (Number(storage?.getItem(key)) || 0) < windowMs) return false;
    storage?.setItem(key, String(now));
  } catch {
    // without storage the caller's once-a-page rule still prevents repeats
  }
  return true;
}

/** Clears the token, tells listeners (the session store) and reloads the page once. */
export function handleAuthInvalid(): void {
  clearToken();
  for (const l of authInvalidListeners) {
    try {
      l();
    } catch {
      // a listener must not stop the reset
    }
  }
  if (reloadScheduled) return;
  reloadScheduled = true;
  if (claimReload(RELOAD_GUARD_KEY, RELOAD_GUARD_MS)) pageControl.reload();
}

/** Test helper: forgets that a reload was already made on this page. */
export function resetAuthInvalidState(): void {
  reloadScheduled = false;
}

/* ---------- a 1001 or an answer that does not open: the page's keys may be older than the server's ---------- */

type StaleKeysListener = () => void;
const staleKeysListeners = new Set<StaleKeysListener>();
let staleKeysSeen = false;

/**
 * Called on the page's first sign of keys older than the server's: a 1001 (bad signature, or a
 * body the server could not open) or an encrypted answer that does not authenticate under the
 * page's data key (a rotated `APP_DATA_KEY` shows on a GET first). At once if one came before
 * the listener (lib/pwa/config-refresh.ts, loaded after start-up, checks whether the runtime
 * config changed).
 */
export function onStaleKeys(listener: StaleKeysListener): () => void {
  staleKeysListeners.add(listener);
  if (staleKeysSeen) listener();
  return () => staleKeysListeners.delete(listener);
}

function noteStaleKeys(): void {
  if (staleKeysSeen) return;
  staleKeysSeen = true;
  for (const l of staleKeysListeners) {
    try {
      l();
    } catch {
      // a listener must not break the call's error
    }
  }
}

/** Test helper: forgets the page's stale-keys sign and its listeners. */
export function resetStaleKeysState(): void {
  staleKeysSeen = false;
  staleKeysListeners.clear();
}

/* ---------- the call ---------- */

/** The last call being prepared that must keep its place (see `signAndSeal`). */
let preparing: Promise<unknown> = Promise.resolve();

/** The pure-JS signature and cipher once loaded (`preparePageLeaveSeal`): they work without waiting. */
let pureJs: { sign: typeof PureJsSign; cipher: typeof PureJsCipher } | undefined;

/**
 * Loads the pure-JS signature and cipher for the saves sent as the page is left, which cannot
 * wait for the native ones' promises. Only the screens that make such saves (the readers) call
 * it, so the others never pay for the cipher's tables.
 */
export function preparePageLeaveSeal(): Promise<void> {
  return Promise.all([import('@lld/protocol/sign'), import('@lld/protocol/cipher')]).then(
    ([sign, cipher]) => {
      pureJs = { sign, cipher };
    },
  );
}

interface Prepared {
  sign: string;
  /** The sealed body, when the call has one to seal. */
  sealed?: string;
}

/**
 * A call's signature and sealed body, natively where the page is a secure context (sign-async.ts,
 * cipher-async.ts), off the main thread's script: at start-up the pure-JS HMAC ran cold in the
 * first task. The native answers come asynchronously and in any order, so a call that sends
 * something (`ordered`: every POST) waits for the one before it: calls still reach the network
 * in the order they were made (two saves of a reading position). A save sent as the page is left
 * (`now`) is signed and sealed in script at once, so its fetch starts before the page goes.
 */
function signAndSeal(
  input: RequestSignInput,
  seal: { dataKey: string; payload: unknown } | null,
  ordered: boolean,
  now: boolean,
): Prepared | Promise<Prepared> {
  if (now && pureJs) {
    const sign = pureJs.sign.requestSign(input);
    return seal ? { sign, sealed: pureJs.cipher.encryptPayload(seal.dataKey, seal.payload) } : { sign };
  }
  const work = async (): Promise<Prepared> => {
    const [sign, sealed] = await Promise.all([
      requestSignAsync(input),
      seal ? encryptPayloadAsync(seal.dataKey, seal.payload) : undefined,
    ]);
    return sealed === undefined ? { sign } : { sign, sealed };
  };
  if (!ordered) return work();
  const done = preparing.then(work);
  preparing = done.catch(() => {});
  return done;
}

interface ResultBodyLike {
  code: number;
  msg?: unknown;
  tip?: unknown;
  hash?: unknown;
  data?: unknown;
}

export function isResultBody(v: unknown): v is ResultBodyLike {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

function queryString(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v !== undefined && v !== null) params.append(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

/**
 * Makes `call` and returns the (decrypted) `data` of a code 200 response, typed by the
 * endpoint's schema. Throws `HttpError` for a non-2xx status, `ApiError` for any other code
 * (code 1000 also clears the token and reloads the page), and lets network errors and aborts
 * through. A GET call's body, if any, becomes its query string (not signed, PROTOCOL §2).
 */
export async function apiCall<C extends AnyCall>(
  call: C,
  body?: CallBody<C>,
  opts: ApiCallOptions = {},
): Promise<CallResult<C>> {
  type T = CallResult<C>;
  const config = getRuntimeConfig();
  const { method, path } = call;
  const signInput = signInputFor(call);
  const { token, userAgent } = signInput;

  const headers: Record<string, string> = { Authorization: token, 'X-User-Agent': userAgent };
  let url = `${config.apiBase}${path}`;
  const init: RequestInit = { method, headers };
  if (opts.signal) init.signal = opts.signal;
  if (opts.keepalive) init.keepalive = true;
  let seal: { dataKey: string; payload: unknown } | null = null;
  if (method === 'GET') {
    url += queryString(body);
  } else if (opts.form) {
    init.body = opts.form;
  } else {
    const payload = body ?? {};
    headers['Content-Type'] = 'application/json';
    if (!config.encrypt) init.body = JSON.stringify(payload);
    else seal = { dataKey: config.dataKey, payload };
  }
  // No await for a call prepared at once: its fetch starts in the same turn, as the page goes.
  const pending = signAndSeal(signInput, seal, method !== 'GET', opts.keepalive === true);
  const prepared = pending instanceof Promise ? await pending : pending;
  headers['x-api-key'] = apiKeyOf(signInput, prepared.sign);
  if (prepared.sealed !== undefined) init.body = JSON.stringify({ data: prepared.sealed });

  const res = await fetch(url, init);
  const json = await readJson(res);
  if (!res.ok) {
    if (isResultBody(json)) {
      if (json.code === ResultCode.BAD_SIGNATURE) noteStaleKeys();
      const tip = typeof json.tip === 'string' ? json.tip : undefined;
      throw new HttpError(res.status, json.code, typeof json.msg === 'string' ? json.msg : undefined, tip);
    }
    throw new HttpError(res.status);
  }
  if (!isResultBody(json)) throw new HttpError(res.status, undefined, 'response is not a result body');

  if (json.code === ResultCode.OK) {
    if (json.hash === true) {
      if (typeof json.data !== 'string') throw new HttpError(res.status, json.code, 'encrypted data missing');
      try {
        return (await decryptPayloadAsync(config.dataKey, json.data)) as T;
      } catch {
        noteStaleKeys();
        throw new HttpError(res.status, json.code, 'encrypted data does not open');
      }
    }
    return json.data as T;
  }
  const msg = typeof json.msg === 'string' ? json.msg : '';
  const tip = typeof json.tip === 'string' ? json.tip : undefined;
  // A 1000 for a token that has since been replaced (a login finished meanwhile) is stale.
  if (json.code === ResultCode.TOKEN_INVALID && getToken() === token) handleAuthInvalid();
  throw new ApiError(json.code, msg, tip);
}

/**
 * Narrows a result that is a union tagged by `type` (login/captcha, user/qrcode) to the kind the
 * request asked for; any other kind is a broken response.
 */
export function resultOfType<R extends { type: string }, K extends R['type']>(
  result: R,
  type: K,
): Extract<R, { type: K }> {
  if (result.type !== type) throw new HttpError(200, undefined, `expected a ${type} result`);
  return result as Extract<R, { type: K }>;
}

/* ---------- signed headers (uploads, event streams) ---------- */

/** The three signed headers of PROTOCOL §2 for `call`, signed natively where the page can. */
export async function signedHeaders(call: Pick<AnyCall, 'path'>): Promise<Record<string, string>> {
  const input = signInputFor(call);
  const sign = await requestSignAsync(input);
  return headersOf(input, sign);
}

function signInputFor(call: Pick<AnyCall, 'path'>): RequestSignInput {
  return {
    key: getRuntimeConfig().signKey,
    token: getToken(),
    path: call.path,
    userAgent: getXUserAgent(),
    timestamp: nowSeconds(),
    nonce: randomUuidV4(),
  };
}

function apiKeyOf({ timestamp, nonce }: RequestSignInput, sign: string): string {
  return buildApiKeyHeader({ timestamp, sign, nonce });
}

function headersOf(input: RequestSignInput, sign: string): Record<string, string> {
  return { Authorization: input.token, 'X-User-Agent': input.userAgent, 'x-api-key': apiKeyOf(input, sign) };
}

/** URL of `call` under the runtime API base. */
export function apiUrl(call: Pick<AnyCall, 'path'>): string {
  return `${getRuntimeConfig().apiBase}${call.path}`;
}
