import { messageStreamCall, messagesCalls } from '@lld/protocol/api/calls/messages';
import { useEffect } from 'react';
import { apiCall, apiUrl, signedHeaders } from '@/lib/api/client';
import { useSessionStore } from '@/lib/session/session-store';
import { getToken } from '@/lib/storage';
import type { openLiveConnection } from './live-connection';
import { useUnreadStore } from './unread-store';

/**
 * While a token is held: unread counts from message/latest, then the live stream from that
 * point on. A new token (login, logout) starts again; coming back online or to the page
 * reconnects at once instead of waiting out the backoff. The stream's client loads after the
 * first screen (a dynamic import), so it weighs nothing on the entry chunk.
 */
export function useLiveMessages(): void {
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    const store = useUnreadStore.getState();
    store.reset();
    if (!token) return;
    let closed = false;
    let live: ReturnType<typeof openLiveConnection> | null = null;
    const wake = () => {
      if (document.visibilityState === 'visible') live?.wake();
    };
    apiCall(messagesCalls.messageLatest)
      .then((latest) => useUnreadStore.getState().setLatest(latest))
      .catch(() => undefined) // the stream still starts; counts arrive with the next message
      .then(() => import('./live-connection'))
      .then(({ openLiveConnection }) => {
        if (closed) return;
        live = openLiveConnection({
          url: apiUrl(messageStreamCall),
          headers: () => (getToken() ? signedHeaders(messageStreamCall) : null),
          lastId: () => useUnreadStore.getState().latestId,
          onMessage: (m) => useUnreadStore.getState().received(m),
        });
        window.addEventListener('online', wake);
        document.addEventListener('visibilitychange', wake);
      })
      .catch(() => undefined); // the client chunk did not load (offline): counts stay as fetched
    return () => {
      closed = true;
      live?.close();
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [token]);
}
