import type { ContentInfo } from '@lld/protocol/api/content';
import { decodeImage } from '@lld/protocol/image-codec';
import { describe, expect, it } from 'vitest';
import { newGuest, TestClient } from '../../test/client.ts';
import { demoDepsOf, grantVip, useTestApp } from '../../test/harness.ts';
import { seedGallery } from './gallery.seed.ts';

/** content/info answers picture sets and listings with their gallery detail (the union's first arm). */
async function galleryInfo(client: TestClient, body: Record<string, unknown>) {
  const res = await client.call('contentInfo', body);
  return { ...res, data: res.data as ContentInfo };
}

const h = useTestApp({}, {}, async (h) => {
  expect((await seedGallery(demoDepsOf(h))).items).toBe(10);
});

const guest = () => newGuest(h.t, 'gallery');

describe('picture sets and reserved listings', () => {
  it('lists each content type apart; bad contentType is 2000', async () => {
    const { c } = await guest();
    const sets = await c.call('contentList', { contentType: 7, pageSize: 50 });
    expect(sets.data.list).toHaveLength(5);
    expect(sets.data.list.every((x) => x.contentType === 7 && x.city === '')).toBe(true);
    const listings = await c.call('contentList', { contentType: 8, pageSize: 2 });
    expect(listings.data).toMatchObject({ hasMore: true, page: 1, pageSize: 2 });
    expect(listings.data.list[0]!.city).not.toBe('');
    expect((await c.call('contentList', { contentType: 6 })).body.code).toBe(2000);
    expect((await seedGallery({ db: h.db.db, storage: h.t.app.storage, imageKey: 'x' })).seeded).toBe(false);
  });

  it('a paid picture set shows its preview until bought, then every picture', async () => {
    const { c, id } = await guest();
    const sets = (await c.call('contentList', { contentType: 7, pageSize: 50 })).data.list;
    const paid = sets.find((x) => x.title === '城市夜色')!;
    const before = await galleryInfo(c, { contentType: 7, id: paid.id });
    expect(before.data).toMatchObject({
      allowed: false,
      reason: 'needs_purchase',
      priceFor: 300,
      lockedPictures: 7,
    });
    expect(before.data.pictures).toHaveLength(3);
    const bytes = await h.t.app.storage.get(before.data.pictures[0]!.url.slice(1));
    expect(new TextDecoder().decode(decodeImage(bytes!, h.t.config.imageKey)).startsWith('<svg')).toBe(true);

    expect((await c.call('contentPay', { contentType: 7, id: paid.id })).body.code).toBe(3001);
    await h.t.app.services.wallet.credit(id, 'gold', 1_000, {
      reason: 'grant',
      reference: 't',
      idempotencyKey: `gallery-${id}`,
    });
    expect((await c.call('contentPay', { contentType: 7, id: paid.id })).data).toEqual({
      charged: 300,
      balance: 700,
      alreadyOwned: false,
    });
    const after = await galleryInfo(c, { contentType: 7, id: paid.id });
    expect(after.data).toMatchObject({ allowed: true, reason: 'purchased', lockedPictures: 0 });
    expect(after.data.pictures).toHaveLength(10);
    expect((await c.call('contentPay', { contentType: 7, id: paid.id })).data.alreadyOwned).toBe(true);
  });

  it('a reserved listing hides its contact until unlocked; VIP listings open for members', async () => {
    const { c, id } = await guest();
    const listings = (await c.call('contentList', { contentType: 8, pageSize: 50 })).data.list;
    const vip = listings.find((x) => x.access === 'vip')!;
    const locked = await galleryInfo(c, { contentType: 8, id: vip.id });
    expect(locked.data).toMatchObject({
      allowed: false,
      reason: 'needs_vip',
      contact: '',
      lockedPictures: 2,
    });
    await grantVip(h, id, 7);
    const open = await galleryInfo(c, { contentType: 8, id: vip.id });
    expect(open.data).toMatchObject({ allowed: true, reason: 'vip', lockedPictures: 0 });
    expect(open.data.contact).toContain('电话');
    expect((await c.call('contentPay', { contentType: 8, id: vip.id })).body.code).toBe(4009);
    const free = listings.find((x) => x.access === 'free')!;
    expect((await c.call('contentPay', { contentType: 8, id: free.id })).body.code).toBe(4009);
  });

  it('unknown items 2004 (also across types), bad input 2000, pay needs a token', async () => {
    const { c } = await guest();
    const set = (await c.call('contentList', { contentType: 7 })).data.list[0]!;
    expect((await galleryInfo(c, { contentType: 8, id: set.id })).body.code).toBe(2004);
    expect((await galleryInfo(c, { contentType: 7, id: 999999 })).body.code).toBe(2004);
    expect((await galleryInfo(c, { contentType: 7 })).body.code).toBe(2000);
    const anon = new TestClient(h.t.app, h.t.config);
    expect((await galleryInfo(anon, { contentType: 7, id: set.id })).data.balance).toBe(0);
    expect((await anon.call('contentPay', { contentType: 7, id: set.id })).body.code).toBe(1000);
  });
});
