import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers on every response (@fastify/helmet): the CSP above with frame-ancestors
 * 'none' (and X-Frame-Options DENY), nosniff, Referrer-Policy, Permissions-Policy, and HSTS
 * when the operator says TLS is in front. A route may relax them with `config.helmet` (the
 * sandbox cashier, a stand-in for an outside payment site with its own inline script).
 */
export function securityHeadersPlugin(options: SecurityHeadersOptions) {
  return globalPlugin('security-headers', async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
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
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    });
  });
}
