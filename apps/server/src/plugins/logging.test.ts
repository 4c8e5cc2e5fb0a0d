import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../test/client.ts';
import { lineSink, testApp, useTestDatabase } from '../test/harness.ts';
import { AccessLog, redactUrl } from './logging.ts';

const h = useTestDatabase();

describe('request logging', () => {
  it('never writes tokens, x-api-key, signs or admin keys', async () => {
    const { lines, sink } = lineSink();
    const t = await testApp(h.db, { LOG_LEVEL: 'trace' }, { logStream: sink });
    try {
      t.app.get('/api/app/test/log', { config: { app: true, auth: 'required' } }, async (request) => {
        request.log.info({ token: request.headers.authorization, headers: request.headers }, 'handler saw');
        throw new Error('boom');
      });
      await t.app.ready();
      const c = new TestClient(t.app, t.config);
      const login = await c.guest(devId());
      const headers = c.signedHeaders('/app/user/info');
      await c.call('userInfo', {});
      await c.request('GET', '/app/test/log');
      await c.call('userInfo', {}, { signKey: 'wrong-key-wrong-key' });
      await t.app.inject({
        method: 'GET',
        url: `/api/app/media/h5/m3u8/1?token=${c.token}&sign=abc`,
        headers,
      });
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/users/1',
        headers: { 'x-admin-key': t.config.adminKey },
      });
      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).toContain('request completed');
      expect(log).toContain('unexpected error');
      expect(log).not.toContain(login.data.token);
      expect(log).not.toContain(c.token);
      expect(log).not.toContain(headers['x-api-key']!);
      expect(log).not.toMatch(/sign=[0-9a-f]{40}/);
      expect(log).not.toContain(t.config.adminKey);
      expect(log).not.toContain(t.config.dataKey);
      expect(log).not.toContain(t.config.signKey);
      expect(log).toContain('[redacted]');
    } finally {
      await t.app.close();
    }
  });

  it('at info, one line per answered request: the request, its status and time', async () => {
    const { lines, sink } = lineSink();
    const t = await testApp(h.db, { LOG_LEVEL: 'info' }, { logStream: sink });
    try {
      const c = new TestClient(t.app, t.config);
      await c.guest(devId());
      lines.length = 0;
      await c.call('pingConfig');
      await t.app.inject({ method: 'GET', url: '/healthz' }); // quiet route: below warn, not logged
      const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/app/ping/config', route: '/api/app/ping/config' },
        res: { statusCode: 200 },
      });
      const [line] = logged as [{ responseTime: unknown; reqId: string; req: { id: string } }];
      expect(line.responseTime).toBeTypeOf('number');
      expect(line.req.id).toBe(line.reqId);
    } finally {
      await t.app.close();
    }
  });

  it('tells the direct lane whether it writes the completed line, so that none is built below info', () => {
    const { lines, sink } = lineSink();
    for (const [level, writes] of [
      ['info', true],
      ['debug', true],
      ['warn', false],
      ['silent', false],
    ] as const) {
      const log = new AccessLog(pino({ level }, sink));
      expect(log.completes(), level).toBe(writes);
    }
    expect(lines).toHaveLength(0);
  });

  it('redacts credentials in query strings', () => {
    expect(redactUrl('/api/app/media/h5/m3u8/3?token=abc&timestamp=1&sign=ff&nonce=n')).toBe(
      '/api/app/media/h5/m3u8/3?token=[redacted]&timestamp=1&sign=[redacted]&nonce=[redacted]',
    );
  });
});
