import { describe, expect, it } from 'vitest';
import { canFollow, LANE_GAP_PX, LaneLayout } from './lanes';

const W = 400;

describe('lane layout', () => {
  it('puts a second scrolling comment in the next lane until the first has fully entered', () => {
    const l = new LaneLayout({ stageWidth: W, lanes: 3 });
    expect(l.place('scroll', 0, 100, 8000)).toBe(0);
    expect(l.place('scroll', 100, 100, 8000)).toBe(1);
    // 100 px + gap at (400+100)/8000 px/ms = 1856 ms: lane 0 is free again
    const enter = ((100 + LANE_GAP_PX) / (W + 100)) * 8000;
    expect(l.place('scroll', enter + 1, 100, 8000)).toBe(0);
  });

  it('keeps a longer (faster) comment from catching up with a short one in the same lane', () => {
    const prev = { start: 0, duration: 8000, width: 40 };
    // entered at once, but a 600 px comment moves at 1000/8000 px/ms and would catch 440/8000
    expect(canFollow(prev, 1100, 600, 8000, W)).toBe(false);
    // late enough: its head reaches the left edge after prev has left
    expect(canFollow(prev, 4900, 600, 8000, W)).toBe(true);
    // an equal or shorter one never catches up once prev has entered
    expect(canFollow(prev, 1100, 40, 8000, W)).toBe(true);
    // not yet fully in: nobody follows
    expect(canFollow(prev, 500, 10, 8000, W)).toBe(false);
  });

  it('never overlaps: simulated positions of every pair in a lane stay apart', () => {
    const l = new LaneLayout({ stageWidth: W, lanes: 6 });
    const placed: { lane: number; start: number; width: number; duration: number }[] = [];
    let seed = 7;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let t = 0; t < 20_000; t += 50 + rand() * 200) {
      const width = 30 + rand() * 400;
      const lane = l.place('scroll', t, width, 8000);
      if (lane >= 0) placed.push({ lane, start: t, width, duration: 8000 });
    }
    expect(placed.length).toBeGreaterThan(30);
    const x = (p: (typeof placed)[number], t: number) => W - ((t - p.start) * (W + p.width)) / p.duration;
    for (const a of placed)
      for (const b of placed) {
        if (a === b || a.lane !== b.lane || b.start <= a.start) continue;
        for (let t = b.start; t <= Math.min(a.start + a.duration, b.start + b.duration); t += 25) {
          const aTail = x(a, t) + a.width;
          if (aTail > 0) expect(x(b, t)).toBeGreaterThanOrEqual(aTail - 0.5);
        }
      }
  });

  it('fills top lanes from the top and bottom lanes from the bottom until they expire; -1 when full', () => {
    const l = new LaneLayout({ stageWidth: W, lanes: 2 });
    expect(l.place('top', 0, 50, 4000)).toBe(0);
    expect(l.place('top', 10, 50, 4000)).toBe(1);
    expect(l.place('top', 20, 50, 4000)).toBe(-1);
    expect(l.place('bottom', 20, 50, 4000)).toBe(0);
    expect(l.place('top', 4000, 50, 4000)).toBe(0);
    l.clear();
    expect(l.place('top', 4001, 50, 4000)).toBe(0);
  });
});
