/**
 * The installable app at run time (issue 21), loaded after start-up by main.tsx (never in the
 * entry chunk): registers the service worker, offers 刷新以更新 when a new deployment is
 * waiting, covers data screens with the offline screen while offline, and starts the online
 * check of saved downloads (lib/downloads/checks.ts).
 *
 * Updates: the worker precaches every chunk of its build and answers navigations with that
 * build's index.html, so a page always runs one build. A new deployment installs beside it and
 * waits; the prompt appears (at this start or the next), and tapping it activates the new worker
 * and reloads into the new build. Unprompted, it takes over when every tab of the old one has
 * closed (the next start). A page left open across the switch that fails to load an old chunk
 * is reloaded once by app/lazy-route.ts, the same rule as without a worker.
 */
import { registerSW } from 'virtual:pwa-register';
import strings from '@/locales/zh-CN/pwa';
import { installConfigRefresh } from './config-refresh';
import { installOfflineScreen } from './offline-screen';
import './pwa.css';

function showUpdatePrompt(update: () => Promise<void>): void {
  if (document.querySelector('.pwa-update')) return;
  const bar = document.createElement('div');
  bar.className = 'pwa-update';
  bar.setAttribute('role', 'status');
  bar.setAttribute('data-testid', 'pwa-update');
  const text = document.createElement('span');
  text.textContent = strings.updateReady;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = strings.updateAction;
  button.addEventListener('click', () => {
    button.disabled = true;
    void update();
  });
  bar.append(text, button);
  document.body.append(bar);
}

export function startPwa(): void {
  installOfflineScreen();
  // A refused signature may mean the worker's copy of the page holds old keys (config-refresh.ts).
  installConfigRefresh();
  // Saved downloads are checked online at every start, not only while 我的下载 is open.
  void import('../downloads/checks').then((m) => m.startDownloadChecks());
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      showUpdatePrompt(() => updateSW(true));
    },
    onRegisteredSW(_url, registration) {
      // A long-open page still learns of a deployment: look again every hour.
      if (registration) setInterval(() => void registration.update().catch(() => {}), 3_600_000);
    },
  });
}
