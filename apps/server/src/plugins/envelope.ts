import { envelopeRequest } from '@lld/protocol/api/envelope';
import { CipherError } from '@lld/protocol/cipher';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { decryptPayload, encryptJson, encryptPayload } from '../crypto/native-cipher.ts';
import { AppError } from '../http/app-error.ts';
import { globalPlugin } from '../http/global-plugin.ts';
import { JsonText } from '../http/json-text.ts';
import { sendBody } from '../http/reply.ts';

export interface EnvelopeOptions {
  encrypt: boolean;
  dataKey: string;
}

/**
 * PROTOCOL §3. With encryption on, a POST body must be `{"data":"<B>"}`; it is decrypted
 * before validation, so routes and their schemas see the plain payload. Anything else is 1001.
 */
export function openEnvelope(body: unknown, options: EnvelopeOptions): unknown {
  const parsed = envelopeRequest.safeParse(body);
  if (!parsed.success) throw new AppError(ResultCode.BAD_SIGNATURE, 'body: not an envelope');
  try {
    return decryptPayload(options.dataKey, parsed.data.data);
  } catch (err) {
    if (err instanceof CipherError) throw new AppError(ResultCode.BAD_SIGNATURE, 'body: does not decrypt');
    throw err;
  }
}

/**
 * The one place a success becomes `{"code":200,"msg":"ok","data"}` (plus `"hash":true` with
 * `data` encrypted when encryption is on). `data` is checked against the route's response
 * schema first, which also drops any field the schema does not name.
 */
export function sendSuccess<S extends z.ZodType>(
  reply: FastifyReply,
  schema: S,
  data: unknown,
  options: EnvelopeOptions,
): FastifyReply {
  if (data instanceof JsonText) {
    // Checked against its schema when it was cached; base64 needs no JSON escaping.
    const text = options.encrypt
      ? `{"code":200,"msg":"ok","hash":true,"data":"${encryptJson(options.dataKey, data.text)}"}`
      : `{"code":200,"msg":"ok","data":${data.text}}`;
    return reply.code(200).type('application/json; charset=utf-8').send(text);
  }
  const checked = schema.safeParse(data);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`response does not match its schema at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const body = options.encrypt
    ? { code: 200, msg: 'ok', hash: true, data: encryptPayload(options.dataKey, checked.data) }
    : { code: 200, msg: 'ok', data: checked.data };
  return sendBody(reply, 200, body);
}

export function envelopePlugin(options: EnvelopeOptions) {
  return globalPlugin('envelope', async (app: FastifyInstance) => {
    if (!options.encrypt) return;
    app.addHook('preValidation', async (request) => {
      const config = request.routeOptions.config;
      if (
        !config?.app ||
        config.envelope === false ||
        request.method === 'GET' ||
        request.method === 'HEAD'
      ) {
        return;
      }
      request.body = openEnvelope(request.body, options);
    });
  });
}
