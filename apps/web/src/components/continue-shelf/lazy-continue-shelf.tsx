// The continue shelf, loaded only when a screen shows it: one line on home and on mine, nothing
// added to the entry chunk (continue-shelf.tsx is its own chunk).
import { lazy, Suspense } from 'react';
import type { ContinueShelfProps } from './continue-shelf';

const Shelf = lazy(() => import('./continue-shelf'));

export function ContinueShelf(props: ContinueShelfProps) {
  return (
    <Suspense fallback={null}>
      <Shelf {...props} />
    </Suspense>
  );
}
