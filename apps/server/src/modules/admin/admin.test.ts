import { describe, expect, it } from 'vitest';
import { adminKeyMatches } from '../../plugins/admin-auth.ts';
import { devId, TestClient } from '../../test/client.ts';
import { useTestApp } from '../../test/harness.ts';

const h = useTestApp();

describe('operator API', () => {
  it('requires x-admin-key (4003 with HTTP 200 otherwise)', async () => {
    for (const headers of [{}, { 'x-admin-key': 'wrong' }, { 'x-admin-key': '' }]) {
      const r = await h.t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/theme',
        headers,
        payload: { value: 2 },
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ code: 4003, msg: 'x-admin-key required' });
    }
    expect(adminKeyMatches(h.t.config.adminKey, h.t.config.adminKey)).toBe(true);
    expect(adminKeyMatches(`${h.t.config.adminKey}x`, h.t.config.adminKey)).toBe(false);
    expect(adminKeyMatches(undefined, h.t.config.adminKey)).toBe(false);
  });

  it('GET users/:id shows a user with devices and active tokens; unknown → 2004; bad id → 2000', async () => {
    const id = devId();
    const c = new TestClient(h.t.app, h.t.config);
    const login = await c.guest(id);
    const headers = { 'x-admin-key': h.t.config.adminKey };
    const r = await h.t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${login.data.userInfo.id}`,
      headers,
    });
    expect(r.json()).toMatchObject({
      code: 200,
      data: { user: { id: login.data.userInfo.id, gold: 0 }, devices: [{ devID: id }], activeTokens: 1 },
    });
    expect(
      (await h.t.app.inject({ method: 'GET', url: '/api/admin/users/987654321', headers })).json().code,
    ).toBe(2004);
    expect((await h.t.app.inject({ method: 'GET', url: '/api/admin/users/abc', headers })).json().code).toBe(
      2000,
    );
  });

  it('POST devices/ban validates its body', async () => {
    const r = await h.t.app.inject({
      method: 'POST',
      url: '/api/admin/devices/ban',
      headers: { 'x-admin-key': h.t.config.adminKey },
      payload: {},
    });
    expect(r.json()).toEqual({ code: 2000, msg: 'devID: Required' });
  });

  it('unknown admin paths get 2004 with HTTP 404', async () => {
    const r = await h.t.app.inject({
      method: 'GET',
      url: '/api/admin/nothing',
      headers: { 'x-admin-key': h.t.config.adminKey },
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe(2004);
  });
});
