import { describe, expect, it } from 'vitest';
import { progressPercent, progressText } from './task-progress';

describe('task progress', () => {
  it('counts things, and shows time in minutes (seconds under a minute)', () => {
    expect(progressText({ metric: 'comments', progress: 1, target: 3 })).toBe('1/3');
    expect(progressText({ metric: 'watch_seconds', progress: 150, target: 300 })).toBe('2/5分钟');
    expect(progressText({ metric: 'online_seconds', progress: 1799, target: 1800 })).toBe('29/30分钟');
    expect(progressText({ metric: 'watch_seconds', progress: 7, target: 10 })).toBe('7/10秒');
  });
  it('fills the bar in proportion, never past full', () => {
    expect(progressPercent({ progress: 1, target: 3 })).toBe(33);
    expect(progressPercent({ progress: 9, target: 3 })).toBe(100);
    expect(progressPercent({ progress: 0, target: 0 })).toBe(0);
  });
});
