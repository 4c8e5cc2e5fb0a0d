import { NONCE_TTL_SECONDS } from '@lld/protocol/constants';
import { ResultCode } from '@lld/protocol/result-codes';
import { constantTimeEqual, isTimestampInWindow, parseApiKeyHeader } from '@lld/protocol/sign';
import type { FastifyRequest } from 'fastify';
import type { KvStore } from '../adapters/kv.ts';
import { requestSign } from '../crypto/native-cipher.ts';
import { AppError } from '../http/app-error.ts';
import { pathOf } from '../http/global-plugin.ts';

export interface SignatureOptions {
  signKey: string;
  kv: KvStore;
  /** Clock in UTC seconds (tests move it). */
  now: () => number;
}

function header(request: FastifyRequest, name: string): string | undefined | null {
  const v = request.headers[name];
  if (v === undefined) return undefined;
  return typeof v === 'string' ? v : null; // repeated header: refused
}

function refuse(reason: string): AppError {
  return new AppError(ResultCode.BAD_SIGNATURE, reason);
}

/**
 * Verifies `x-api-key` of a call (PROTOCOL §2): sign compared in constant time, timestamp
 * within ±300 s, nonce unused for 600 s in the shared store. Throws code 1001.
 */
export async function verifyRequestSignature(
  request: FastifyRequest,
  options: SignatureOptions,
): Promise<void> {
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
  if (!(await options.kv.setIfAbsent(`nonce:${fields.nonce}`, NONCE_TTL_SECONDS)))
    throw refuse('nonce replayed');
}
