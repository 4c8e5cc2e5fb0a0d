import { httpStatusOf, ResultCode } from '@lld/protocol/result-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { globalPlugin } from '../http/global-plugin.ts';
import { sendBody } from '../http/reply.ts';

/**
 * Error handler: every error becomes a PROTOCOL §4 body, `{"code","msg","tip"?}`, never
 * encrypted, with the HTTP status of its code. Nothing internal (stack, SQL, driver text)
 * reaches a body; unexpected errors are logged with the request's context and answered 5000.
 */

function firstValidationMessage(err: FastifyError): string {
  const v = err.validation?.[0];
  if (!v) return err.message;
  const pathText = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const context = (err as FastifyError & { validationContext?: string }).validationContext;
  const field = pathText || (context === 'body' ? 'body' : (context ?? 'request'));
  const raw = v.message ?? 'invalid';
  const message = /received undefined$/.test(raw) ? 'Required' : raw.replace(/^Invalid input: /, '');
  return `${field}: ${message}`;
}

/** Maps any error to the code, message and (for 1002) retry delay of its response. */
export function toAppError(err: unknown): { error: AppError; unexpected: boolean } {
  if (err instanceof AppError) return { error: err, unexpected: false };
  const e = err as FastifyError;
  if (e && typeof e === 'object') {
    if (Array.isArray(e.validation)) {
      return { error: new AppError(ResultCode.INVALID_PARAMS, firstValidationMessage(e)), unexpected: false };
    }
    switch (e.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return { error: new AppError(ResultCode.INVALID_PARAMS, 'body too large'), unexpected: false };
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return { error: new AppError(ResultCode.INVALID_PARAMS, 'body: invalid JSON'), unexpected: false };
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return {
          error: new AppError(ResultCode.INVALID_PARAMS, 'body: unsupported content type'),
          unexpected: false,
        };
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return {
          error: new AppError(ResultCode.INVALID_PARAMS, 'body: invalid content length'),
          unexpected: false,
        };
    }
    // Fastify's own client errors (bad URL encoding, …) are parameter errors, not crashes.
    if (
      typeof e.statusCode === 'number' &&
      e.statusCode >= 400 &&
      e.statusCode < 500 &&
      e.code?.startsWith('FST_')
    ) {
      return { error: new AppError(ResultCode.INVALID_PARAMS, 'invalid request'), unexpected: false };
    }
  }
  return { error: new AppError(ResultCode.INTERNAL, 'internal error'), unexpected: true };
}

export function errorBody(error: AppError): { code: number; msg: string; tip?: string } {
  return error.tip === undefined
    ? { code: error.code, msg: error.message }
    : { code: error.code, msg: error.message, tip: error.tip };
}

/** How much of an over-long body is read and thrown away so the client can read the 413. */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/** Stops a request's body: its connection on HTTP/1.1, its own stream on HTTP/2 (the connection carries others). */
function cutOff(request: FastifyRequest): void {
  const raw = request.raw as FastifyRequest['raw'] & { stream?: { destroy(): void } };
  if (raw.stream) raw.stream.destroy();
  else raw.socket.destroy();
}

/**
 * An over-long body: answer 413 (code 2000) on a connection that stays open while Node reads
 * and discards the rest of the body, so the client, still sending, can read the answer instead
 * of meeting a reset (EPIPE). Past DRAIN_MAX_BYTES the connection is cut.
 */
function sendTooLarge(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.removeHeader('connection');
  let drained = 0;
  request.raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) cutOff(request);
  });
  request.log.info({ route: request.routeOptions.url }, 'request refused: body too large');
  return sendBody(reply, 413, { code: ResultCode.INVALID_PARAMS, msg: 'body too large' });
}

/**
 * The client went away while its body was read (a closed tab, a cancelled upload): the reading
 * fails with Node's `aborted` (ECONNRESET) on a request already destroyed. Nothing is broken and
 * nobody reads the answer, so it is not logged as a server error.
 */
function clientWentAway(request: FastifyRequest, err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (code === 'ECONNRESET' || code === 'ECONNABORTED') && request.raw.destroyed;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  if ((err as FastifyError | null)?.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return sendTooLarge(request, reply);
  if (clientWentAway(request, err)) {
    request.log.info({ route: request.routeOptions.url }, 'request aborted by the client');
    return sendBody(reply, httpStatusOf(ResultCode.INVALID_PARAMS), {
      code: ResultCode.INVALID_PARAMS,
      msg: 'request aborted',
    });
  }
  const { error, unexpected } = toAppError(err);
  if (unexpected) {
    request.log.error({ err, route: request.routeOptions.url, method: request.method }, 'unexpected error');
  } else if (error.code === ResultCode.INTERNAL) {
    request.log.error({ err, route: request.routeOptions.url }, 'internal error');
  } else {
    request.log.info(
      { code: error.code, msg: error.message, route: request.routeOptions.url },
      'request refused',
    );
  }
  if (error.code === ResultCode.TOO_MANY_REQUESTS && error.retryAfter !== undefined) {
    reply.header('retry-after', String(error.retryAfter));
  }
  return sendBody(reply, httpStatusOf(error.code), errorBody(error));
}

export const errorsPlugin = globalPlugin('errors', async (app: FastifyInstance) => {
  app.setErrorHandler((err, request, reply) => sendError(request, reply, err));
});

/** Body for an unknown route under /api (HTTP 404, code 2004; see docs/decisions.md). */
export function sendUnknownEndpoint(reply: FastifyReply): FastifyReply {
  return sendBody(reply, 404, { code: ResultCode.NOT_FOUND, msg: 'no such endpoint' });
}
