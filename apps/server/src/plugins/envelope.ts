import { CipherError } from '@lld/protocol/cipher';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AnswerSealer } from '../crypto/answer-sealer.ts';
import { decryptPayload, encryptJsonBetween } from '../crypto/native-cipher.ts';
import { AppError } from '../http/app-error.ts';
import { globalPlugin } from '../http/global-plugin.ts';
import { JsonText } from '../http/json-text.ts';
import { responseJson } from '../http/response-json.ts';
import { badRequestText } from './text-guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's envelope options (app.ts): the plugin's, the direct lane's and app routes'. */
    envelope: EnvelopeOptions;
  }
}

export interface EnvelopeOptions {
  encrypt: boolean;
  dataKey: string;
  /** RESPONSE_CHECK: check each answer with zod as well as serialise it (http/response-json.ts). */
  responseCheck?: boolean;
  /** Seals cached payloads' answers ahead of their calls (crypto/answer-sealer.ts). */
  sealer?: AnswerSealer;
}

/**
 * PROTOCOL §3. With encryption on, a POST body must be `{"data":"<B>"}`; it is decrypted
 * before validation, so routes and their schemas see the plain payload. Anything else is 1001.
 * (The shape `envelopeRequest` describes, checked by hand: an object with `data`, a non-empty
 * string, and no other key.)
 */
export function openEnvelope(body: unknown, options: EnvelopeOptions): unknown {
  const data = (body as { data?: unknown } | null)?.data;
  if (
    typeof body !== 'object' ||
    Array.isArray(body) ||
    typeof data !== 'string' ||
    data === '' ||
    !hasOnlyKey(body as object, 'data')
  ) {
    throw new AppError(ResultCode.BAD_SIGNATURE, 'body: not an envelope');
  }
  try {
    return decryptPayload(options.dataKey, data);
  } catch (err) {
    if (err instanceof CipherError) throw new AppError(ResultCode.BAD_SIGNATURE, 'body: does not decrypt');
    throw err;
  }
}

/** A JSON body (no symbols, nothing inherited) with `key` as its only key. */
function hasOnlyKey(value: object, key: string): boolean {
  for (const k in value) if (k !== key) return false;
  return true;
}

/**
 * The one place a success becomes `{"code":200,"msg":"ok","data"}` (plus `"hash":true` with
 * `data` encrypted when encryption is on). `data` is written by the schema's compiled
 * serialiser, which keeps only the fields the schema names (checked by zod too with
 * RESPONSE_CHECK=on); cached JSON text goes out as it is.
 */
export function sendSuccess<S extends z.ZodType>(
  reply: FastifyReply,
  schema: S,
  data: unknown,
  options: EnvelopeOptions,
): FastifyReply {
  let json: string | Uint8Array | undefined;
  if (data instanceof JsonText) {
    // Checked against its schema when it was cached.
    json = options.encrypt ? data.bytes : data.text;
  } else {
    json = responseJson(schema, data, options.responseCheck === true);
  }
  let body: string | Buffer;
  if (options.encrypt && options.sealer && data instanceof JsonText) {
    const sealer = options.sealer;
    const answer = sealer.answer(data);
    // Once out, a sealed-ahead answer's memory may go back to the sealer's thread.
    reply.raw.once('finish', () => sealer.written(answer));
    body = answer;
  } else if (options.encrypt) {
    if (json === undefined) throw new CipherError('NOT_SERIALIZABLE', 'value has no JSON text');
    body = encryptJsonBetween(options.dataKey, json, ENCRYPTED_HEAD, ENCRYPTED_TAIL);
  } else {
    body = json === undefined ? '{"code":200,"msg":"ok"}' : `{"code":200,"msg":"ok","data":${json}}`;
  }
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

/**
 * `{"code":200,"msg":"ok","hash":true,"data":"<base64>"}` as bytes (base64 needs no JSON
 * escaping). Bytes, not a string: the socket write of a 17 KB string encoded it to UTF-8 again
 * on every answer (docs/performance.md).
 */
export const ENCRYPTED_HEAD = Buffer.from('{"code":200,"msg":"ok","hash":true,"data":"', 'latin1');
export const ENCRYPTED_TAIL = Buffer.from('"}', 'latin1');

/**
 * One preValidation hook for every request: the envelope of an encrypted PROTOCOL call is
 * opened (above), then every string the client sent is checked (plugins/text-guard.ts; code
 * 2000 for a NUL or a lone surrogate). One hook, not two: each hook is a step of every call.
 */
export function envelopePlugin(options: EnvelopeOptions) {
  return globalPlugin('envelope', async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if (options.encrypt && request.method !== 'GET' && request.method !== 'HEAD') {
        const config = request.routeOptions.config;
        if (config?.app && config.envelope !== false) {
          try {
            request.body = openEnvelope(request.body, options);
          } catch (err) {
            done(err as Error);
            return;
          }
        }
      }
      const bad = badRequestText(request);
      done(bad ? new AppError(ResultCode.INVALID_PARAMS, bad) : undefined);
    });
  });
}
