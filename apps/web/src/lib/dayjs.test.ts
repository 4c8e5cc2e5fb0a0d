import { describe, expect, it } from 'vitest';
import { APP_TIME_ZONE, dayjs, formatEpoch, fromEpochSeconds } from './dayjs';

describe('dayjs setup', () => {
  it('uses the Chinese locale', () => {
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2024-01-01').format('dddd')).toBe('星期一');
  });

  it('formats UTC seconds in Shanghai time (UTC+8)', () => {
    // 2024-01-01T16:30:00Z is 2024-01-02 00:30 in Shanghai.
    const t = Date.UTC(2024, 0, 1, 16, 30) / 1000;
    expect(formatEpoch(t)).toBe('2024-01-02 00:30');
    expect(fromEpochSeconds(t).utcOffset()).toBe(480);
    expect(APP_TIME_ZONE).toBe('Asia/Shanghai');
  });
});
