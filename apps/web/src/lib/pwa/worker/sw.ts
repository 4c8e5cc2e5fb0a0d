// The service worker (issue 21; built by vite-plugin-pwa's injectManifest into /sw.js): it
// precaches every file of its build, answers every navigation but the server's own paths with
// that build's index.html (with the landing screen's files named in it), and leaves API calls
// and media to the network. Updates wait for the page's 刷新以更新 (lib/pwa/start-pwa.ts).

import { FIRST_SCREENS_FILE } from '@lld/protocol/first-screens';
import {
  addRoute,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precache,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { addBypassRoutes, SERVER_PATHS } from './bypass';
import { landingTable, withLandingLinks } from './landing-page';

declare const self: ServiceWorkerGlobalScope;

const SHELL = 'index.html';

self.addEventListener('install', (event) => addBypassRoutes(event));
// The page's 刷新以更新 (virtual:pwa-register's updateSW): the waiting worker takes over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
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
