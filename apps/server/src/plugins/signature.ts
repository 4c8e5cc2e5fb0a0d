import type { IncomingHttpHeaders } from 'node:http';
import { ResultCode } from '@lld/protocol/result-codes';
import { constantTimeEqual, isTimestampInWindow, parseApiKeyHeader } from '@lld/protocol/sign';
import { requestSign } from '../crypto/native-cipher.ts';
import { AppError } from '../http/app-error.ts';
import { pathOf } from '../http/global-plugin.ts';

export interface SignatureOptions {
  signKey: string;
  /** Clock in UTC seconds (tests move it). */
  now: () => number;
}

/** What the signature reads of a call: its headers and its URL (a Fastify request, or a raw one). */
export interface SignedRequest {
  headers: IncomingHttpHeaders;
  url: string;
}

function header(request: SignedRequest, name: string): string | undefined | null {
  const v = request.headers[name];
  if (v === undefined) return undefined;
  return typeof v === 'string' ? v : null; // repeated header: refused
}

function refuse(reason: string): AppError {
  return new AppError(ResultCode.BAD_SIGNATURE, reason);
}

/**
 * Checks `x-api-key` of a call (PROTOCOL §2): sign compared in constant time, timestamp within
 * ±300 s. Changes nothing: returns the call's nonce, which the app gate then claims in the shared
 * store (unused for 600 s, `KvStore.admit`); throws code 1001.
 */
export function checkRequestSignature(request: SignedRequest, options: SignatureOptions): string {
  const apiKey = header(request, 'x-api-key');
  const userAgent = header(request, 'x-user-agent');
  const token = header(request, 'authorization');
  if (apiKey === undefined) throw refuse('x-api-key: missing');
  const fields = apiKey === null ? null : parseApiKeyHeader(apiKey);
  if (!fields) throw refuse('x-api-key: malformed');
  if (userAgent === null || token === null) throw refuse('repeated header');
  if (!isTimestampInWindow(fields.timestamp, options.now())) throw refuse('timestamp out of window');
  const expected = requestSign({
    key: options.signKey,
    token: token ?? '',
    path: pathOf(request.url).slice('/api'.length),
    userAgent: userAgent ?? '',
    timestamp: fields.timestamp,
    nonce: fields.nonce,
  });
  if (!constantTimeEqual(expected, fields.sign)) throw refuse('bad sign');
  return fields.nonce;
}

/** Code 1001 for a call whose nonce was seen within the last 600 s (on any node sharing the store). */
export function nonceReplayed(): AppError {
  return refuse('nonce replayed');
}
