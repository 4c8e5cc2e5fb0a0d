// Data that arrives is drawn in slices, not in one long task (issue 19).
//
// TanStack Query hands its results to React through useSyncExternalStore, and React renders a
// store's change as a blocking update, never as a transition: a list drawn the moment its first
// page arrived was one task of 60–140 ms on a 4x-slowed phone CPU. Deferring the switch from
// "placeholder" to "data" lets React draw the data in a transition (slices of ~5 ms that yield
// to input), with the placeholder up meanwhile.
import { useDeferredValue } from 'react';

/**
 * `ready`, but turning true one render later and as a transition. Turning false is at once (a
 * new key's query is pending: its placeholder is drawn, never the old data's part without data).
 * Mounted with `ready` already true (cached data), it is true from the first render: no
 * placeholder flashes for data that is there.
 */
export function useDeferredReady(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}
