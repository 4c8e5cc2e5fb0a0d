/**
 * Where a video resumes. Positions are kept in the one store of every kind (lib/positions.ts);
 * the server keeps its own copy through media/trackList.
 */
import { loadPosition, savePosition as savePositionOf } from '@/lib/positions';

export function savedPosition(id: number): { position: number; at: number } | null {
  const p = loadPosition('video', id);
  return p ? { position: p.position, at: p.at } : null;
}

export function savePosition(id: number, position: number): void {
  savePositionOf('video', id, { position: Math.floor(position) });
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
  return p > 0 && p < duration - 3 ? p : 0;
}
