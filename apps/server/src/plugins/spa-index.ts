import { readFileSync, statSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * A build's file as `parse` makes it, read again only when the file changes (a new build); null
 * when it is missing or `parse` throws.
 */
export function readWhenChanged<T>(file: string, parse: (text: string) => T): () => T | null {
  let cache: { mtimeMs: number; value: T } | null = null;
  return (): T | null => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cache || cache.mtimeMs !== mtimeMs) cache = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      return cache.value;
    } catch {
      return null;
    }
  };
}

/**
 * The index.html of a built single-page app (the web app, the console): read again only when
 * the file changes (a new build), passed through `transform` once per read; null when missing.
 */
export function spaIndex(file: string, transform: (html: string) => string = (html) => html) {
  return readWhenChanged(file, transform);
}

/** Sends an SPA's index (`cacheControl` as given), or 503 with `notBuilt` when there is none. */
export function sendSpaIndex(
  reply: FastifyReply,
  html: string | null,
  o: { cacheControl: string; notBuilt: string },
): FastifyReply {
  if (html === null)
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(o.notBuilt);
  return reply
    .code(200)
    .header('cache-control', o.cacheControl)
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The cache-control of a hashed asset: its name changes with its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a built SPA's files under `prefix` from `root`: no directory index or dot files, the
 * .br and .gz the build wrote beside each text asset (by Accept-Encoding, so caches key on it),
 * `cacheControl(file)` per file.
 */
export function registerSpaFiles(
  app: FastifyInstance,
  o: { root: string; prefix: string; cacheControl: (filePath: string) => string },
) {
  return app.register(fastifyStatic, {
    root: o.root,
    prefix: o.prefix,
    index: false,
    wildcard: true,
    decorateReply: false,
    serveDotFiles: false,
    // The build writes .br and .gz beside each text asset (apps/web/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', o.cacheControl(filePath));
      res.setHeader('x-content-type-options', 'nosniff');
      // The same URL answers brotli, gzip or plain bytes by Accept-Encoding: caches must key on it.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
