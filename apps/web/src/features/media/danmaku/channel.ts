// What the player's danmaku layer and the send bar under it share for one video: the playing
// position, a just-sent danmaku to show at once, and what was shown lately (the bar's list).
import type { DanmakuItem } from '@lld/protocol/api/danmaku';
import { create } from 'zustand';

interface Channel {
  /** Video whose layer is mounted, and its position now (0 when none). */
  videoId: number;
  time: () => number;
  /** The danmaku shown lately, newest first (for report/delete). */
  recent: DanmakuItem[];
  /** Set by the layer: show a danmaku now (the viewer just sent it). */
  showNow: (d: DanmakuItem) => void;
  /** Set by the layer: drop one from the screen and the windows. */
  drop: (id: number) => void;
}

export const RECENT_MAX = 30;

/**
 * The recent list after `shown` (oldest first) came on screen: each moves to the front, newest
 * first, at most `max` kept. The same list as adding them one by one, in one state update (the
 * layer shows up to one danmaku a frame per 30 a second, and updates the list once a frame).
 */
export function withRecent<T extends { id: number }>(recent: T[], shown: T[], max = RECENT_MAX): T[] {
  if (shown.length === 0) return recent;
  const out: T[] = [];
  const seen = new Set<number>();
  for (let i = shown.length - 1; i >= 0 && out.length < max; i--) {
    const d = shown[i] as T;
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    out.push(d);
  }
  for (const d of recent) {
    if (out.length >= max) break;
    if (!seen.has(d.id)) out.push(d);
  }
  return out;
}

export const useDanmakuChannel = create<Channel>(() => ({
  videoId: 0,
  time: () => 0,
  recent: [],
  showNow: () => {},
  drop: () => {},
}));
