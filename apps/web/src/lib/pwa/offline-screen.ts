/**
 * The offline screen: while the browser is offline, screens that need data are covered by a
 * notice (the footer stays usable) that leads to 我的下载, where saved items play offline. Plain
 * DOM in its own element, so no screen has to know about it. Paths in `OFFLINE_PATHS` work
 * offline and are left uncovered.
 */
import { ROUTES } from '@lld/protocol/routes';
import strings from '@/locales/zh-CN/pwa';
import './pwa.css';

/** Screens that work without network (they read saved data only). */
export const OFFLINE_PATHS: readonly string[] = [ROUTES.mineDownload];

export function coversPath(pathname: string): boolean {
  return !OFFLINE_PATHS.includes(pathname);
}

function navigate(path: string): void {
  window.history.pushState(null, '', path);
  // React Router listens to popstate only: announce the change the same way.
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

export function installOfflineScreen(): () => void {
  const el = document.createElement('section');
  el.className = 'pwa-offline';
  el.setAttribute('role', 'alert');
  el.setAttribute('data-testid', 'offline-screen');
  el.hidden = true;
  const art = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  art.setAttribute('viewBox', '0 0 96 80');
  art.setAttribute('width', '96');
  art.setAttribute('height', '80');
  art.setAttribute('aria-hidden', 'true');
  art.innerHTML =
    '<path d="M8 30a56 56 0 0 1 80 0M20 42a38 38 0 0 1 56 0M32 54a20 20 0 0 1 32 0" fill="none" stroke="var(--fot-active-color)" stroke-width="6" stroke-linecap="round" opacity=".85"/><circle cx="48" cy="66" r="6" fill="#fff"/><path d="M14 8l68 64" stroke="#fff" stroke-width="5" stroke-linecap="round"/>';
  const title = document.createElement('h2');
  title.textContent = strings.offlineTitle;
  const desc = document.createElement('p');
  desc.textContent = strings.offlineDesc;
  const actions = document.createElement('div');
  actions.className = 'pwa-offline__actions';
  const downloads = document.createElement('button');
  downloads.type = 'button';
  downloads.className = 'pwa-offline__primary';
  downloads.textContent = strings.offlineDownloads;
  downloads.addEventListener('click', () => navigate(ROUTES.mineDownload));
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = strings.offlineRetry;
  retry.addEventListener('click', () => window.location.reload());
  actions.append(downloads, retry);
  el.append(art, title, desc, actions);
  document.body.append(el);

  let timer: ReturnType<typeof setInterval> | undefined;
  const update = () => {
    const offline = !navigator.onLine;
    el.hidden = !(offline && coversPath(window.location.pathname));
    document.documentElement.classList.toggle('is-offline', offline);
    // React Router changes the path with pushState (no event): look while offline.
    if (offline && !timer) timer = setInterval(update, 400);
    if (!offline && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  window.addEventListener('popstate', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
    window.removeEventListener('popstate', update);
    if (timer) clearInterval(timer);
    el.remove();
  };
}
