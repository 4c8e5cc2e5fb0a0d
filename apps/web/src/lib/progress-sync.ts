/**
 * Saved positions across devices (issue 21): sends this device's recent positions to the server
 * and takes back every device's merged list (latest wins, per item) into the one store
 * (lib/positions.ts), so a screen that resumes from that store resumes where the user was on
 * any device. Concurrent callers share one request.
 */
import { progressCalls } from '@lld/protocol/api/calls/progress';
import { apiCall } from '@/lib/api/client';
import { loadPosition, recentPositions, type SavedPosition, savePosition } from '@/lib/positions';
import { getToken } from '@/lib/storage';

/** As many as one sync may carry (PROGRESS_SYNC_MAX of the protocol). */
const SYNC_MAX = 100;

let running: Promise<number> | null = null;

/** Resolves to how many positions of this device changed; 0 without a session. */
export function syncPositions(): Promise<number> {
  if (!getToken()) return Promise.resolve(0);
  running ??= apiCall(progressCalls.progressSync, { items: recentPositions(SYNC_MAX) })
    .then((r) => mergePositions(r.list))
    .finally(() => {
      running = null;
    });
  return running;
}

const KINDS: readonly string[] = ['video', 'comic', 'novel', 'audio'];

/**
 * Takes positions saved on other devices (the server's merged list): each replaces this
 * device's position of the same item only when it was saved later (latest wins, per item).
 * Returns how many changed. Lives here, not in lib/positions.ts, so the start-up chunk does
 * not carry it.
 */
export function mergePositions(list: readonly SavedPosition[]): number {
  let changed = 0;
  for (const p of list) {
    if (!KINDS.includes(p.kind) || !Number.isInteger(p.id) || p.id <= 0) continue;
    if (!Number.isInteger(p.chapterId) || p.chapterId < 0) continue;
    if (!Number.isFinite(p.position) || p.position < 0 || !Number.isFinite(p.at)) continue;
    if (!(p.offset >= 0 && p.offset <= 1)) continue;
    const held = loadPosition(p.kind, p.id);
    if (held && held.at >= p.at) continue;
    savePosition(p.kind, p.id, { chapterId: p.chapterId, position: p.position, offset: p.offset }, p.at);
    changed++;
  }
  return changed;
}
