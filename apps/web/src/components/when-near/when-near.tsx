// Below-the-fold parts of a long screen (home's later sections and its endless feed) are built
// when the reader scrolls towards them, not with the first screen. On a cold home load the
// sections' first layout was one 426 ms task at 4x CPU, 300 ms of it Layout over ~900 objects
// that nobody sees yet (docs/performance.md, session 34). `content-visibility: auto` did not
// help: the browser lays such content out once before it can skip it.
import { type CSSProperties, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { canObserveIntersections } from '@/lib/viewport';

/**
 * How far below the viewport a part starts being built: half a screen ahead. Further, and a
 * phone's first screen already reached home's third section at load.
 */
export const WHEN_NEAR_MARGIN = '0px 0px 50% 0px';

export interface WhenNearProps {
  children: ReactNode;
  /** The stand-in's class: give it about the height of what it stands for. */
  className?: string;
  style?: CSSProperties;
}

/**
 * Renders an empty stand-in until its place comes within WHEN_NEAR_MARGIN of the viewport, then
 * its children (as a transition, so React builds them in slices) for good. Without an
 * IntersectionObserver the children render at once.
 */
export function WhenNear({ children, className, style }: WhenNearProps) {
  const [near, setNear] = useState(() => !canObserveIntersections());
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: WHEN_NEAR_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return (
    <div
      ref={ref}
      className={className ? `when-near ${className}` : 'when-near'}
      style={style}
      aria-hidden="true"
    />
  );
}
