import { describe, expect, it } from 'vitest';
import { PresenceSet } from './presence-set.ts';

describe('PresenceSet', () => {
  it('counts each member once, by its last mark', () => {
    const set = new PresenceSet();
    set.mark('a', 1_000);
    set.mark('b', 2_000);
    set.mark('a', 5_000);
    expect(set.size).toBe(2);
    // a's first mark has aged out, its second has not.
    expect(set.trim(4_000)).toBe(1);
    expect(set.trim(4_999)).toBe(1);
    expect(set.trim(5_000)).toBe(0);
  });

  it('keeps members marked twice in one millisecond, and drops them together', () => {
    const set = new PresenceSet();
    set.mark('a', 10);
    set.mark('a', 10);
    set.mark('b', 11);
    expect(set.trim(9)).toBe(2);
    expect(set.trim(10)).toBe(1);
    set.mark('a', 12);
    expect(set.trim(11)).toBe(1);
  });

  it('stays exact through many rounds of marks (the queue cut down as it goes)', () => {
    const set = new PresenceSet();
    const members = Array.from({ length: 3_000 }, (_, i) => `v${i}`);
    let now = 0;
    for (let round = 0; round < 20; round++) {
      // Everyone re-marks every second; a third of them stop after round 10.
      for (const [i, m] of members.entries()) if (round < 10 || i % 3 !== 0) set.mark(m, now + 1 + i / 10);
      now += 1_000;
      // A 5 s window: the third that stopped (last marks at 9.001–9.3 s) is gone from 10 s + 5 s.
      expect(set.trim(now - 5_000), `round ${round}`).toBe(round < 14 ? 3_000 : 2_000);
    }
    expect(set.trim(now)).toBe(0);
  });
});
