import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads } from '../../db/core.schema.ts';
import { devId, TestClient } from '../../test/client.ts';
import { useTestApp } from '../../test/harness.ts';

const h = useTestApp();

describe('POST advertise/click', () => {
  it('counts the click and returns the first link, with or without a token', async () => {
    const [ad] = await h.db.db
      .insert(ads)
      .values({ placement: 'banner', position: 2, title: '测试', href: '', link: 'read_lld_vip://' })
      .returning();
    const anon = new TestClient(h.t.app, h.t.config);
    const r = await anon.call('advertiseClick', { id: ad!.id });
    expect(r.body.code).toBe(200);
    expect(r.data).toEqual({ id: ad!.id, href: 'read_lld_vip://' });
    const user = new TestClient(h.t.app, h.t.config);
    await user.guest(devId());
    await user.call('advertiseClick', { id: ad!.id });
    const [row] = await h.db.db.select().from(ads).where(eq(ads.id, ad!.id));
    expect(row!.clicks).toBe(2);
  });

  it('answers 2004 for an unknown or disabled ad and 2000 for a bad id', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    expect((await c.call('advertiseClick', { id: 987_654 })).body).toEqual({ code: 2004, msg: 'no such ad' });
    const [off] = await h.db.db
      .insert(ads)
      .values({ placement: 'banner', position: 2, title: '下线', enabled: false, href: '/x' })
      .returning();
    expect((await c.call('advertiseClick', { id: off!.id })).body.code).toBe(2004);
    expect((await c.call('advertiseClick', { id: 'x' })).body.msg).toMatch(/^id: /);
    expect((await c.call('advertiseClick', {})).body).toEqual({ code: 2000, msg: 'id: Required' });
  });
});
