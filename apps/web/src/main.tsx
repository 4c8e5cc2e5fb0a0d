// Start-up: paint the remembered theme, keep --vh current, start the session and the config,
// then render the router once the session and the first screen's chunk (downloaded in
// parallel) are there. antd-mobile's React 19 renderer is installed by the code that first
// shows a Toast or Dialog (lib/toast.ts, the screens with dialogs), not here.
import 'antd-mobile/es/global/global.css';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, firstScreenReady } from './app/router';
import { firstScreenBannerAt, preloadFirstScreenBanner } from './components/ads/first-banner';
import { removeSplashAfter, SPLASH_MAX_MS } from './components/splash/splash';
import { BACKGROUND_START_MAX_MS, backgroundStart, releaseBackgroundStart } from './lib/background-start';
import { holdForLargestPaint, releaseLargestPaintHold } from './lib/largest-paint-hold';
import { nextTask } from './lib/next-task';
import { queryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import { configQueryOptions } from './lib/session/api/get-config';
import { bootstrapSession } from './lib/session/bootstrap-session';
import { installViewportVar } from './lib/viewport';
import { setBrandName } from './locales';
import { rememberedTheme } from './themes/apply-theme';
import { setTheme } from './themes/theme-store';

installViewportVar();
// Whatever happens, the splash never hides the app (or its error) for longer than this.
removeSplashAfter(SPLASH_MAX_MS);

const runtimeReady = loadRuntimeConfig();
const sessionReady = runtimeReady.then((runtime) => {
  setBrandName(runtime.appName);
  return bootstrapSession();
});
// The root route shows the failure; this only keeps it from being reported as unhandled.
sessionReady.catch(() => {});
// The config (ads, image domains, theme) asked for beside the guest login, not after it:
// ping/config needs no token (PROTOCOL §7, auth "none"), and the first screen's largest image
// waits for it. The layout's query shares this one.
const configReady = runtimeReady.then(() => queryClient.fetchQuery(configQueryOptions()));
configReady.catch(() => {});
// That image itself (community's banner cover) asked for as soon as the config names
// it, beside the login and the screen's code rather than after the screen's first commit.
// Until it is painted, hls.js's download waits (lib/largest-paint-hold.ts says why).
if (firstScreenBannerAt(window.location.pathname) !== undefined) holdForLargestPaint();
void runtimeReady
  .then(() => preloadFirstScreenBanner(window.location.pathname, configReady))
  .catch(releaseLargestPaintHold);

// Start-up runs in three tasks, not one: the calls above go out as this module finishes; the
// remembered theme is painted in the next task, its images (the home screen's art, the
// footer's icons) loading beside the session's calls rather than once the layout has rendered
// (the config may switch the theme later: app/use-theme.ts); the first screen's code is asked
// for in the task after (lib/next-task.ts says why).
const themed = nextTask().then(() => {
  void setTheme(rememberedTheme().value);
});

// The installable app (service worker, update prompt, offline screen) loads after the page and
// once the background work may start (lib/background-start.ts: after the first screen's data
// and an idle moment, not in the way of its largest image). Offline, the first screen has no
// data to wait for and the offline screen is the point: then at the page's load, as before.
setTimeout(releaseBackgroundStart, BACKGROUND_START_MAX_MS);
sessionReady.catch(releaseBackgroundStart);
addEventListener('offline', releaseBackgroundStart);
if (!navigator.onLine) releaseBackgroundStart();
if (import.meta.env.PROD)
  addEventListener('load', () =>
    backgroundStart()
      .then(() => import('./lib/pwa/start-pwa'))
      .then((m) => m.startPwa()),
  );

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen's code downloads beside the session's calls, not after them, and the app
// renders once both are there (the splash covers the wait): its first commit is the screen.
// The first render is a transition, so React renders it in slices of a few milliseconds and
// the page stays responsive (a plain root.render is one blocking task: 100+ ms on a slow phone).
// The root is made then too, not as this module runs: creating it (React's event listeners on
// the container) was 13 ms at 4x CPU of start-up's first task, the longest of the landing.
void themed
  .then(nextTask)
  .then(() => firstScreenReady(sessionReady, window.location.pathname))
  .then(() =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <AppRouter sessionReady={sessionReady} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    ),
  );
