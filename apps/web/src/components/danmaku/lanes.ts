// Lane layout of danmaku: which horizontal lane a new comment takes so that it overlaps no
// other in that lane, for the whole time both are on screen. Pure (times in ms of the stage's
// clock, sizes in px), so the rules are unit-tested without a browser.

export type LaneMode = 'scroll' | 'top' | 'bottom';

/** A comment occupying a lane. Scrolling ones move from the right edge to fully off the left. */
interface Occupant {
  start: number;
  /** Scroll: time to cross (stage width + own width); fixed: time shown. */
  duration: number;
  width: number;
}

/** Horizontal space kept between two scrolling comments of a lane. */
export const LANE_GAP_PX = 16;

/**
 * Whether a scrolling comment of `width` px and `duration` ms starting at `now` can follow
 * `prev` in its lane without touching it: `prev`'s tail has entered the stage (plus a gap), and
 * the newcomer — faster when longer, since every comment crosses in the same time — does not
 * catch up with `prev` before `prev` has left the stage.
 */
export function canFollow(
  prev: Occupant | undefined,
  now: number,
  width: number,
  duration: number,
  stageWidth: number,
): boolean {
  if (!prev) return true;
  const prevSpeed = (stageWidth + prev.width) / prev.duration;
  const elapsed = now - prev.start;
  if (elapsed * prevSpeed < prev.width + LANE_GAP_PX) return false;
  const speed = (stageWidth + width) / duration;
  if (speed <= prevSpeed) return true;
  // The newcomer's head reaches the left edge no earlier than prev's tail leaves it.
  return now + stageWidth / speed >= prev.start + prev.duration;
}

export interface LaneOptions {
  stageWidth: number;
  /** Lanes in the area in use (the "area" setting times the lanes that fit). */
  lanes: number;
}

/**
 * Lanes of one stage: scrolling lanes counted from the top, top-fixed from the top and
 * bottom-fixed from the bottom (they share the lane count, each with its own occupants).
 */
export class LaneLayout {
  #scroll: (Occupant | undefined)[] = [];
  #top: (Occupant | undefined)[] = [];
  #bottom: (Occupant | undefined)[] = [];

  constructor(private options: LaneOptions) {}

  resize(options: LaneOptions): void {
    this.options = options;
  }

  /**
   * The lane for a new comment (0 = the top lane for scroll/top, the bottom lane for bottom),
   * or -1 when every lane is taken for now (the caller drops it: density over completeness).
   */
  place(mode: LaneMode, now: number, width: number, duration: number): number {
    const { lanes, stageWidth } = this.options;
    const occupants = mode === 'scroll' ? this.#scroll : mode === 'top' ? this.#top : this.#bottom;
    for (let lane = 0; lane < lanes; lane++) {
      const prev = occupants[lane];
      const free =
        mode === 'scroll'
          ? canFollow(prev, now, width, duration, stageWidth)
          : !prev || prev.start + prev.duration <= now;
      if (free) {
        occupants[lane] = { start: now, duration, width };
        return lane;
      }
    }
    return -1;
  }

  /** Everything leaves (a seek). */
  clear(): void {
    this.#scroll = [];
    this.#top = [];
    this.#bottom = [];
  }
}
