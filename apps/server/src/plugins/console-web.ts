import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { IMMUTABLE, registerSpaFiles, sendSpaIndex, spaIndex } from './spa-index.ts';

/**
 * The operator console's Content-Security-Policy: scripts and fetches from this origin only,
 * nothing inline but styles (antd writes its CSS-in-JS into <style> elements), no frames of it
 * anywhere (frame-ancestors 'none'), no plugins, no <base>, forms only to us.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT =
  'The operator console is not built.\n\nRun `npm run build` (or `npm start`), then restart the server.\n';

/**
 * Serves CONSOLE_DIST under /console/ (issue 17): index.html never cached, hashed assets
 * immutable and precompressed (.br/.gz beside them), every answer with the console's strict CSP,
 * X-Frame-Options DENY and no referrer.
 */
export function consoleWebPlugin(config: Config) {
  return async (app: FastifyInstance) => {
    const root = config.consoleDist;
    const indexFile = path.join(root, 'index.html');

    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', CONSOLE_CSP);
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('x-robots-tag', 'noindex');
      return payload;
    });

    const indexHtml = spaIndex(indexFile);
    const sendIndex = (reply: FastifyReply) =>
      sendSpaIndex(reply, indexHtml(), { cacheControl: 'no-store', notBuilt: NOT_BUILT });

    app.get('/console', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));
    app.get('/console/index.html', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));

    if (existsSync(path.join(root, 'assets'))) {
      await registerSpaFiles(app, {
        root: path.join(root, 'assets'),
        prefix: '/console/assets/',
        cacheControl: () => IMMUTABLE,
      });
    }
  };
}
