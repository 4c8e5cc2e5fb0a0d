import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../test/admin-upload.ts';
import { newGuest } from '../../test/client.ts';

// The console's user screen (issue 17): a user's ledger and VIP history, and revoking VIP.
const { h, admin, lastAudit } = useAdminTestApp();

describe('a user in the console: ledger, VIP history, revoke', () => {
  it('lists the ledger and the VIP grants; revoking ends the tier now, audited with before and after', async () => {
    const { c, id } = await newGuest(h.t, 'user-admin');
    await admin('POST', '/wallet/grant', { userId: id, currency: 'gold', amount: 500, memo: '补偿' });
    await admin('POST', '/wallet/grant', { userId: id, currency: 'diamond', amount: 30 });
    const ledger = await admin('GET', `/users/${id}/ledger`);
    expect(ledger.code, ledger.msg).toBe(200);
    expect(
      ledger.data.list.map((l: { currency: string; amount: number; title: string }) => [
        l.currency,
        l.amount,
        l.title,
      ]),
    ).toEqual([
      ['diamond', 30, '系统赠送'],
      ['gold', 500, '补偿'],
    ]);
    expect((await admin('GET', `/users/${id}/ledger?currency=gold`)).data.list).toHaveLength(1);

    await admin('POST', '/vip/grant', { userId: id, tier: 'supreme', days: 30 });
    await admin('POST', '/vip/grant', { userId: id, tier: 'live', days: 7 });
    const info = async () => (await c.call('userInfo', {})).data;
    /** A tier of the user's info runs when it expires later than now. */
    const running = (v: { vipExpireInt: number }) => v.vipExpireInt > Date.now() / 1000;
    expect(running((await info()).supremeVip)).toBe(true);
    const cards = (await admin('GET', `/users/${id}/vip`)).data.list;
    expect(
      cards.map((g: { tier: string; days: number; active: boolean }) => [g.tier, g.days, g.active]),
    ).toEqual([
      ['live', 7, true],
      ['supreme', 30, true],
    ]);

    const revoked = await admin('POST', '/vip/revoke', { userId: id, tier: 'supreme', reason: '误发' });
    expect(revoked.code, revoked.msg).toBe(200);
    expect(revoked.data).toMatchObject({ tier: 'supreme', grants: 1 });
    expect(revoked.data.before - revoked.data.after).toBeGreaterThan(29 * 86_400);
    expect(running((await info()).supremeVip)).toBe(false);
    expect(running((await info()).liveVip)).toBe(true);
    const after = (await admin('GET', `/users/${id}/vip`)).data.list;
    expect(after.map((g: { tier: string; active: boolean }) => [g.tier, g.active])).toEqual([
      ['live', true],
      ['supreme', false],
    ]);
    const entry = await lastAudit('POST /api/admin/vip/revoke');
    const was = entry.before as { userId: number; vip: { vipExpireInt: number } };
    const is = entry.after as {
      userId: number;
      reason: string;
      grants: number;
      vip: { vipExpireInt: number };
    };
    expect(was.userId).toBe(id);
    expect(running(was.vip)).toBe(true);
    expect(is).toMatchObject({ userId: id, reason: '误发', grants: 1 });
    expect(running(is.vip)).toBe(false);

    // Nothing running: refused, nothing changed.
    expect((await admin('POST', '/vip/revoke', { userId: id, tier: 'supreme', reason: '再次' })).code).toBe(
      2000,
    );
    expect((await admin('POST', '/vip/revoke', { userId: id, tier: 'supreme', reason: '' })).code).toBe(2000);
    expect((await admin('POST', '/vip/revoke', { userId: 999_999, tier: 'live', reason: 'x' })).code).toBe(
      2004,
    );
    expect((await admin('GET', '/users/999999/ledger')).code).toBe(2004);
  });

  it('admits finance and support to the history, finance alone to revoke', () => {
    const roles = Object.fromEntries(
      h.t.app.adminRouteTable
        .filter((r) => /\/users\/:id\/(ledger|vip)$|\/vip\/revoke$/.test(r.url))
        .map((r) => [`${r.method} ${r.url}`, [...r.roles]]),
    );
    expect(roles).toEqual({
      'POST /api/admin/vip/revoke': ['finance'],
      'GET /api/admin/users/:id/ledger': ['support', 'finance'],
      'GET /api/admin/users/:id/vip': ['support', 'finance'],
    });
  });
});
