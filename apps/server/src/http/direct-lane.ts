/**
 * The direct lane for cached PROTOCOL reads (docs/decisions.md, session 54). The busiest calls
 * of every app start answer a cached payload (media/home, ping/config); Fastify's per-call
 * machinery — request and reply objects, router, hook runners, body parser, send pipeline — was
 * ~90 µs of media/home's ~270 (docs/performance.md). A route that opts in (`directRoute` in
 * http/app-route.ts) is answered here, from the server's request listener, by the same functions the
 * Fastify route runs: rate limits, signature and nonce, caller, envelope, text guard, the
 * request schema, the cached answer, the answer's cipher.
 *
 * Successes only. A call this lane cannot answer as a plain success goes to Fastify, which
 * answers it as it answers every other call (error body, status, headers, logs, metrics):
 * - before anything with a side effect (wrong content type, a bad or stale signature, …): the
 *   untouched request;
 * - after the gate's counters or the nonce were touched: the gate's decision (`refusal`), which
 *   the app gate's hook throws first thing, so nothing is counted twice;
 * - after the body was read (it is not JSON, not an envelope, fails its schema, the handler
 *   failed): the caller found and the body, which Fastify reads again from memory (`directLanePlugin`'s preParsing hook).
 *
 * Off (everything goes to Fastify) for HTTP/2, with APP_ENCRYPT=off (answers may be compressed
 * then) and while the app closes (Fastify answers 503 then).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import type { AuthMode } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { encryptJsonBetween } from '../crypto/native-cipher.ts';
import { type AppGateOptions, passGate } from '../plugins/app-gate.ts';
import { ENCRYPTED_HEAD, ENCRYPTED_TAIL, type EnvelopeOptions, openEnvelope } from '../plugins/envelope.ts';
import { checkRequestSignature } from '../plugins/signature.ts';
import { findBadText } from '../plugins/text-guard.ts';
import { globalPlugin } from './global-plugin.ts';
import { handOver, handOverOf } from './hand-over.ts';
import type { JsonText } from './json-text.ts';
import type { AuthUser } from './types.ts';

/** What a direct answer gets of its call. */
export interface DirectCall {
  user: AuthUser | null;
  /** The decrypted body, checked by the route's schema (undefined for a GET). */
  body: unknown;
  /** `protocol://host` as Fastify's request reads them (forwarded ones under TRUST_PROXY). */
  origin: string;
}

/**
 * A call as its direct answer sees it. A class, its origin a getter of the prototype and read
 * only by an answer that uses it (media/home does not): an object literal with its own getter
 * made V8 a new hidden class per call, which old objects kept alive over every scavenge until a
 * mark-compact (~0.6 MB a scavenge under load; docs/performance.md, session 66).
 */
class LaneCall implements DirectCall {
  readonly user: AuthUser | null;
  readonly body: unknown;
  readonly #req: IncomingMessage;
  readonly #trustProxy: boolean;

  constructor(user: AuthUser | null, body: unknown, req: IncomingMessage, trustProxy: boolean) {
    this.user = user;
    this.body = body;
    this.#req = req;
    this.#trustProxy = trustProxy;
  }

  get origin(): string {
    return originOf(this.#req, this.#trustProxy);
  }
}

/** A route's answer in the lane: its cached payload. */
export type DirectAnswer = (call: DirectCall) => Promise<JsonText>;

interface DirectRoute {
  method: 'GET' | 'POST';
  /** The route's path, as the metrics and the access log name it. */
  url: string;
  auth: AuthMode;
  request: z.ZodType | undefined;
  answer: DirectAnswer;
}

/** Header name and value, as the security headers plugin lists them. */
export type HeaderPair = readonly [name: string, value: number | string | readonly string[]];

/** What the lane needs of the app, given once its plugins are registered. */
export interface DirectLaneParts {
  gate: AppGateOptions;
  envelope: EnvelopeOptions;
  bodyLimit: number;
  trustProxy: boolean;
  /** The security headers every PROTOCOL answer carries, in the order the reply sets them. */
  headers: readonly HeaderPair[];
  /** The request metrics' record of an answered call (operations plugin). */
  record(method: string, route: string, status: number, code: string, seconds: number): void;
  /** Whether the access log writes `completed`'s line: none is built per call otherwise. */
  completes(): boolean;
  /** The access log's line of an answered call (plugins/logging.ts), when it writes one. */
  completed(line: CompletedLine): void;
  /** Logs what failed after an answer went out. */
  failed(err: unknown): void;
}

/** The access log's `request completed` line, as Fastify's path writes it. */
export interface CompletedLine {
  reqId: string;
  req: { id: string; method: string; url: string; routeOptions: { url: string }; ip: string };
  res: { statusCode: number };
  responseTime: number;
}

/** A JSON body Fastify's own parser takes (the media type, maybe with the UTF-8 charset). */
const JSON_TYPE = /^application\/json(?:;\s*charset=utf-8)?$/i;
const TRUST_ALL = () => true;

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached PROTOCOL reads answered beside Fastify (routes opt in through `appRoute`). */
    directLane: DirectLane;
  }
}

