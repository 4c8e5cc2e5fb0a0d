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

  it('keeps at most 100 videos, dropping the oldest', () => {
    for (let i = 0; i < 105; i++) savePosition(i, 10);
    const stored = JSON.parse(localStorage.getItem('lld:resume') ?? '{}');
    expect(Object.keys(stored)).toHaveLength(100);
  });
});
