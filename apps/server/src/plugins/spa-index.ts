import { readFileSync, statSync } from 'node:fs';
import type { FastifyReply } from 'fastify';

/**
 * The index.html of a built single-page app (the web app, the console): read again only when
 * the file changes (a new build), passed through `transform` once per read; null when missing.
 */
export function spaIndex(file: string, transform: (html: string) => string = (html) => html) {
  let cache: { mtimeMs: number; html: string } | null = null;
  return (): string | null => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cache || cache.mtimeMs !== mtimeMs)
        cache = { mtimeMs, html: transform(readFileSync(file, 'utf8')) };
      return cache.html;
    } catch {
      return null;
    }
  };
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