export class DirectLane {
  readonly #routes = new Map<string, DirectRoute>();
  #parts: DirectLaneParts | null = null;
  /** The security headers, content type and the rest of an answer's head, as a raw header list. */
  #head: string[] = [];
  #closing = false;
  /** Calls answered here so far (the rest were Fastify's). */
  answered = 0;

  /** A route answered here (the Fastify route stays too: it answers whatever the lane hands over). */
  add(route: DirectRoute): void {
    this.#routes.set(`${route.method} ${route.url}`, route);
  }

  /** The lane takes calls from now on (with encryption on). */
  connect(parts: DirectLaneParts): void {
    if (!parts.envelope.encrypt) return;
    this.#parts = parts;
    this.#head = [];
    for (const [name, value] of parts.headers)
      for (const v of Array.isArray(value) ? value : [value]) this.#head.push(name, String(v));
    this.#head.push('content-type', 'application/json; charset=utf-8');
  }

  /** From now on every call goes to Fastify (it answers 503 while the app closes). */
  close(): void {
    this.#closing = true;
  }

  /** The server's request listener: the lane's calls here, every other request to `fastify`. */
  listener(fastify: (req: IncomingMessage, res: ServerResponse) => void) {
    return (req: IncomingMessage, res: ServerResponse) => {
      if (!this.#take(req, res, fastify)) fastify(req, res);
    };
  }

  /** True when the lane took the call (it answers it, or hands it to Fastify itself). */
  #take(
    req: IncomingMessage,
    res: ServerResponse,
    fastify: (req: IncomingMessage, res: ServerResponse) => void,
  ) {
    const parts = this.#parts;
    if (!parts || this.#closing || req.httpVersionMajor !== 1) return false;
    const route = this.#routes.get(`${req.method} ${req.url}`);
    if (!route) return false;
    const h = req.headers;
    let length = 0;
    if (route.method === 'POST') {
      const type = h['content-type'];
      const declared = h['content-length'];
      if (h['content-encoding'] !== undefined || h['transfer-encoding'] !== undefined) return false;
      if (type === undefined || !JSON_TYPE.test(type)) return false;
      if (declared === undefined || !/^\d{1,9}$/.test(declared)) return false;
      length = Number(declared);
      if (length === 0 || length > parts.bodyLimit) return false;
    }
    let nonce: string;
    try {
      nonce = checkRequestSignature(req as IncomingMessage & { url: string }, parts.gate.signature);
    } catch {
      return false; // Fastify checks again (the per-IP limits first) and refuses it
    }
    this.#answer(parts, route, req, res, fastify, nonce, length).catch((err: unknown) => {
      // Not an answer's own failure (those are handed over above): Fastify answers 5000 and
      // logs it, or, with the answer already out, it is logged.
      if (res.headersSent) parts.failed(err);
      else handOver(req, res, fastify, { refusal: err });
    });
    return true;
  }

  async #answer(
    parts: DirectLaneParts,
    route: DirectRoute,
    req: IncomingMessage,
    res: ServerResponse,
    fastify: (req: IncomingMessage, res: ServerResponse) => void,
    nonce: string,
    length: number,
  ): Promise<void> {
    const started = performance.now();
    const ip = clientIp(req, parts.trustProxy);
    // The app gate's steps, its signature already checked in #take.
    let user: AuthUser | null;
    try {
      user = await passGate({ headers: req.headers, url: route.url, ip }, route, parts.gate, nonce);
    } catch (refusal) {
      handOver(req, res, fastify, { refusal });
      return;
    }
    let raw: Buffer | undefined;
    try {
      if (length > 0) raw = await readBody(req);
    } catch (refusal) {
      handOver(req, res, fastify, { refusal }); // the client went away while sending it
      return;
    }
    const { sealer, dataKey } = parts.envelope;
    let payload: Buffer;
    try {
      let body: unknown;
      if (raw) {
        const text = raw.toString('utf8');
        // An envelope has no key but `data` (a poisoned `__proto__` or `constructor` fails it).
        body = openEnvelope(JSON.parse(text), parts.envelope);
        if (findBadText(body) !== null) throw new Error('for the text guard');
        if (route.request) {
          const checked = route.request.safeParse(body);
          if (!checked.success) throw new Error('for the validator');
          body = checked.data;
        }
      }
      const json = await route.answer(new LaneCall(user, body, req, parts.trustProxy));
      payload = sealer
        ? sealer.answer(json)
        : encryptJsonBetween(dataKey, json.bytes, ENCRYPTED_HEAD, ENCRYPTED_TAIL);
    } catch {
      // Fastify reads the body again and answers whatever this was as it always does.
      handOver(req, res, fastify, raw ? { user, body: raw } : { user });
      return;
    }
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && given !== '' ? given : randomUUID();
    res.writeHead(200, [...this.#head, 'x-request-id', id, 'content-length', String(payload.length)]);
    // Once out, a sealed-ahead answer's memory may go back to the sealer's thread.
    if (sealer) res.end(payload, () => sealer.written(payload));
    else res.end(payload);
    this.answered++;
    const ms = performance.now() - started;
    parts.record(route.method, route.url, 200, '200', ms / 1000);
    if (!parts.completes()) return;
    parts.completed({
      reqId: id,
      req: { id, method: route.method, url: route.url, routeOptions: { url: route.url }, ip },
      res: { statusCode: 200 },
      responseTime: ms,
    });
  }
}

/** A request's whole body (Node stops at its content-length). */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The client's address as Fastify's `request.ip` reads it (with TRUST_PROXY: the first forwarded one). */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (!trustProxy) return req.socket.remoteAddress ?? '';
  const all = proxyAddr.all(req, TRUST_ALL);
  return all[all.length - 1] ?? '';
}

