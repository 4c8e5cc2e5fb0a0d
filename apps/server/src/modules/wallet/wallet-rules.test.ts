import { describe, expect, it } from 'vitest';
import { decide, priceFor } from './access.service.ts';
import { defaultCardName } from './vip.service.ts';
import { validatePosting } from './wallet.service.ts';

const DAY = 86_400;
const nowSec = () => Math.floor(Date.now() / 1000);

describe('validatePosting', () => {
  const base = { userId: 1, reason: 'grant' as const, reference: '', idempotencyKey: 'k' };
  it('accepts balanced lines per currency', () => {
    expect(() =>
      validatePosting({
        ...base,
        lines: [
          { userId: 1, currency: 'gold', amount: -100 },
          { system: 'exchange', currency: 'gold', amount: 100 },
          { userId: 1, currency: 'diamond', amount: 10 },
          { system: 'exchange', currency: 'diamond', amount: -10 },
        ],
      }),
    ).not.toThrow();
  });
  it.each([
    ['one line', [{ userId: 1, currency: 'gold', amount: 1 }]],
    [
      'unbalanced',
      [
        { userId: 1, currency: 'gold', amount: 2 },
        { system: 'topup', currency: 'gold', amount: -1 },
      ],
    ],
    [
      'balanced across currencies only',
      [
        { userId: 1, currency: 'gold', amount: 1 },
        { system: 'topup', currency: 'diamond', amount: -1 },
      ],
    ],
    [
      'zero line',
      [
        { userId: 1, currency: 'gold', amount: 0 },
        { system: 'topup', currency: 'gold', amount: 0 },
      ],
    ],
    [
      'fraction',
      [
        { userId: 1, currency: 'gold', amount: 1.5 },
        { system: 'topup', currency: 'gold', amount: -1.5 },
      ],
    ],
    [
      'two accounts on a line',
      [
        { userId: 1, system: 'topup', currency: 'gold', amount: 1 },
        { system: 'topup', currency: 'gold', amount: -1 },
      ],
    ],
  ])('refuses %s', (_name, lines) => {
    expect(() => validatePosting({ ...base, lines: lines as never })).toThrow();
  });
});

describe('price and access rules', () => {
  const now = nowSec();
  const member = { normalVip: { vipType: 1, vipExpireInt: now + DAY } };
  const liveOnly = { liveVip: { vipType: 1, vipExpireInt: now + DAY } };
  const expired = { supremeVip: { vipType: 2, vipExpireInt: now - 1 } };

  it('prices: full for non-members, free or discounted (rounded up) for members', () => {
    expect(priceFor(null, { price: 999, currency: 'gold' })).toBe(999);
    expect(priceFor(member, { price: 999, currency: 'gold', vipFree: true })).toBe(0);
    expect(priceFor(member, { price: 999, currency: 'gold', vipDiscountPct: 20 })).toBe(800); // 799.2 → 800
    expect(priceFor(liveOnly, { price: 999, currency: 'gold', vipFree: true })).toBe(999);
    expect(priceFor(expired, { price: 500, currency: 'gold', vipFree: true })).toBe(500);
    expect(priceFor(member, { price: 500, currency: 'gold', vipDiscountPct: 150 })).toBe(0);
    expect(() => priceFor(null, { price: -1, currency: 'gold' })).toThrow();
  });

  it('decides free, vip and paid items', () => {
    const rule = { price: 300, currency: 'gold' as const };
    expect(decide(null, { kind: 'video', itemId: 1, access: 'free' }, false)).toEqual({
      allowed: true,
      reason: 'free',
      priceFor: 0,
    });
    expect(decide(member, { kind: 'video', itemId: 1, access: 'vip' }, false).reason).toBe('vip');
    expect(decide(liveOnly, { kind: 'video', itemId: 1, access: 'vip' }, false).reason).toBe('needs_vip');
    expect(
      decide(liveOnly, { kind: 'live', itemId: 1, access: 'vip', vipTiers: ['live'] }, false).reason,
    ).toBe('vip');
    expect(decide(null, { kind: 'video', itemId: 1, access: 'vip', rule }, true).reason).toBe('purchased');
    expect(decide(null, { kind: 'video', itemId: 1, access: 'vip', rule }, false)).toEqual({
      allowed: false,
      reason: 'needs_vip',
      priceFor: 300,
    });
    expect(decide(null, { kind: 'video', itemId: 1, access: 'paid', rule }, false)).toEqual({
      allowed: false,
      reason: 'needs_purchase',
      priceFor: 300,
    });
    expect(decide(null, { kind: 'video', itemId: 1, access: 'paid', rule }, true).reason).toBe('purchased');
    expect(
      decide(member, { kind: 'video', itemId: 1, access: 'paid', rule: { ...rule, vipFree: true } }, false),
    ).toEqual({ allowed: true, reason: 'vip', priceFor: 0 });
    expect(
      decide(
        member,
        { kind: 'video', itemId: 1, access: 'paid', rule: { ...rule, vipDiscountPct: 50 } },
        false,
      ),
    ).toEqual({ allowed: false, reason: 'needs_purchase', priceFor: 150 });
    expect(() => decide(null, { kind: 'video', itemId: 1, access: 'paid' }, false)).toThrow();
  });

  it('names cards by days', () => {
    expect([1, 7, 30, 90, 180, 365, 1000].map(defaultCardName)).toEqual([
      '体验卡',
      '周卡',
      '月卡',
      '季卡',
      '半年卡',
      '年卡',
      '1000天卡',
    ]);
  });
});
