import type { DestinationStream, LoggerOptions } from 'pino';
import { pino } from 'pino';

/** Query parameters that carry credentials (playlist URLs, PROTOCOL §8). */
const SECRET_QUERY = /([?&](?:token|sign|nonce|key)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
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
