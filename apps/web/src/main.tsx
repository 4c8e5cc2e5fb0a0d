// Start-up: paint the remembered theme, keep --vh current, start the session, then render the
// router. Screens wait for the session at the root route while the first screen's chunk
// downloads in parallel. antd-mobile's React 19 renderer is installed by the code that first
// shows a Toast or Dialog (lib/toast.ts, the screens with dialogs), not here.
import 'antd-mobile/es/global/global.css';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadScreenFor } from './app/router';
import { removeSplashAfter, SPLASH_MAX_MS } from './components/splash/splash';
import { queryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import { configQueryOptions } from './lib/session/api/get-config';
import { bootstrapSession } from './lib/session/bootstrap-session';
import { installViewportVar } from './lib/viewport';
import { setBrandName } from './locales';
import { applyTheme, rememberedTheme } from './themes/apply-theme';

applyTheme(rememberedTheme());
installViewportVar();
// Whatever happens, the splash never hides the app (or its error) for longer than this.
removeSplashAfter(SPLASH_MAX_MS);

const sessionReady = loadRuntimeConfig().then((runtime) => {
  setBrandName(runtime.appName);
  return bootstrapSession();
});
// The root route shows the failure; this only keeps it from being reported as unhandled.
sessionReady.catch(() => {});
// The config (ads, image domains, theme) asked for beside user/info as soon as the session is
// there, not once the layout has rendered: the first screen's largest image waits for it
// (Lighthouse: ping/config left ~750 ms after user/info). The layout's query shares this one.
sessionReady.then(() => queryClient.prefetchQuery(configQueryOptions())).catch(() => {});

// The installable app (service worker, update prompt, offline screen) loads after the page.
if (import.meta.env.PROD)
  addEventListener('load', () => void import('./lib/pwa/start-pwa').then((m) => m.startPwa()));

// The first screen's code downloads beside the session's calls, not after them.
preloadScreenFor(window.location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter sessionReady={sessionReady} />
    </QueryClientProvider>
  </StrictMode>,
);
