// The shell every screen lives in: theme, kept-alive screens, footer on the tab screens,
// a progress bar while a lazy screen loads, the landing route and the splash rule.

import { UI_TIMINGS } from '@lld/protocol/constants';
import { ROUTES } from '@lld/protocol/routes';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FooterTabBar, footerTabIndex } from '@/components/footer-tab-bar/footer-tab-bar';
import { recordLandingRoute } from '@/components/page-header/back-action';
import { removeSplashAfter } from '@/components/splash/splash';
import { releaseBackgroundStart } from '@/lib/background-start';
import { useIdleAfter } from '@/lib/idle';
import { useLiveMessages } from '@/lib/messages/use-live-messages';
import { useAppConfig } from '@/lib/session/api/get-config';
import { useSessionStore } from '@/lib/session/session-store';
import { onScrollFrames } from '@/lib/viewport';
import { t } from '@/locales';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { useNavigationPending } from './navigation-pending';
import { isRouteAvailable } from './route-table';
import { useTheme } from './use-theme';

/**
 * First screen of the session (an unknown path counts once it has become /notFound): stored
 * as the landing route; when it is not home, the splash goes 2000 ms later (spec §2). Home
 * removes the splash itself once its first content shows.
 */
function useFirstRoute(pathname: string, search: string): void {
  const seen = useRef(false);
  useEffect(() => {
    if (seen.current || !isRouteAvailable(pathname)) return;
    seen.current = true;
    recordLandingRoute(pathname + search);
    if (pathname !== ROUTES.home) removeSplashAfter(UI_TIMINGS.splashRemoveDelayMs);
  }, [pathname, search]);
}

/**
 * `data-scrolled` on <html> while the page is scrolled away from its top: headers drawn over
 * content turn solid then (page-header.css, home-top-bar.css).
 */
function useScrolledFlag(): void {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      if (window.scrollY > 4) root.dataset.scrolled = '';
      else delete root.dataset.scrolled;
    };
    update();
    return onScrollFrames(update);
  }, []);
}

/**
 * Welfare's online-time heartbeat while a token is held. Its first beat waits 4 s anyway, so
 * its code (and welfare's call table) loads after the first screen, not with the entry chunk.
 */
function useOnlineHeartbeat(): void {
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let closed = false;
    import('@/lib/welfare/online-heartbeat')
      .then((m) => {
        if (!closed) stop = m.startOnlineHeartbeat();
      })
      .catch(() => undefined); // the chunk did not load (offline): no beats, as with missed ones
    return () => {
      closed = true;
      stop?.();
    };
  }, [token]);
}

/** The session's background work: unread counts and the message stream, the online heartbeat. */
function BackgroundWork(): null {
  useLiveMessages();
  useOnlineHeartbeat();
  return null;
}

export function AppLayout() {
  const { pathname, search } = useLocation();
  const pending = useNavigationPending();
  useTheme();
  useFirstRoute(pathname, search);
  useScrolledFlag();
  // Started once the config (the first screen's data) has answered and the browser is idle:
  // before that, its calls and chunks took the network and main thread from the first paint.
  // The installable app's start waits for the same moment (main.tsx).
  const background = useIdleAfter(useAppConfig().status !== 'pending');
  useEffect(() => {
    if (background) releaseBackgroundStart();
  }, [background]);
  // The not-found page keeps the footer: the way on is one tap away (issue 22).
  const withFooter = footerTabIndex(pathname) >= 0 || pathname === ROUTES.notFound;

  return (
    <>
      {pending ? (
        <div className="app-nav-progress" role="progressbar" aria-label={t('app.loadingPage')} />
      ) : null}
      <main className={withFooter ? 'app-screens has-footer' : 'app-screens'}>
        <KeepAliveOutlet />
      </main>
      {withFooter ? <FooterTabBar /> : null}
      {background ? <BackgroundWork /> : null}
    </>
  );
}
