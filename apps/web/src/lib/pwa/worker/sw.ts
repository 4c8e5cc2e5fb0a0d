// The service worker (issue 21; built by vite-plugin-pwa's injectManifest into /sw.js): it
// precaches every file of its build, answers every navigation but the server's own paths with
// that build's index.html (with the landing screen's files named in it), and leaves API calls
// and media to the network. Updates wait for the page's 刷新以更新 (lib/pwa/start-pwa.ts).

import { FIRST_SCREENS_FILE } from '@lld/protocol/first-screens';
import { cacheNames } from 'workbox-core';
import {
  addRoute,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  matchPrecache,
  precache,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { addBypassRoutes, SERVER_PATHS } from './bypass';
import { landingTable, withLandingLinks } from './landing-page';
import { REFRESH_SHELL, SKIP_WAITING } from './messages';
import { refreshShell } from './shell-refresh';

declare const self: ServiceWorkerGlobalScope;

const SHELL = 'index.html';

self.addEventListener('install', (event) => addBypassRoutes(event));
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // The page's 刷新以更新 (virtual:pwa-register's updateSW): the waiting worker takes over.
  if (type === SKIP_WAITING) void self.skipWaiting();
  // The server's runtime config changed (lib/pwa/config-refresh.ts): fetch the page again.
  if (type === REFRESH_SHELL)
    event.waitUntil(
      refreshShell({
        fetchPage: () => fetch(`/${SHELL}`, { cache: 'no-store', credentials: 'same-origin' }),
        cached: () => matchPrecache(SHELL),
        store: async (page) => {
          const key = getCacheKeyForURL(SHELL);
          if (!key) throw new Error('index.html is not precached');
          await (await caches.open(cacheNames.precache)).put(key, page);
        },
      }).then((outcome) => event.ports[0]?.postMessage(outcome)),
    );
});

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations first: the precache's own route would answer `/` itself (index.html is its
// directory index), without the home screen's files.
const shell = createHandlerBoundToURL(SHELL);
const filesFor = landingTable(() => matchPrecache(FIRST_SCREENS_FILE));
registerRoute(
  new NavigationRoute(
    async (options) => {
      const [page, files] = await Promise.all([shell(options), filesFor(options.url.pathname)]);
      return withLandingLinks(page, files);
    },
    { denylist: SERVER_PATHS },
  ),
);
// The build's files, from the precache.
addRoute();
