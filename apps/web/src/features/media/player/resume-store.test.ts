import { beforeEach, describe, expect, it } from 'vitest';
import { resumePoint, savedPosition, savePosition } from './resume-store';

describe('resume store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last position per video', () => {
    expect(savedPosition(7)).toBeNull();
    savePosition(7, 12.7);
    expect(savedPosition(7)?.position).toBe(12);
  });

  it('resumes from this device first, else the server; never near the end; within a limit', () => {
    expect(resumePoint(1, 30, 100)).toBe(30);
    savePosition(1, 40);
    expect(resumePoint(1, 30, 100)).toBe(40);
    expect(resumePoint(1, 30, 42)).toBe(0); // within 3 s of the end: from the start
    expect(resumePoint(1, 30, 100, 5)).toBe(5); // a preview limits it
    expect(resumePoint(2, 0, 100)).toBe(0);
  });

  it('notes a video watched to (nearly) its end as finished: the next visit starts over', () => {
    savePosition(3, 20, 20); // ended
    expect(savedPosition(3)?.position).toBe(0);
    // Before media/play names the length the player starts from this device's position.
    expect(resumePoint(3, 0, Number.POSITIVE_INFINITY)).toBe(0);
    expect(resumePoint(3, 20, 20)).toBe(0);
    savePosition(3, 17.5, 20); // within 3 s of the end
    expect(savedPosition(3)?.position).toBe(0);
    savePosition(3, 16.9, 20);
    expect(savedPosition(3)?.position).toBe(16);
    savePosition(3, 18, Number.NaN); // length not known yet (no metadata): as it is
    expect(savedPosition(3)?.position).toBe(18);
  });
});
