import { describe, expect, it } from 'vitest';
import { NearCache } from './near-cache.ts';

describe('NearCache', () => {
  it('serves a kept copy only while on, and forgets everything going off', () => {
    const near = new NearCache();
    near.keep('k', 'v', near.begin());
    expect(near.get('k')).toBeUndefined(); // off: nothing kept
    near.setOn(true);
    near.keep('k', 'v', near.begin());
    expect(near.get('k')).toBe('v');
    expect(near.hits).toBe(1);
    near.setOn(false);
    expect(near.size).toBe(0);
    near.setOn(true);
    expect(near.get('k')).toBeUndefined();
  });

  it('does not keep what a read found if a change was heard while it was on its way', () => {
    const near = new NearCache();
    near.setOn(true);
    const began = near.begin();
    near.changed(['other']); // any change: the read may have crossed it
    near.keep('k', 'old', began);
    expect(near.get('k')).toBeUndefined();
    // Nor a read begun before the messages were known to arrive.
    const beforeOn = near.begin();
    near.setOn(false);
    near.setOn(true);
    near.keep('k', 'old', beforeOn);
    expect(near.get('k')).toBeUndefined();
    const fresh = near.begin();
    near.keep('k', 'new', fresh);
    expect(near.get('k')).toBe('new');
  });

  it('drops the copies of changed keys, or all of them (a flush)', () => {
    const near = new NearCache();
    near.setOn(true);
    for (const k of ['a', 'b', 'c']) near.keep(k, k, near.begin());
    near.changed(['a']);
    expect([near.get('a'), near.get('b')]).toEqual([undefined, 'b']);
    near.changed(null);
    expect(near.size).toBe(0);
  });

  it('gives a copy up after its age, and bounds the copies and their size', () => {
    let now = 1_000;
    const near = new NearCache({ maxAgeMs: 5_000, maxEntries: 2, maxValueLength: 4, now: () => now });
    near.setOn(true);
    near.keep('a', 'a', near.begin());
    now += 4_999;
    expect(near.get('a')).toBe('a');
    now += 1;
    expect(near.get('a')).toBeUndefined();
    for (const k of ['x', 'y', 'z']) near.keep(k, k, near.begin());
    expect(near.size).toBe(2);
    expect(near.get('x')).toBeUndefined();
    near.keep('long', '12345', near.begin());
    expect(near.get('long')).toBeUndefined();
  });
});
