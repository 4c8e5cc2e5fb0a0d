import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreens, staticClosure } from './first-screens';
import { precompress } from './precompress';
import { BRAND, ICON_SIZES } from './pwa/brand';
import { iconFiles } from './pwa/icons';

const ICONS = iconFiles(ICON_SIZES);

/**
 * react-router 7's package exports name its development build for every consumer (upstream
 * remix-run/react-router#12437, meant as temporary; later majors export dist/production). Its
 * development warnings build their message strings on every `useRoutes` render and write to the
 * console of a production page (an unmatched path: "No routes matched location"). A build takes
 * the production build, which differs only in that flag; `vite` dev keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = join(root, 'dist/production/index.mjs');
  return {
    name: 'lld:react-router-production',
    apply: 'build',
    // A version without that file exports its production build itself (e2e/build-output checks).
    config: () =>
      existsSync(production)
        ? { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }
        : undefined,
  };
}

/** Writes the drawn icons (pwa/icons.ts) into the build: no files in public/, no network. */
function pwaFiles(): Plugin {
  return {
    name: 'lld:pwa-files',
    apply: 'build',
    generateBundle() {
      for (const icon of ICONS) this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.png });
    },
  };
}

const REACT = /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/;
const QUERY_EXTRAS =
  /node_modules[\\/]@tanstack[\\/][\w-]+[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

/** Each chunk's static imports, read as the bundle is written (for `modulePreload` below). */
let staticImports = new Map<string, readonly string[]>();
/** The chunks of screens (a route's module: `*-screen.tsx`, `*-screens.tsx`, app/home-route.tsx). */
let screenChunks = new Set<string>();
const SCREEN_MODULE = /-(?:screens?|route)\.tsx$/;
function chunkImports(): Plugin {
  return {
    name: 'lld:chunk-imports',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      staticImports = new Map(chunks.map((c) => [c.fileName, c.imports] as const));
      screenChunks = new Set(
        chunks.filter((c) => c.facadeModuleId && SCREEN_MODULE.test(c.facadeModuleId)).map((c) => c.fileName),
      );
    },
  };
}

// The server (apps/server) serves dist/ and injects runtime config into index.html.
// In `vite` dev mode, API calls are proxied to a server started separately on :8080.
export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    pwaFiles(),
    chunkImports(),
    // The landing screens' chunks by path, for the server to name in index.html (first-screens.ts).
    firstScreens(),
    // Installable app (issue 21): the manifest and a Workbox service worker of our own
    // (src/lib/pwa/worker/sw.ts) that precaches the app shell (every built chunk, so an open page
    // never mixes old and new chunks, and the landing screens' table) and answers every
    // navigation with the precached index.html. API and media are never cached by it.
    // Registration (and the 刷新以更新 prompt) is in src/lib/pwa/, loaded after start-up.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'injectManifest',
      srcDir: 'src/lib/pwa/worker',
      filename: 'sw.ts',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: BRAND.name,
        short_name: BRAND.shortName,
        description: BRAND.description,
        lang: BRAND.lang,
        dir: 'ltr',
        start_url: '/?source=pwa',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND.themeColor,
        background_color: BRAND.backgroundColor,
        categories: ['entertainment', 'books'],
        icons: ICONS.filter((i) => !i.fileName.includes('apple')).map((i) => ({
          src: `/${i.fileName}`,
          sizes: `${i.size}x${i.size}`,
          type: 'image/png',
          purpose: i.purpose,
        })),
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,webp,woff2}', 'first-screens.json'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        rollupFormat: 'iife',
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // npm hoists react@18 to the root node_modules (a peer of antd-mobile's @react-spring 9.6);
    // this app's react@19 lives in apps/web/node_modules. Resolve React from here for every
    // importer, or the bundle would carry two Reacts.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // A lazy import's preload list leaves out the chunks its importer already loaded statically
    // (for the entry: React, the API client…): every route's list in the entry was carrying them.
    // Its JS chunks are listed for screens only, which a tap waits for; the parts a screen loads
    // after it is drawn (its sections, overlays, idle work) fetch their imports as they parse:
    // each <link rel="modulepreload"> the helper inserts cost 0.3–2.7 ms of main thread, 51 of
    // them in a home landing (docs/performance.md, session 49). CSS is always listed: the helper
    // waits for it, so a part never shows unstyled.
    // No modulepreload polyfill: the entry's own imports load before it could run, and for lazy
    // imports Vite falls back to <link rel="preload"> where modulepreload is missing.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId }) => {
        const loaded = staticClosure(staticImports, hostId);
        const screen = screenChunks.has(file);
        return deps.filter((d) => !loaded.has(d) && (screen || d.endsWith('.css')));
      },
    },
    rolldownOptions: {
      output: {
        // React and React Query are loaded by the entry anyway: keep them whole in one chunk, so
        // the lazy routes sharing bits of them do not split off tiny chunks of their own. Only
        // mutations and infinite lists, which the first screen does not use, go to a chunk of
        // their own (about 1 KB gzip off the home route), shared by the screens that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: (id) => REACT.test(id) && !QUERY_EXTRAS.test(id), priority: 2 },
            { name: 'query-extras', test: QUERY_EXTRAS, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080' } },
});
