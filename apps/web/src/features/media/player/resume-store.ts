/**
 * Where a video resumes. Positions are kept in the one store of every kind (lib/positions.ts);
 * the server keeps its own copy through media/trackList.
 */
import { loadPosition, savePosition as savePositionOf } from '@/lib/positions';

export function savedPosition(id: number): { position: number; at: number } | null {
  const p = loadPosition('video', id);
  return p ? { position: p.position, at: p.at } : null;
}

/** Within this many seconds of the end a video counts as finished: it starts over. */
const NEARLY_DONE_S = 3;

/**
 * Notes where video `id` is. A position within NEARLY_DONE_S of `duration` (when known) is
 * noted as 0: the next visit starts over. Noted as it was, the next visit started at the end
 * (the player starts from this device's position before media/play names the length), played
 * nothing and went straight to 下一集's countdown.
 */
export function savePosition(id: number, position: number, duration = Number.NaN): void {
  const finished = Number.isFinite(duration) && duration > 0 && position >= duration - NEARLY_DONE_S;
  savePositionOf('video', id, { position: finished ? 0 : Math.floor(position) });
}

/** Where to start: the newer of the server's and this device's positions, unless (nearly) finished. */
export function resumePoint(
  id: number,
  server: number,
  duration: number,
  limit = Number.POSITIVE_INFINITY,
): number {
  const local = savedPosition(id);
  const at = local ? local.position : server;
  const p = Math.min(at, limit);
  return p > 0 && p < duration - NEARLY_DONE_S ? p : 0;
}
