import type { ContentInfo } from '@lld/protocol/api/content';
import { decodeImage, hasImageSignature } from '@lld/protocol/image-codec';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectRolesUnder, testPicture, useAdminTestApp } from '../../test/admin-upload.ts';
import { newGuest } from '../../test/client.ts';

const { h, admin, lastAudit } = useAdminTestApp();

/** The heights of an item's pictures, in order (each test picture has its own height). */
const heights = async (id: number) =>
  ((await admin('GET', `/gallery/${id}`)).data.pictures as Array<{ height: number }>).map((p) => p.height);

describe('picture sets and listings in the console', () => {
  it('admits the content role (and the owner) on every gallery route', () => {
    expect(expectRolesUnder(h.t.app, '/gallery', ['content'])).toBe(11);
  });

  it('makes a draft picture set, uploads pictures, publishes it, and the app shows it', async () => {
    const made = await admin('POST', '/gallery', {
      contentType: 7,
      title: '后台图集',
      description: '运营上传',
      tags: ['后台', '测试', '后台'],
      previewCount: 1,
      access: 'paid',
      price: 300,
    });
    expect(made.code, made.msg).toBe(200);
    const set = made.data;
    expect(set).toMatchObject({ contentType: 7, published: false, pictures: [], tags: ['后台', '测试'] });
    const { c } = await newGuest(h.t, 'gallery-admin');
    const listed = async () =>
      (await c.call('contentList', { contentType: 7, pageSize: 50 })).data.list.map((x) => x.id);
    expect(await listed()).not.toContain(set.id);
    expect((await c.call('contentInfo', { contentType: 7, id: set.id })).body.code).toBe(2004);

    // Publishing needs a picture.
    expect((await admin('POST', `/gallery/${set.id}/state`, { published: true })).code).toBe(2000);
    for (const height of [300, 400, 500]) {
      const r = await admin('POST', `/gallery/${set.id}/pictures`, await testPicture(200, height));
      expect(r.code, r.msg).toBe(200);
    }
    expect(await heights(set.id)).toEqual([300, 400, 500]);
    expect((await admin('POST', `/gallery/${set.id}/pictures/order`, { order: [2, 0, 1] })).code).toBe(200);
    expect(await heights(set.id)).toEqual([500, 300, 400]);
    expect((await admin('POST', `/gallery/${set.id}/pictures/order`, { order: [0, 1] })).code).toBe(2000);
    expect((await admin('DELETE', `/gallery/${set.id}/pictures/1`)).code).toBe(200);
    expect(await heights(set.id)).toEqual([500, 400]);
    const one = await admin('GET', `/gallery/${set.id}/pictures/0`);
    expect(one.response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(one.response.rawPayload).metadata()).height).toBe(500);
    expect(
      (await admin('PUT', `/gallery/${set.id}/cover`, await testPicture(300, 400, '#ff8800'))).code,
    ).toBe(200);
    expect((await admin('GET', `/gallery/${set.id}/cover`)).response.headers['content-type']).toBe(
      'image/jpeg',
    );

    const published = await admin('POST', `/gallery/${set.id}/state`, { published: true });
    expect(published.data).toMatchObject({ published: true });
    expect(await listed()).toContain(set.id);
    const info = await c.call('contentInfo', { contentType: 7, id: set.id });
    expect(info.body.code).toBe(200);
    const data = info.data as ContentInfo;
    expect(data).toMatchObject({ allowed: false, reason: 'needs_purchase', lockedPictures: 1 });
    expect(data.item).toMatchObject({ title: '后台图集', price: 300, pictureCount: 2 });
    const stored = await h.t.app.storage.get(data.pictures[0]!.url.slice(1));
    expect(hasImageSignature(new Uint8Array(stored!))).toBe(false);
    const decoded = decodeImage(new Uint8Array(stored!), h.t.config.imageKey);
    expect([decoded[0], decoded[1]]).toEqual([0xff, 0xd8]);

    // A published item keeps a picture; unpublished, it leaves the app.
    await admin('DELETE', `/gallery/${set.id}/pictures/0`);
    const last = await admin('DELETE', `/gallery/${set.id}/pictures/0`);
    expect(last.code).toBe(2000);
    await admin('POST', `/gallery/${set.id}/state`, { published: false });
    expect(await listed()).not.toContain(set.id);
    expect((await c.call('contentInfo', { contentType: 7, id: set.id })).body.code).toBe(2004);
    expect((await c.call('contentPay', { contentType: 7, id: set.id })).body.code).toBe(2004);
  });

  it('edits a listing; every change puts the item as it was into the audit entry', async () => {
    const listing = (
      await admin('POST', '/gallery', {
        contentType: 8,
        title: '后台约单',
        city: '上海',
        contact: 'wx: a1',
        access: 'vip',
        price: 100,
      })
    ).data;
    expect(listing).toMatchObject({ contentType: 8, city: '上海', contact: 'wx: a1', access: 'vip' });
    const changed = await admin('PUT', `/gallery/${listing.id}`, { title: '后台约单（改）', access: 'free' });
    expect(changed.data).toMatchObject({ title: '后台约单（改）', access: 'free', price: 0, city: '上海' });
    const entry = await lastAudit('PUT /api/admin/gallery/:id');
    expect(entry.before).toMatchObject({ id: listing.id, title: '后台约单', access: 'vip', price: 100 });
    expect(entry.after).toMatchObject({ title: '后台约单（改）', access: 'free' });

    await admin('POST', `/gallery/${listing.id}/pictures`, await testPicture(120, 160));
    const upload = await lastAudit('POST /api/admin/gallery/:id/pictures');
    expect(upload.before).toMatchObject({ id: listing.id, pictures: [] });
    expect(upload.after).toEqual({ bytes: expect.any(Number) });
    await admin('POST', `/gallery/${listing.id}/state`, { published: true });
    expect((await lastAudit('POST /api/admin/gallery/:id/state')).before).toMatchObject({ published: false });

    const found = await admin('GET', `/gallery?contentType=8&q=${encodeURIComponent('后台约单')}`);
    expect(found.data.list.map((x: { id: number }) => x.id)).toEqual([listing.id]);
    expect((await admin('GET', `/gallery?contentType=7&q=${listing.id}`)).data.list).toEqual([]);
  });

  it('refuses bad input', async () => {
    expect((await admin('POST', '/gallery', { contentType: 6, title: 'x' })).code).toBe(2000);
    const noContact = await admin('POST', '/gallery', { contentType: 8, title: '无联系方式' });
    expect(noContact.code).toBe(2000);
    expect(noContact.msg).toMatch(/^contact/);
    const vipNoPrice = await admin('POST', '/gallery', { contentType: 7, title: '无价', access: 'vip' });
    expect(vipNoPrice.msg).toMatch(/^price/);
    const set = (await admin('POST', '/gallery', { contentType: 7, title: '坏输入' })).data;
    expect((await admin('PUT', `/gallery/${set.id}`, { access: 'paid' })).code).toBe(2000);
    expect((await admin('POST', `/gallery/${set.id}/pictures`, Buffer.from('not a picture'))).code).toBe(
      2000,
    );
    expect((await admin('GET', `/gallery/${set.id}/pictures/0`)).code).toBe(2004);
    expect((await admin('GET', '/gallery/999999')).code).toBe(2004);
  });
});
