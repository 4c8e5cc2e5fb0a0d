import type { SavedPositionWire } from '@lld/protocol/api/progress';

/** A device clock may run ahead; a position is never dated later than this past the server. */
export const MAX_CLOCK_SKEW_MS = 60_000;

const keyOf = (p: Pick<SavedPositionWire, 'kind' | 'id'>) => `${p.kind}:${p.id}`;

/** `at` no later than the server's clock allows (so a fast clock cannot win forever). */
export function clampAt(at: number, nowMs: number): number {
  return Math.min(at, nowMs + MAX_CLOCK_SKEW_MS);
}

/**
 * Merges position lists: per (kind, id) the one saved last wins; on equal `at` the one already
 * held (`a`) stays. Newest first.
 */
export function mergePositions(
  a: readonly SavedPositionWire[],
  b: readonly SavedPositionWire[],
): SavedPositionWire[] {
  const out = new Map<string, SavedPositionWire>();
  for (const p of [...a, ...b]) {
    const held = out.get(keyOf(p));
    if (!held || p.at > held.at) out.set(keyOf(p), p);
  }
  return [...out.values()].sort((x, y) => y.at - x.at);
}

/** How far into the item, 0..1, or null when the length is not known. */
export function progressOf(position: number, length: number | null | undefined): number | null {
  if (!length || length <= 0) return null;
  return Math.min(1, Math.max(0, position / length));
}
