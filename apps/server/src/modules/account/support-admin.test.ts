import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.ts';
import { useTestApp } from '../../test/harness.ts';

const h = useTestApp({ DEMO_CONTENT: 'on' });

const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  h.t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { 'x-admin-key': h.t.config.adminKey },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('operator API: support contacts (kf, autokf, recruitment pages)', () => {
  it('adds, changes and deletes contacts; ping/contact shows each change at once', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    const before = await c.call('pingContact');
    expect(before.data.some((x) => x.kind === 'faq')).toBe(true);

    const add = await admin('POST', '/contacts', {
      kind: 'faq',
      name: '会员可以退款吗？',
      content: '虚拟商品开通后不支持退款。',
      sort: 1,
    });
    expect(add.json()).toMatchObject({ code: 200, data: { kind: 'faq', url: '', enabled: true } });
    const id = add.json().data.id as number;
    expect((await c.call('pingContact')).data.find((x) => x.id === id)).toMatchObject({
      name: '会员可以退款吗？',
      content: '虚拟商品开通后不支持退款。',
    });

    const put = await admin('PUT', `/contacts/${id}`, {
      kind: 'faq',
      name: '会员能退款吗？',
      enabled: false,
    });
    expect(put.json().code).toBe(200);
    expect((await c.call('pingContact')).data.find((x) => x.id === id)).toBeUndefined();

    expect((await admin('DELETE', `/contacts/${id}`)).json().code).toBe(200);
    expect((await admin('DELETE', `/contacts/${id}`)).json().code).toBe(2004);
    expect((await admin('PUT', '/contacts/999999', { kind: 'faq', name: 'x' })).json().code).toBe(2004);
  });

  it('refuses unknown kinds, empty names and a missing key', async () => {
    expect((await admin('POST', '/contacts', { kind: 'spam', name: 'x' })).json().code).toBe(2000);
    expect((await admin('POST', '/contacts', { kind: 'faq', name: '' })).json().code).toBe(2000);
    const anon = await h.t.app.inject({
      method: 'POST',
      url: '/api/admin/contacts',
      payload: { kind: 'faq', name: 'x' },
    });
    expect(anon.json().code).toBe(4003);
  });
});
