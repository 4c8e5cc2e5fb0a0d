import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../test/client.ts';
import { testApp, useTestDatabase } from '../test/harness.ts';

const h = useTestDatabase();

describe('rate limits (in-process store)', () => {
  it('answers 1002 with HTTP 429 and Retry-After past the per-IP limit', async () => {
    const t = await testApp(h.db, { RATE_LIMIT_IP: '3/10s' });
    try {
      const c = new TestClient(t.app, t.config, { remoteAddress: '192.0.2.10' });
      for (let i = 0; i < 3; i++) expect((await c.call('pingCheck')).body.code).toBe(200);
      const r = await c.call('pingCheck');
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({ code: 1002 });
      expect(r.body).not.toHaveProperty('hash');
      const retry = Number(r.response.headers['retry-after']);
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(10);
      // Another address has its own budget.
      const other = new TestClient(t.app, t.config, { remoteAddress: '192.0.2.11' });
      expect((await other.call('pingCheck')).body.code).toBe(200);
      // Unsigned traffic counts too (the limit runs before the signature check).
      expect((await c.call('pingCheck', undefined, { apiKey: null })).status).toBe(429);
    } finally {
      await t.app.close();
    }
  });

  it('answers 1002 past the per-token limit, whatever the address', async () => {
    const t = await testApp(h.db, { RATE_LIMIT_TOKEN: '2/10s' });
    try {
      const c = new TestClient(t.app, t.config);
      await c.guest(devId());
      expect((await c.call('userInfo', {}, { remoteAddress: '192.0.2.20' })).body.code).toBe(200);
      expect((await c.call('userInfo', {}, { remoteAddress: '192.0.2.21' })).body.code).toBe(200);
      const r = await c.call('userInfo', {}, { remoteAddress: '192.0.2.22' });
      expect(r.status).toBe(429);
      expect(r.body.code).toBe(1002);
      expect(r.response.headers['retry-after']).toBeDefined();
      // A fresh token of another user is not affected.
      const d = new TestClient(t.app, t.config);
      await d.guest(devId());
      expect((await d.call('userInfo', {})).body.code).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
