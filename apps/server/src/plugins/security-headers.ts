import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { globalPlugin } from '../http/global-plugin.ts';

export interface SecurityHeadersOptions {
  /** Inline scripts the app's pages carry (the runtime config), allowed by hash. */
  inlineScripts: string[];
  /** TLS in front: send Strict-Transport-Security. */
  hsts: boolean;
  /** Outside origins the app may frame (a game provider's pages); our own origin always. */
  frameSources?: string[];
}

/** `'sha256-…'` of an inline script, as CSP writes it. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The directives of the app's Content-Security-Policy. Scripts: our files and the runtime-config
 * script by hash, nothing inline else, no eval. Images, media and fetches may come from the
 * operator's IMAGE and MP4 domains, which are settings that change at run time, so those allow
 * any http(s) origin; styles allow inline (components set style attributes).
 */
export function cspDirectives(
  inlineScripts: string[],
  frameSources: string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(scriptHash)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'media-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'connect-src': ["'self'", 'blob:', 'data:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...frameSources],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Browser features the app may use: the camera for scanning a credential QR, nothing else. */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()';

/** The app's @fastify/helmet options. */
export function helmetOptions(options: SecurityHeadersOptions): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(options.inlineScripts, options.frameSources),
    },
    crossOriginEmbedderPolicy: false,
    // Files and images are also fetched from the operator's other domains.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of every PROTOCOL answer, as that answer's reply sets them (the direct lane sets the same). */
    appReplyHeaders: readonly Header[];
  }
}

/** One header as `ServerResponse.setHeader` takes it, its name spelled as helmet spells it. */
type Header = readonly [name: string, value: number | string | string[]];

/**
 * The headers @fastify/helmet sets for `options`, read once from a private instance: helmet
 * builds its middleware (and parses the CSP) on every call, which cost each API call more than
 * its signature check did. The app then sets these ready values per request.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<readonly Header[]> {
  const probe = Fastify({ logger: false });
  let headers: Header[] = [];
  await probe.register(helmet, { ...options, global: true });
  // After helmet's own onRequest hooks (same instance, registered later): nothing else has set
  // a header on the raw response yet.
  probe.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw as ServerResponse & { getRawHeaderNames(): string[] };
    headers = res.getRawHeaderNames().map((name) => {
      const value = res.getHeader(name);
      if (value === undefined) throw new Error(`helmet header ${name} has no value`);
      return [name, value] as const;
    });
    done();
  });
  probe.get('/', async () => '');
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return headers;
}

function setAll(res: ServerResponse, headers: readonly Header[]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/**
 * Security headers on every response, as @fastify/helmet would set them: the CSP above with
 * frame-ancestors 'none' (and X-Frame-Options DENY), nosniff, Referrer-Policy,
 * Permissions-Policy, and HSTS when the operator says TLS is in front. Computed once; a route
 * may relax them with `config.helmet` (the sandbox cashier, a stand-in for an outside payment
 * site with its own inline script), merged over these options as @fastify/helmet merges them,
 * computed at that route's first request.
 */
export function securityHeadersPlugin(options: SecurityHeadersOptions) {
  return globalPlugin('security-headers', async (app: FastifyInstance) => {
    const global = helmetOptions(options);
    const permissions: Header = ['Permissions-Policy', PERMISSIONS_POLICY];
    const headers = [...(await helmetHeaders(global)), permissions];
    /** Per route `config.helmet` object: its headers, once. */
    const perRoute = new WeakMap<object, Promise<readonly Header[]>>();
    const routeHeaders = (routeOptions: object) => {
      let h = perRoute.get(routeOptions);
      if (!h) {
        h = helmetHeaders({ ...global, ...routeOptions } as FastifyHelmetOptions).then((list) => [
          ...list,
          permissions,
        ]);
        perRoute.set(routeOptions, h);
      }
      return h;
    };
    // The same headers as reply headers, names in lower case, for PROTOCOL calls (below).
    const replyHeaders = headers.map(([name, value]) => [name.toLowerCase(), value] as const);
    app.decorate('appReplyHeaders', replyHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      const config = request.routeOptions.config;
      const routeOptions = config?.helmet;
      if (!routeOptions) {
        if (config?.app) {
          // A PROTOCOL call always answers through the reply (never a hijacked raw response):
          // its headers go out with the reply's own in one writeHead, none set on the raw
          // response first (Node's fast path; setHeader validated and stored each one twice).
          for (const [name, value] of replyHeaders) reply.header(name, value);
        } else setAll(reply.raw, headers);
        done();
        return;
      }
      routeHeaders(routeOptions).then((list) => {
        setAll(reply.raw, list);
        done();
      }, done);
    });
  });
}
