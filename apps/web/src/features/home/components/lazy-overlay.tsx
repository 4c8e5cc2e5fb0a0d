// An overlay of the home screen whose code loads on the first touch of what opens it (the
// notice dialog, the publish sheet): mounted from the first open on, so that closing animates.
import { type ReactNode, Suspense, useState } from 'react';

export function useLazyOverlay() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
    /** The overlay once it has been opened (`children` is its lazy component). */
    render: (children: ReactNode) => (mounted ? <Suspense fallback={null}>{children}</Suspense> : null),
  };
}
