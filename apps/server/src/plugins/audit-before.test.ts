import { decodeImage } from '@lld/protocol/image-codec';
import { describe, expect, it } from 'vitest';
import { testPicture, useAdminTestApp } from '../test/admin-upload.ts';
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

  it('game and channel covers: an uploaded picture is stored obfuscated, read back, and audited', async () => {
    const game = (
      await admin('POST', '/games', {
        name: '封面游戏',
        category: '益智',
        provider: 'sandbox',
        providerGameId: '2048',
        cover: 'https://img.example.test/old.png',
      })
    ).data;
    const channel = (
      await admin('POST', '/live/channels', {
        name: '封面频道',
        sourceKind: 'url',
        source: 'https://streams.example.test/b.m3u8',
      })
    ).data;
    for (const [path, id, action] of [
      ['/games', game.id, 'PUT /api/admin/games/:id/cover'],
      ['/live/channels', channel.id, 'PUT /api/admin/live/channels/:id/cover'],
    ] as const) {
      expect((await admin('GET', `${path}/${id}/cover`)).code, path).toBe(2004);
      const put = await admin('PUT', `${path}/${id}/cover`, await testPicture(400, 300, '#aa3366'));
      expect(put.code, put.msg).toBe(200);
      const cover = put.data.cover as string;
      expect(cover).toMatch(/^\/covers\//);
      const stored = new Uint8Array((await h.t.app.storage.get(cover.slice(1)))!);
      expect(decodeImage(stored, h.t.config.imageKey).subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
      const read = await admin('GET', `${path}/${id}/cover`);
      expect(read.response.headers['content-type']).toBe('image/jpeg');
      const entry = await lastAudit(action);
      expect(entry.before).toMatchObject({
        id,
        cover: path === '/games' ? 'https://img.example.test/old.png' : '',
      });
      // What was sent (its size); the row it left is the answer.
      expect(entry.after).toEqual({ bytes: expect.any(Number) });
      expect(put.data).toMatchObject({ id, cover });
      expect((await admin('PUT', `${path}/${id}/cover`, Buffer.from('not a picture'))).code).toBe(2000);
      expect((await admin('PUT', `${path}/999999/cover`, await testPicture(10, 10))).code).toBe(2004);
    }
    const games = (await admin('GET', '/games')).data.list;
    expect(games.find((g: { id: number }) => g.id === game.id).cover).toMatch(/^\/covers\//);
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
