import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCount,
  formatCountUnit,
  formatDate,
  formatDateTime,
  formatDiamond,
  formatDuration,
  formatGold,
  formatRelativeTime,
  toEpochSeconds,
} from './format.ts';

/** A formatter's `input → text` cases, as one describe block (with any further tests of it). */
function formatCases(
  title: string,
  format: (n: number) => string,
  rows: readonly (readonly [unknown, string])[],
  more?: () => void,
) {
  describe(title, () => {
    it.each(rows)('%s → %s', (n, text) => {
      expect(format(n as number)).toBe(text);
    });
    more?.();
  });
}

formatCases(
  'formatGold (hundredths, 2 decimals, .00 dropped)',
  formatGold,
  [
    [12345, '123.45'],
    [10000, '100'],
    [1050, '10.50'],
    [1001, '10.01'],
    [100, '1'],
    [99, '0.99'],
    [5, '0.05'],
    [0, '0'],
    [-150, '-1.50'],
    [-200, '-2'],
    [123456789012, '1234567890.12'],
    [12345.4, '123.45'],
    ['12345', '123.45'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [null, '0'],
    [undefined, '0'],
    ['abc', '0'],
    ['', '0'],
  ],
  () => {
    it('agrees with toFixed(2) minus a trailing .00', () => {
      fc.assert(
        fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
          expect(formatGold(n)).toBe((n / 100).toFixed(2).replace(/\.00$/, '').replace(/^-0$/, '0'));
        }),
      );
    });
  },
);

formatCases('formatDiamond (tenths)', formatDiamond, [
  [25, '2.5'],
  [30, '3'],
  [0, '0'],
  [1, '0.1'],
  [10, '1'],
  [12345, '1234.5'],
  [-25, '-2.5'],
  [null, '0'],
]);

formatCases('formatCount (k / w+)', formatCount, [
  [0, '0'],
  [7, '7'],
  [999, '999'],
  [1000, '1k'],
  [1049, '1k'],
  [1099, '1k'],
  [1100, '1.1k'],
  [1234, '1.2k'],
  [9999, '9.9k'],
  [10000, '1w+'],
  [12345, '1.2w+'],
  [99999, '9.9w+'],
  [100000, '10w+'],
  [123456789, '12345.6w+'],
  [-5, '0'],
  [12.7, '12'],
  ['1500', '1.5k'],
  [Number.NaN, '0'],
]);

formatCases('formatCountUnit (K W M Y T)', formatCountUnit, [
  [0, '0'],
  [999, '999'],
  [1000, '1K'],
  [1500, '1.5K'],
  [9999, '9.9K'],
  [10000, '1W'],
  [12345, '1.2W'],
  [999999, '99.9W'],
  [1000000, '1M'],
  [2500000, '2.5M'],
  [99999999, '99.9M'],
  [100000000, '1Y'],
  [120000000, '1.2Y'],
  [999999999999, '9999.9Y'],
  [1e12, '1T'],
  [3e12, '3T'],
  [1.25e15, '1250T'],
  [-1, '0'],
]);

describe('formatRelativeTime', () => {
  const now = 1_718_000_000;
  it.each([
    [0, '刚刚'],
    [59, '刚刚'],
    [-30, '刚刚'],
    [-100000, '刚刚'],
    [60, '1分钟前'],
    [3599, '59分钟前'],
    [3600, '1小时前'],
    [86399, '23小时前'],
    [86400, '1天前'],
    [6 * 86400 + 86399, '6天前'],
    [7 * 86400, '1周前'],
    [27 * 86400, '3周前'],
    [28 * 86400, '1个月前'],
    [200 * 86400, '1个月前'],
    [364 * 86400 + 86399, '1个月前'],
  ])('%s s ago → %s', (ago, text) => {
    expect(formatRelativeTime(now - ago, now)).toBe(text);
  });

  it('a year or more ago is the Shanghai date', () => {
    // 2023-06-10T15:59:59Z is 2023-06-10 23:59:59 in Shanghai; one second later it is the 11th.
    const t = Date.UTC(2023, 5, 10, 15, 59, 59) / 1000;
    expect(formatRelativeTime(t, t + 400 * 86400)).toBe('2023-06-10');
    expect(formatRelativeTime(t + 1, t + 400 * 86400)).toBe('2023-06-11');
  });

  it('takes milliseconds and numeric strings', () => {
    expect(formatRelativeTime((now - 120) * 1000, now)).toBe('2分钟前');
    expect(formatRelativeTime(String(now - 7200), now)).toBe('2小时前');
  });

  it('defaults now to the clock', () => {
    expect(formatRelativeTime(Math.floor(Date.now() / 1000) - 3 * 3600)).toBe('3小时前');
  });
});

describe('dates in Asia/Shanghai', () => {
  it('formats date and time at UTC+8', () => {
    const t = Date.UTC(2024, 11, 31, 16, 5) / 1000; // 2025-01-01 00:05 in Shanghai
    expect(formatDate(t)).toBe('2025-01-01');
    expect(formatDateTime(t)).toBe('2025-01-01 00:05');
    expect(formatDate(0)).toBe('1970-01-01');
    expect(formatDateTime(0)).toBe('1970-01-01 08:00');
  });

  it('toEpochSeconds', () => {
    expect(toEpochSeconds(1_718_000_000)).toBe(1_718_000_000);
    expect(toEpochSeconds(1_718_000_000_123)).toBe(1_718_000_000);
    expect(toEpochSeconds('2024-06-10T06:13:20Z')).toBe(1_718_000_000);
    expect(toEpochSeconds('not a date')).toBe(0);
    expect(toEpochSeconds(null)).toBe(0);
  });
});

formatCases('formatDuration (h min s)', formatDuration, [
  [0, '0s'],
  [1, '1s'],
  [59, '59s'],
  [59.9, '59s'],
  [60, '1min'],
  [65, '1min5s'],
  [3600, '1h'],
  [3601, '1h1s'],
  [3660, '1h1min'],
  [3723, '1h2min3s'],
  [90000, '25h'],
  [-5, '0s'],
  [null, '0s'],
]);

formatCases('formatClock', formatClock, [
  [0, '0:00'],
  [65, '1:05'],
  [3599, '59:59'],
  [3723, '1:02:03'],
]);