/** The last of a header's comma-separated values (Fastify's reading of forwarded headers). */
function lastEntry(value: string): string {
  const i = value.lastIndexOf(',');
  return i === -1 ? value.trim() : value.slice(i + 1).trim();
}

/** `protocol://host` as Fastify's `request.protocol` and `request.host` read them. */
export function originOf(req: IncomingMessage, trustProxy: boolean): string {
  const h = req.headers;
  const forwardedProto = trustProxy ? h['x-forwarded-proto'] : undefined;
  const forwardedHost = trustProxy ? h['x-forwarded-host'] : undefined;
  const protocol =
    typeof forwardedProto === 'string' && forwardedProto !== ''
      ? lastEntry(forwardedProto)
      : (req.socket as { encrypted?: boolean }).encrypted
        ? 'https'
        : 'http';
  const host =
    typeof forwardedHost === 'string' && forwardedHost !== '' ? lastEntry(forwardedHost) : (h.host ?? '');
  return `${protocol}://${host}`;
}

/**
 * Fastify's side of the hand-over: a body the lane read is read again from memory (its
 * preParsing step), and the lane stops taking calls when the app starts closing.
 */
export function directLanePlugin(lane: DirectLane) {
  return globalPlugin('direct-lane', async (app: FastifyInstance) => {
    app.addHook('preParsing', (request, _reply, payload, done) => {
      const body = handOverOf(request.raw)?.body;
      if (body === undefined) {
        done(null, payload);
        return;
      }
      done(null, Readable.from([body], { objectMode: false }));
    });
    app.addHook('preClose', (done) => {
      lane.close();
      done();
    });
  });
}
