import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../test/admin-upload.ts';
import { newGuest } from '../test/client.ts';

// Issue 17: an audit entry of a change holds what was there before it (`before`), beside what
// was sent or what it left (`after`). Live channels, games and money routes here; gallery, ads and
// the VIP revoke in their modules.

const { h, admin, lastAudit } = useAdminTestApp();

describe('audit before-images', () => {
  it('live channels: a change, a new schedule and a deletion keep the channel as it was (never its key)', async () => {
    const made = await admin('POST', '/live/channels', {
      name: '审计频道',
      sourceKind: 'url',
      source: 'https://streams.example.test/a.m3u8',
      programmes: [
        { title: '早间', startsAt: '2026-01-01T08:00:00+08:00', endsAt: '2026-01-01T09:00:00+08:00' },
      ],
    });
    expect(made.code, made.msg).toBe(200);
    const id = made.data.id as number;

    await admin('PATCH', `/live/channels/${id}`, { enabled: false, sort: 7 });
    await admin('PATCH', `/live/channels/${id}`, { name: '审计频道（改）', access: 'vip' });
    const patched = await lastAudit('PATCH /api/admin/live/channels/:id');
    expect(patched.before).toMatchObject({
      id,
      name: '审计频道',
      access: 'free',
      enabled: false,
      programmes: [{ title: '早间' }],
    });
    expect(JSON.stringify(patched.before)).not.toMatch(/keyHex/);
    expect(patched.after).toEqual({ name: '审计频道（改）', access: 'vip' });
    // What a change leaves out stays as it was.
    const channel = (await admin('GET', '/live/channels')).data.list.find((c: { id: number }) => c.id === id);
    expect(channel).toMatchObject({
      name: '审计频道（改）',
      access: 'vip',
      enabled: false,
      sort: 7,
      clock: true,
    });

    await admin('PUT', `/live/channels/${id}/schedule`, { programmes: [] });
    expect((await lastAudit('PUT /api/admin/live/channels/:id/schedule')).before).toMatchObject({
      programmes: [{ title: '早间' }],
    });

    await admin('DELETE', `/live/channels/${id}`);
    expect((await lastAudit('DELETE /api/admin/live/channels/:id')).before).toMatchObject({
      id,
      enabled: false,
      name: '审计频道（改）',
      access: 'vip',
      programmes: [],
    });
  });

  it('games: a change, on/off and a new order keep the game (or the order) as it was', async () => {
    const game = {
      name: '审计游戏',
      category: '益智',
      provider: 'sandbox',
      providerGameId: '2048',
    };
    const made = await admin('POST', '/games', game);
    expect(made.code, made.msg).toBe(200);
    const id = made.data.id as number;
    await admin('PUT', `/games/${id}`, { ...game, name: '审计游戏（改）' });
    expect((await lastAudit('PUT /api/admin/games/:id')).before).toMatchObject({
      id,
      name: '审计游戏',
      enabled: true,
    });
    await admin('PUT', `/games/${id}/enabled`, { enabled: false });
    expect((await lastAudit('PUT /api/admin/games/:id/enabled')).before).toMatchObject({
      id,
      name: '审计游戏（改）',
      enabled: true,
    });
    const before = (await admin('GET', '/games')).data.list.map((g: { id: number }) => g.id);
    await admin('POST', '/games/order', { ids: [id] });
    expect((await lastAudit('POST /api/admin/games/order')).before).toEqual({ ids: before });
  });

  it('money: a gold grant keeps the balance before and after; a product and a code batch as they were', async () => {
    const { id } = await newGuest(h.t, 'audit-money');
    await admin('POST', '/wallet/grant', { userId: id, currency: 'gold', amount: 300, memo: '补偿' });
    const grant = await lastAudit('POST /api/admin/wallet/grant');
    expect(grant.before).toEqual({ userId: id, gold: 0 });
    expect(grant.after).toMatchObject({ userId: id, amount: 300, memo: '补偿', gold: 300, duplicate: false });

    const product = (
      await admin('POST', '/products', { kind: 'gold', title: '审计金币', priceFen: 100, amount: 100 })
    ).data;
    await admin('PUT', `/products/${product.id}`, { enabled: false });
    expect((await lastAudit('PUT /api/admin/products/:id')).before).toMatchObject({
      id: product.id,
      title: '审计金币',
      enabled: true,
    });

    const batch = (
      await admin('POST', '/redeem/batches', {
        name: '审计批次',
        rewards: [{ type: 'gold', amount: 100 }],
        count: 1,
      })
    ).data.batch;
    await admin('PUT', `/redeem/batches/${batch.id}`, { enabled: false });
    expect((await lastAudit('PUT /api/admin/redeem/batches/:id')).before).toMatchObject({
      id: batch.id,
      name: '审计批次',
      enabled: true,
    });
  });
});
