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

export const useDanmakuChannel = create<Channel>(() => ({
  videoId: 0,
  time: () => 0,
  recent: [],
  showNow: () => {},
  drop: () => {},
}));
