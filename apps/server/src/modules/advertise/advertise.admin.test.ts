import { decodeImage, hasImageSignature } from '@lld/protocol/image-codec';
import { describe, expect, it } from 'vitest';
import { expectRolesUnder, testPicture, useAdminTestApp } from '../../test/admin-upload.ts';
import { TestClient } from '../../test/client.ts';

const { h, admin, lastAudit } = useAdminTestApp();

/** The banners of ping/config at `position`, as the app gets them. */
async function configBanners(position: number) {
  const c = new TestClient(h.t.app, h.t.config);
  const r = await c.call('pingConfig');
  expect(r.body.code).toBe(200);
  return r.data.advertise.filter((a) => a.position === position);
}

describe('banner ads in the console', () => {
  it('admits the content role (and the owner) on every ads route', () => {
    expect(expectRolesUnder(h.t.app, '/ads', ['content'])).toBe(8);
  });

  it('an ad made, changed, pictured, switched off and removed shows in the next ping/config at once', async () => {
    // The config is cached server-side: read it first so a stale copy would be there.
    expect(await configBanners(12)).toEqual([]);
    const made = await admin('POST', '/ads', { position: 12, title: '福利横幅', link: 'read_lld_vip://' });
    expect(made.code, made.msg).toBe(200);
    const ad = made.data;
    expect(ad).toMatchObject({ position: 12, enabled: true, live: true, hasCover: false, clicks: 0 });
    expect((await configBanners(12)).map((a) => [a.id, a.title, a.link])).toEqual([
      [ad.id, '福利横幅', 'read_lld_vip://'],
    ]);

    const changed = await admin('PUT', `/ads/${ad.id}`, {
      position: 12,
      title: '福利横幅（改）',
      link: '/welfare',
      sort: 5,
    });
    expect(changed.data).toMatchObject({ title: '福利横幅（改）', link: '/welfare', sort: 5 });
    expect((await configBanners(12))[0]).toMatchObject({ title: '福利横幅（改）', href: '/welfare' });
    expect((await lastAudit('PUT /api/admin/ads/:id')).before).toMatchObject({
      id: ad.id,
      title: '福利横幅',
      link: 'read_lld_vip://',
    });

    const pictured = await admin('PUT', `/ads/${ad.id}/cover`, await testPicture(750, 300, '#ee5533'));
    expect(pictured.data).toMatchObject({ hasCover: true });
    const cover = (await configBanners(12))[0]!.cover;
    expect(cover).toMatch(/^\/ads\//);
    const stored = new Uint8Array((await h.t.app.storage.get(cover.slice(1)))!);
    expect(hasImageSignature(stored)).toBe(false);
    expect(decodeImage(stored, h.t.config.imageKey).subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect((await admin('GET', `/ads/${ad.id}/cover`)).response.headers['content-type']).toBe('image/jpeg');

    // Off, and a window in the future: in the console, not in the app.
    await admin('PUT', `/ads/${ad.id}`, { position: 12, title: '福利横幅（改）', enabled: false });
    expect(await configBanners(12)).toEqual([]);
    const later = Math.floor(Date.now() / 1000) + 3600;
    const scheduled = await admin('PUT', `/ads/${ad.id}`, { position: 12, title: '预告', startsAt: later });
    expect(scheduled.data).toMatchObject({ enabled: true, live: false, startsAt: later });
    expect(await configBanners(12)).toEqual([]);
    expect((await admin('GET', '/ads?position=12')).data.list.map((a: { id: number }) => a.id)).toEqual([
      ad.id,
    ]);

    await admin('PUT', `/ads/${ad.id}`, { position: 12, title: '福利横幅' });
    expect(await configBanners(12)).toHaveLength(1);
    const removed = await admin('DELETE', `/ads/${ad.id}`);
    expect(removed.code).toBe(200);
    expect(await configBanners(12)).toEqual([]);
    expect((await lastAudit('DELETE /api/admin/ads/:id')).before).toMatchObject({
      id: ad.id,
      hasCover: true,
    });
    expect(await h.t.app.storage.get(cover.slice(1)).catch(() => null)).toBeNull();
    expect((await admin('GET', `/ads/${ad.id}`)).code).toBe(2004);
  });

  it('icon ads and floating windows: made, pictured, reordered and removed show in the next config', async () => {
    const config = async () => (await new TestClient(h.t.app, h.t.config).call('pingConfig')).data;
    const icons = async () =>
      (await config()).statConfigApp.list.find((l) => l.locId === 3)!.ads.map((a) => a.title);
    await config();
    const a = (
      await admin('POST', '/ads', { placement: 'icon', locId: 3, title: '图标甲', link: '/welfare' })
    ).data;
    const b = (
      await admin('POST', '/ads', { placement: 'icon', locId: 3, title: '图标乙', link: '/welfare', sort: 1 })
    ).data;
    expect(a).toMatchObject({ placement: 'icon', locId: 3, position: 0, live: true });
    expect(await icons()).toEqual(['图标甲', '图标乙']);
    expect((await admin('GET', '/ads?placement=icon')).data.list.map((x: { id: number }) => x.id)).toEqual([
      a.id,
      b.id,
    ]);

    const order = await admin('POST', '/ads/order', { ids: [b.id, a.id] });
    expect(order.data.list.map((x: { id: number; sort: number }) => [x.id, x.sort])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ]);
    expect(await icons()).toEqual(['图标乙', '图标甲']);
    expect((await lastAudit('POST /api/admin/ads/order')).before).toEqual({
      order: [
        { id: a.id, sort: 0 },
        { id: b.id, sort: 1 },
      ],
    });

    const w = (await admin('POST', '/ads', { placement: 'floating', title: '悬浮福利', link: '/welfare' }))
      .data;
    await admin('PUT', `/ads/${w.id}/cover`, await testPicture(200, 200, '#33aa55'));
    expect((await config()).floatingWindow).toMatchObject({ id: w.id, title: '悬浮福利' });
    await admin('PUT', `/ads/${w.id}`, { placement: 'floating', title: '悬浮福利（改）', link: '/welfare' });
    expect((await config()).floatingWindow).toMatchObject({ id: w.id, title: '悬浮福利（改）' });
    expect((await config()).floatingWindow!.cover).toMatch(/^\/ads\//);
    await admin('DELETE', `/ads/${w.id}`);
    expect((await config()).floatingWindow?.id).not.toBe(w.id);
    for (const x of [a, b]) await admin('DELETE', `/ads/${x.id}`);
    expect(await icons()).toEqual([]);
  });

  it('refuses positions outside 1..13 and 40, bad links and windows', async () => {
    expect((await admin('POST', '/ads', { placement: 'icon', title: 'x' })).msg).toMatch(/^locId/);
    expect((await admin('POST', '/ads', { placement: 'icon', locId: 9, title: 'x' })).msg).toMatch(/^locId/);
    expect((await admin('POST', '/ads/order', { ids: [999_999] })).code).toBe(2004);
    for (const position of [0, 14, 39, 41])
      expect((await admin('POST', '/ads', { position, title: 'x' })).msg, String(position)).toMatch(
        /^position/,
      );
    expect(
      (await admin('POST', '/ads', { position: 2, title: 'x', link: 'javascript:alert(1)' })).msg,
    ).toMatch(/^link/);
    expect(
      (await admin('POST', '/ads', { position: 2, title: 'x', startsAt: 200, endsAt: 100 })).msg,
    ).toMatch(/^endsAt/);
    expect((await admin('GET', '/ads?position=14')).code).toBe(2000);
    expect((await admin('PUT', '/ads/999999', { position: 2, title: 'x' })).code).toBe(2004);
    const ad = (await admin('POST', '/ads', { position: 40, title: '预览广告' })).data;
    expect((await admin('PUT', `/ads/${ad.id}/cover`, Buffer.from('not a picture'))).code).toBe(2000);
  });
});
