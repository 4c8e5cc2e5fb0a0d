import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import { pino } from 'pino';

/** Query parameters that carry credentials (playlist URLs, PROTOCOL §8). */
const SECRET_QUERY = /([?&](?:token|sign|nonce|key)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  // Most calls have no query: no regex pass for them (every answered request is logged).
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;
}

/**
 * Paths removed from every log line: credentials in headers, token and password fields
 * wherever they sit. Request and response bodies are never logged in the first place.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["x-admin-key"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-api-key"]',
  'headers["x-admin-key"]',
  'token',
  '*.token',
  'password',
  '*.password',
  'signKey',
  'dataKey',
  'imageKey',
  'adminKey',
  '*.signKey',
  '*.dataKey',
  '*.imageKey',
  '*.adminKey',
];

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
  routeOptions?: { url?: string };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Method, path (credentials in the query redacted), route and client address: no headers, no body.
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        route: req.routeOptions?.url,
        ip: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
}

export function createLogger(level: string, stream?: DestinationStream) {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}

/**
 * One line per answered request, written when it is answered: the request (method, path with
 * credentials redacted, route, address), the status and the time taken. Fastify's own controller
 * writes two (`incoming request` as it arrives, `request completed` with only the status); at
 * `debug` the arrival is logged too, for a request that is never answered.
 *
 * The success line is written through a child without the redaction pass: its fields are only
 * those of the `req` and `res` serializers above (the URL already redacted), and the pass, with
 * its wildcard paths, cost more than the rest of the line (docs/performance.md, session 49).
 * Error lines keep it: an error object may carry anything.
 */
export class AccessLog extends LogController {
  readonly #lines: Logger;

  constructor(logger: Logger) {
    super();
    this.#lines = logger.child({}, { redact: { paths: [] } });
  }

  /** Whether `completed` writes a line (the lane builds none otherwise). */
  completes(): boolean {
    return this.#lines.isLevelEnabled('info');
  }

  /** The `request completed` line of a call the direct lane answered (http/direct-lane.ts). */
  completed(line: object): void {
    if (this.completes()) this.#lines.info(line, 'request completed');
  }

  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    // The route's own level (quiet routes log from `warn`) decides; the line goes out unredacted.
    if ((reply.log as Logger).isLevelEnabled('info'))
      this.#lines.info({ reqId: request.id, req: request, res: reply, responseTime }, 'request completed');
  }
}
