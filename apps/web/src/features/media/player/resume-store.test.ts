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
});
