import { beforeEach, describe, expect, it } from 'vitest';
import {
  effectiveQuality,
  levelFor,
  QUALITY_KEY,
  qualityLabel,
  rememberedQuality,
  rememberQuality,
  tapQuality,
} from './quality';

const top = { name: '360p', height: 360, vip: true, locked: true };
const low = { name: '180p', height: 180, vip: false, locked: false };

describe('player quality (清晰度)', () => {
  beforeEach(() => localStorage.clear());

  it('labels a rendition by its height', () => {
    expect(qualityLabel(1080)).toBe('1080P');
    expect(qualityLabel(180)).toBe('180P');
  });

  it('remembers the choice per device; 自动 forgets it; junk reads as 自动', () => {
    expect(rememberedQuality()).toBeNull();
    rememberQuality(360);
    expect(rememberedQuality()).toBe(360);
    rememberQuality(null);
    expect(localStorage.getItem(QUALITY_KEY)).toBeNull();
    localStorage.setItem(QUALITY_KEY, 'abc');
    expect(rememberedQuality()).toBeNull();
  });

  it('maps a choice to an hls.js level; 自动 and a missing height are -1', () => {
    const levels = [{ height: 180 }, { height: 360 }];
    expect(levelFor(levels, 360)).toBe(1);
    expect(levelFor(levels, null)).toBe(-1);
    expect(levelFor([{ height: 180 }], 360)).toBe(-1);
    expect(effectiveQuality([180], 360)).toBeNull();
    expect(effectiveQuality([180, 360], 360)).toBe(360);
  });

  it('a non-member tapping the members’ rendition gets the VIP offer, not the rendition', () => {
    expect(tapQuality(top, [180])).toEqual({ kind: 'upsell' });
    expect(tapQuality({ ...top, locked: false }, [180, 360])).toEqual({ kind: 'apply', height: 360 });
    expect(tapQuality(low, [180])).toEqual({ kind: 'apply', height: 180 });
    expect(tapQuality(null, [])).toEqual({ kind: 'apply', height: null });
    // Native HLS (Safari) has no levels to pick: only 自动 applies.
    expect(tapQuality(low, [])).toEqual({ kind: 'none' });
  });
});
