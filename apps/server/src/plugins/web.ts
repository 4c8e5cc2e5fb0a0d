import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIRST_SCREENS_FILE,
  type FirstScreens,
  firstScreenOf,
  withFirstScreen,
} from '@lld/protocol/first-screens';
import type { RuntimeConfig } from '@lld/protocol/runtime-config';
import { SPLASH_THEME_SCRIPT } from '@lld/protocol/splash';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { globalPlugin } from '../http/global-plugin.ts';
import { sendUnknownEndpoint } from './errors.ts';
import { firstScreensFile } from './first-screens.ts';
import { IMMUTABLE, registerSpaFiles, sendSpaIndex, spaIndex } from './spa-index.ts';

export function runtimeConfigOf(config: Config): RuntimeConfig {
  return {
    apiBase: '/api',
    signKey: config.signKey,
    dataKey: config.dataKey,
    imageKey: config.imageKey,
    encrypt: config.encrypt,
    appName: config.appName,
  };
}

/** JSON safe inside a `<script>` element: no `<`, `>`, `&` or line separators left raw. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The inline script that hands the runtime config to the web app (its hash is in the CSP). */
export function runtimeScript(runtime: RuntimeConfig): string {
  return `window.__LLD__=${scriptSafeJson(runtime)}`;
}

/**
 * The inline scripts of the served index.html, in order: the runtime config, then the one
 * that gives the start-up splash the last theme's colours before first paint
 * (@lld/protocol/splash). Each is allowed by its hash in the Content-Security-Policy.
 */
export function pageInlineScripts(runtime: RuntimeConfig): string[] {
  return [runtimeScript(runtime), SPLASH_THEME_SCRIPT];
}

/** `text` with the characters HTML gives a meaning to written as entities. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the runtime config as the first script of `<head>`, then the splash colours'
 * script. The name the page was
 * built with (its `<title>`) is the configured one wherever the page shows it: the tab title,
 * the splash and the description.
 */
