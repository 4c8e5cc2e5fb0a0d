import { ONLINE_HEARTBEAT_SECONDS, welfareCalls } from '@lld/protocol/api/calls/welfare';
import { create } from 'zustand';
import { apiCall } from '@/lib/api/client';

/** Today's online time as the last heartbeat answered it (the /mine/onLine screen reads it). */
export const useOnlineStore = create<{ today: string; seconds: number | null }>(() => ({
  today: '',
  seconds: null,
}));

/** The first beat waits until the first screen's own requests are done. */
const FIRST_BEAT_MS = 4000;

export async function beatNow(): Promise<void> {
  try {
    const r = await apiCall(welfareCalls.userOnlineTime);
    useOnlineStore.setState({ today: r.today, seconds: r.seconds });
  } catch {
    // a missed beat only means a shorter counted time; the next one goes on
  }
}

/**
 * While the page is visible: a heartbeat every ONLINE_HEARTBEAT_SECONDS (user/online/time).
 * The server counts the time between beats (capped), so a hidden page, which sends none, earns
 * nothing; coming back sends one at once. Started for each token the session holds (by the app
 * layout, which loads this module after the first screen); returns the stop.
 */
export function startOnlineHeartbeat(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (document.visibilityState !== 'visible') return;
      void beatNow();
      schedule(ONLINE_HEARTBEAT_SECONDS * 1000);
    }, ms);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') schedule(0);
    else clearTimeout(timer);
  };
  schedule(FIRST_BEAT_MS);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
