import type { FastifyInstance } from 'fastify';
import { globalPlugin, pathOf } from '../http/global-plugin.ts';
import { sendUnknownEndpoint } from './errors.ts';

/** Paths whose plugins decide by path (signature, envelope, auth, rate limit, files, payments, games). */
const GUARDED = ['/api', '/files', '/sandbox-pay', '/sandbox-games'];

/**
 * True when `path` has one spelling only: no percent-encoding, no empty, `.` or `..` segment,
 * no `;` parameter or backslash, no trailing slash. The router decodes and the hooks read the
 * raw URL, so any other spelling could be routed to a call whose checks looked at a different
 * path (an unsigned `/api/%61pp/...` reaching `/api/app/...`).
 */
export function isCanonicalPath(path: string): boolean {
  if (/[%;\\]/.test(path)) return false;
  if (path.includes('//') || /\/\.\.?(\/|$)/.test(path)) return false;
  return path === '/' || !path.endsWith('/') || SLASH_PAGES.includes(path);
}

/** Pages whose address ends in a slash (the OpenAPI UI's index). */
const SLASH_PAGES = ['/api/docs/'];

/**
 * The path as a lenient router might read it: decoded, slashes collapsed, dot segments
 * dropped (or kept, `resolveDots` false: `/files/../x` still names /files), lower case.
 */
export function looseForm(path: string, resolveDots = true): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a broken escape: read it as written
  }
  const parts: string[] = [];
  for (const seg of decoded.replaceAll('\\', '/').split(/[/;]/)) {
    if (seg === '' || (seg === '.' && resolveDots)) continue;
    if (seg === '..' && resolveDots) parts.pop();
    else parts.push(seg);
  }
  return `/${parts.join('/')}`.toLowerCase();
}

function guarded(loose: string): boolean {
  return GUARDED.some((p) => loose === p || loose.startsWith(`${p}/`));
}

/**
 * First hook of every request: a path that could mean an API, file or payment route must be
 * written exactly as that route is; any other spelling is an unknown endpoint (404, code 2004)
 * before a plugin or handler sees it.
 */
export const canonicalPathPlugin = globalPlugin('canonical-path', async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request.url);
    // Written exactly as a guarded route is (every API call): nothing to decode.
    const exact = GUARDED.some((p) => path === p || path.startsWith(`${p}/`));
    if (exact ? isCanonicalPath(path) : !guarded(looseForm(path)) && !guarded(looseForm(path, false))) {
      done();
      return;
    }
    sendUnknownEndpoint(reply); // answered: the request goes no further
  });
});