export function injectRuntimeConfig(page: string, runtime: RuntimeConfig): string {
  const tag = pageInlineScripts(runtime)
    .map((script) => `<script>${script}</script>`)
    .join('');
  // Replaced through functions: a `$` in the name is text, not a replacement pattern.
  const name = htmlText(runtime.appName);
  const built = /<title>([^<]*)<\/title>/i.exec(page)?.[1]?.trim();
  const html = page
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${name}</title>`)
    .replace(
      /(<div class="splash-name">)[^<]*(<\/div>)/i,
      (_m, open: string, close: string) => open + name + close,
    )
    .replace(
      /(<meta name="description" content=")([^"]*)(")/i,
      (m, open: string, text: string, close: string) =>
        built ? open + text.replaceAll(built, () => name.replace(/"/g, '&quot;')) + close : m,
    );
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

const NOT_BUILT = `The web app is not built.

Run \`npm run build\` at the repository root (or \`npm start\`, which builds what is missing),
then restart the server. The API is up: /api/docs describes it.
`;

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/** What the served web app manifest takes from the running server. */
export interface WebOptions {
  /** The active theme's colour (operator setting), written into the manifest's theme_color. */
  themeColor?: () => Promise<string | undefined>;
}

/**
 * The built manifest as this server serves it: the configured name (APP_NAME) in place of the
 * name it was built with (its `name`) in name, short_name and description, and the active
 * theme's colour; the text unchanged when it is not JSON.
 */
export function manifestFor(
  text: string,
  opts: { appName: string; themeColor?: string | undefined },
): string {
  try {
    const manifest = JSON.parse(text) as Record<string, unknown>;
    const built = typeof manifest.name === 'string' ? manifest.name : '';
    const named = (v: unknown) => (typeof v === 'string' && built ? v.replaceAll(built, opts.appName) : v);
    return JSON.stringify({
      ...manifest,
      name: opts.appName,
      short_name: opts.appName,
      description: named(manifest.description),
      ...(opts.themeColor ? { theme_color: opts.themeColor } : {}),
    });
  } catch {
    return text;
  }
}

/**
 * Serves WEB_DIST: `/assets/*` (content-hashed) cached immutably; other files for an hour;
 * index.html never cached, with the runtime config injected; any other GET that wants HTML
 * (not under /api or /files) gets index.html so client routes load the app.
 */
export function webPlugin(config: Config, options: WebOptions = {}) {
  return globalPlugin('web', async (app: FastifyInstance) => {
    const runtime = runtimeConfigOf(config);
    const indexFile = path.join(config.webDist, 'index.html');
    const built = existsSync(indexFile);

    app.get(
      '/api/runtime-config.json',
      {
        schema: {
          tags: ['web'],
          summary:
            'Runtime config of the web app (also injected into index.html as window.__LLD__); not signed',
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(runtime)),
    );

    const indexHtml = spaIndex(indexFile, (html) => injectRuntimeConfig(html, runtime));
    // A landing screen's page names its chunks (first-screens.ts): made once per path and build.
    const firstScreens = firstScreensFile(path.join(config.webDist, FIRST_SCREENS_FILE));
    let pages: { base: string; screens: FirstScreens; byPath: Map<string, string> } | null = null;
    const pageFor = (url: string): string | null => {
      const base = indexHtml();
      if (base === null) return null;
      const screens = firstScreens();
      if (!pages || pages.base !== base || pages.screens !== screens)
        pages = { base, screens, byPath: new Map() };
      const pathname = url.split(/[?#]/, 1)[0] ?? '/';
      const files = firstScreenOf(screens, pathname);
      if (!files) return base;
      let html = pages.byPath.get(pathname);
      if (html === undefined) {
        html = withFirstScreen(base, files);
        pages.byPath.set(pathname, html);
      }
      return html;
    };
    const sendIndex = (reply: FastifyReply, url: string) =>
      sendSpaIndex(reply, pageFor(url), { cacheControl: 'no-cache', notBuilt: NOT_BUILT });

    // The service worker (issue 21) is looked up on every start: never cached by HTTP, so a new
    // deployment is seen at once; its scope is the whole site. The manifest is served with the
    // configured name and the operator's active theme colour.
    const readDist = (name: string): string | null => {
      try {
        return readFileSync(path.join(config.webDist, name), 'utf8');
      } catch {
        return null;
      }
    };
    app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) => {
      const text = readDist('sw.js');
      if (text === null) return reply.code(404).header('cache-control', 'no-store').send('not found');
      return reply
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/')
        .header('x-content-type-options', 'nosniff')
        .type('text/javascript; charset=utf-8')
        .send(text);
    });
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
      const text = readDist('manifest.webmanifest');
      if (text === null) return reply.code(404).header('cache-control', 'no-store').send('not found');
      const color = await options.themeColor?.().catch(() => undefined);
      return reply
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .type('application/manifest+json; charset=utf-8')
        .send(manifestFor(text, { appName: config.appName, themeColor: color }));
    });

    app.get('/', { schema: { hide: true } }, async (request, reply) => sendIndex(reply, request.url));
    // The service worker's copy of the page, which answers every path: no screen's files in it.
    app.get('/index.html', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply, ''));

    if (built) {
      // Hashed assets never change; other files (icons, images of the manifest) are kept an hour.
      await registerSpaFiles(app, {
        root: config.webDist,
        prefix: '/',
        cacheControl: (filePath) =>
          path.relative(config.webDist, filePath).split(path.sep)[0] === 'assets'
            ? IMMUTABLE
            : 'public, max-age=3600',
      });
    } else {
      app.log.warn({ webDist: config.webDist }, 'web app not built: pages answer 503 until `npm run build`');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url;
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))
        return sendUnknownEndpoint(reply);
      const isFiles = url === '/files' || url.startsWith('/files/');
      if (!isFiles && (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request)) {
        return sendIndex(reply, url);
      }
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('not found');
    });
  });
}
