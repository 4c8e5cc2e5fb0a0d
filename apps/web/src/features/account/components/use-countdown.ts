import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that survives re-renders; `start(n)` (re)starts it. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const id = window.setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= endsAt) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const n = Date.now();
    setNow(n);
    setEndsAt(n + seconds * 1000);
  }, []);
  return { left: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
