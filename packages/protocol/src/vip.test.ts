import { describe, expect, it } from 'vitest';
import { isLiveVip, isMember, isVipActive, type VipHolder, vipBadge } from './vip.ts';

const on = (expires = 2_000_000_000) => ({ vipType: 1, vipExpireInt: expires });
const off = { vipType: 0, vipExpireInt: 0 };
const user = (v: Partial<VipHolder> = {}): VipHolder => ({
  normalVip: off,
  supremeVip: off,
  darkVip: off,
  liveVip: off,
  ...v,
});

describe('isVipActive (spec §4)', () => {
  it.each([
    [{ vipType: 1, vipExpireInt: 1 }, true],
    [{ vipType: 3, vipExpireInt: 2_000_000_000 }, true],
    [{ vipType: 0, vipExpireInt: 2_000_000_000 }, false],
    [{ vipType: 1, vipExpireInt: 0 }, false],
    [{ vipType: -1, vipExpireInt: 5 }, false],
    [{ vipType: 1, vipExpireInt: -5 }, false],
    [off, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (vip, active) => {
    expect(isVipActive(vip)).toBe(active);
  });

  it('with now, an expiry at or before now is inactive', () => {
    expect(isVipActive({ vipType: 1, vipExpireInt: 1001 }, 1000)).toBe(true);
    expect(isVipActive({ vipType: 1, vipExpireInt: 1000 }, 1000)).toBe(false);
    expect(isVipActive({ vipType: 1, vipExpireInt: 999 }, 1000)).toBe(false);
    expect(isVipActive({ vipType: 1, vipExpireInt: 999 })).toBe(true);
  });
});

describe('membership and badge (spec §4)', () => {
  it.each([
    ['nobody', user(), false, ''],
    ['normal', user({ normalVip: on() }), true, 'VIP'],
    ['dark', user({ darkVip: on() }), true, 'VIP'],
    ['supreme', user({ supremeVip: on() }), true, 'SVIP'],
    ['supreme and normal', user({ supremeVip: on(), normalVip: on() }), true, 'SVIP'],
    ['live only', user({ liveVip: on() }), false, ''],
    ['fields missing', {}, false, ''],
    ['fields null', { normalVip: null, supremeVip: null, darkVip: null, liveVip: null }, false, ''],
  ] as const)('%s: member %s, badge %s', (_, u, member, badge) => {
    expect(isMember(u)).toBe(member);
    expect(vipBadge(u)).toBe(badge);
  });

  it('live VIP is separate', () => {
    expect(isLiveVip(user({ liveVip: on() }))).toBe(true);
    expect(isLiveVip(user({ normalVip: on(), supremeVip: on() }))).toBe(false);
    expect(isLiveVip(null)).toBe(false);
  });

  it('expired tiers fall away when now is given', () => {
    const u = user({ supremeVip: on(500), normalVip: on(2000), liveVip: on(500) });
    expect(vipBadge(u)).toBe('SVIP');
    expect(vipBadge(u, 1000)).toBe('VIP');
    expect(vipBadge(u, 3000)).toBe('');
    expect(isMember(u, 3000)).toBe(false);
    expect(isLiveVip(u, 1000)).toBe(false);
  });

  it('tolerates a missing user', () => {
    expect(isMember(null)).toBe(false);
    expect(vipBadge(undefined)).toBe('');
  });
});
