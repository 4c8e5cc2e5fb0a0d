import { describe, expect, it } from 'vitest';
import {
  day,
  describeReward,
  describeRewards,
  formatAmount,
  formatYuan,
  tierName,
  tierShort,
} from './format';

describe('wallet formatting', () => {
  it('shows fen as yuan, dropping .00 only', () => {
    expect([3000, 680, 5, 19_800, 0].map(formatYuan)).toEqual(['30', '6.80', '0.05', '198', '0']);
  });

  it('names amounts, rewards and tiers', () => {
    expect(formatAmount('gold', 10_050)).toBe('100.50金币');
    expect(formatAmount('diamond', 25)).toBe('2.5钻石');
    expect(describeReward({ type: 'vip', tier: 'supreme', days: 7 })).toBe('SVIP至尊 7天');
    expect(
      describeRewards([
        { type: 'gold', amount: 5000 },
        { type: 'diamond', amount: 30 },
      ]),
    ).toBe('50金币、3钻石');
    expect(['normal', 'supreme', 'dark', 'live'].map((x) => tierName(x as never))).toEqual([
      'VIP会员',
      'SVIP至尊',
      '暗夜会员',
      '直播会员',
    ]);
    expect(tierShort('dark')).toBe('暗夜');
  });

  it('gives dates in Shanghai time', () => {
    // 2031-05-31 16:00 UTC is already June 1st in Shanghai.
    expect(day(Date.UTC(2031, 4, 31, 16, 0, 0) / 1000)).toBe('2031-06-01');
  });
});
