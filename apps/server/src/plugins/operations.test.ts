import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisKv } from '../adapters/kv-redis.ts';
import { LocalStorage, type Storage } from '../adapters/storage.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { TestClient } from '../test/client.ts';
import { isCI, serviceUrl, testApp, testDatabase, useTestApp } from '../test/harness.ts';
import { addressMatcher } from './operations.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe('operations endpoints', () => {
  const h = useTestApp({ METRICS_TOKEN, METRICS_ALLOW: '127.0.0.1,10.1.0.0/16' });

  it('/healthz answers unsigned, outside /api/app', async () => {
    const res = await h.t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz checks the database and the storage (no Redis configured: not checked)', async () => {
    const res = await h.t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('/metrics: Prometheus text for an allowed address or the bearer token, 403 otherwise', async () => {
    const app = h.t.app;
    // An unsigned PROTOCOL call: answered with a result code, counted under its route pattern.
    const call = await app.inject({ method: 'GET', url: '/api/app/ping/check' });
    const code = (call.json() as { code: number }).code;
    expect(code).not.toBe(200);

    const local = await app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    const text = local.body;
    expect(text).toContain('# TYPE lld_http_requests_total counter');
    expect(text).toMatch(
      new RegExp(
        `lld_http_requests_total\\{method="GET",route="/api/app/ping/check",status="\\d+",code="${code}"\\} 1`,
      ),
    );
    expect(text).toMatch(
      /lld_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"\}/,
    );
    // A signed, encrypted success (its body goes out as bytes) is counted with code 200.
    expect((await new TestClient(app, h.t.config).call('pingConfig')).body.code).toBe(200);
    const after = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(after).toMatch(
      /lld_http_requests_total\{method="GET",route="\/api\/app\/ping\/config",status="200",code="200"\} 1/,
    );
    expect(text).toContain('lld_ledger_postings ');
    expect(text).toContain('lld_process_process_resident_memory_bytes');

    const subnet = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(subnet.statusCode).toBe(200);
    const outside = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('lld_');
    const wrongToken = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer not-the-token-000000' },
    });
    expect(wrongToken.statusCode).toBe(403);
    const withToken = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('/metrics shows the durable queue: depth (whole cluster) and job durations (this process)', async () => {
    const app = h.t.app;
    const queue = app.services.jobQueue;
    await queue.enqueue({ queue: 'ops-test', payload: {} });
    await queue.enqueue({ queue: 'ops-test', payload: {} });
    queue.finished('ops-test', 'done', 0.3);
    queue.finished('ops-test', 'retry', 2);
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('lld_queue_jobs{queue="ops-test",state="queued"} 2');
    expect(text).toContain('lld_queue_job_duration_seconds_count{queue="ops-test",outcome="done"} 1');
    expect(text).toContain(
      'lld_queue_job_duration_seconds_bucket{le="0.5",queue="ops-test",outcome="done"} 1',
    );
    expect(text).toContain('lld_queue_job_duration_seconds_count{queue="ops-test",outcome="retry"} 1');
  });
});

describe('addressMatcher', () => {
  it('matches addresses, CIDR ranges and IPv4-mapped IPv6', () => {
    const allows = addressMatcher(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(allows('127.0.0.1')).toBe(true);
    expect(allows('::ffff:127.0.0.1')).toBe(true);
    expect(allows('10.200.3.4')).toBe(true);
    expect(allows('11.0.0.1')).toBe(false);
    expect(allows('::1')).toBe(true);
    expect(allows('fd12::5')).toBe(true);
    expect(allows('fe80::1')).toBe(false);
    expect(allows('not an address')).toBe(false);
  });
});

/** A raw HTTP GET against a listening app: status and the whole body once it ends. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('readiness and graceful shutdown', () => {
  let db: DatabaseHandle;
  beforeAll(async () => {
    db = await testDatabase();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('/readyz is 503 when the storage cannot be written', async () => {
    const broken: Storage = Object.assign(new LocalStorage('/nonexistent'), {
      ready: async () => {
        throw new Error('EACCES');
      },
    });
    const { app } = await testApp(db, {}, { storage: broken });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'down' } });
    } finally {
      await app.close();
    }
  });

  const redisUrl = serviceUrl('TEST_REDIS_URL');
  it.skipIf(!redisUrl && !isCI)(
    '/readyz checks Redis when the app uses it, and is 503 when it is gone',
    async () => {
      if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: CI must run the Redis tests');
      const kv = await new RedisKv(redisUrl, { prefix: `lld-test:${process.pid}:ops:` }).connect();
      const { app } = await testApp(db, {}, { kv });
      try {
        const up = await app.inject({ method: 'GET', url: '/readyz' });
        expect(up.json()).toEqual({
          status: 'ready',
          checks: { database: 'ok', redis: 'ok', storage: 'ok' },
        });
        await kv.close();
        const down = await app.inject({ method: 'GET', url: '/readyz' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toMatchObject({ checks: { redis: 'down' } });
      } finally {
        await app.close();
      }
    },
  );

  it('draining: readyz 503 while healthz stays 200; closing lets an in-flight request finish and ends open streams', async () => {
    const { app } = await testApp(db);
    let releaseSlow!: () => void;
    const slowStarted = new Promise<void>((resolve) => {
      app.get('/test/slow', async () => {
        resolve();
        await new Promise<void>((r) => {
          releaseSlow = r;
        });
        return { finished: true };
      });
    });
    let streamOpen!: () => void;
    const streamOpened = new Promise<void>((r) => {
      streamOpen = r;
    });
    app.get('/test/stream', async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      reply.raw.write(': open\n\n');
      streamOpen();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const stream = get(port, '/test/stream');
    await streamOpened;
    expect(app.operations.openStreams).toBe(1);
    expect(await get(port, '/metrics')).toMatchObject({
      body: expect.stringContaining('lld_open_streams{route="/test/stream"} 1'),
    });
    const slow = get(port, '/test/slow');
    await slowStarted;

    app.operations.drain();
    expect((await get(port, '/readyz')).status).toBe(503);
    expect((await get(port, '/healthz')).status).toBe(200);

    const closed = app.close();
    // The stream ends at once (its client reconnects elsewhere); the slow request still finishes.
    expect(await stream).toEqual({ status: 200, body: ': open\n\n' });
    releaseSlow();
    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
    await closed;
    expect(app.operations.openStreams).toBe(0);
  });
});
