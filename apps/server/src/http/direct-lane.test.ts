// The direct lane over real HTTP (it sits in the server's request listener, which `inject`
// skips): its answers and refusals are the ones Fastify's route gives for the same call.
import type { AddressInfo } from 'node:net';
import { decryptPayload, encryptPayload } from '@lld/protocol/cipher';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClient } from '../test/client.ts';
import { lineSink, useTestApp } from '../test/harness.ts';
import { clientIp, originOf } from './direct-lane.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: { code: number; msg: string; hash?: boolean; data?: unknown };
}

const log = lineSink();

describe('direct lane', () => {
  const h = useTestApp(
    { RATE_LIMIT_TOKEN: '6/60s', LOG_LEVEL: 'info' },
    { logStream: log.sink },
    async ({ t }) => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    },
  );
  const base = () => `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}`;
  const lane = () => h.t.app.directLane;

  /** A signed call over HTTP; `query` sends it to Fastify's route (the lane takes exact paths only). */
  async function call(
    method: 'GET' | 'POST',
    apiPath: string,
    o: {
      token?: string;
      payload?: unknown;
      rawBody?: string;
      query?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const client = new TestClient(h.t.app, h.t.config);
    const headers: Record<string, string> = { ...client.signedHeaders(apiPath, { token: o.token ?? '' }) };
    let body: string | undefined;
    if (method === 'POST') {
      body = o.rawBody ?? JSON.stringify({ data: encryptPayload(h.t.config.dataKey, o.payload ?? {}) });
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${base()}/api${apiPath}${o.query ? '?via=fastify' : ''}`, {
      method,
      headers: { ...headers, ...o.headers },
      ...(body !== undefined ? { body } : {}),
    });
    const parsed = (await res.json()) as Answer['body'];
    if (parsed.hash) parsed.data = decryptPayload(h.t.config.dataKey, parsed.data as string);
    return { status: res.status, headers: Object.fromEntries(res.headers), body: parsed };
  }

  /** Headers but those that differ between any two answers. */
  const steady = (headers: Record<string, string>) => {
    const { date: _d, 'x-request-id': _id, 'keep-alive': _k, ...rest } = headers;
    return rest;
  };

  // Each test's own guest: the per-token limit is low here (its own test below).
  let devices = 0;
  let token = '';
  const freshToken = async () => {
    const client = new TestClient(h.t.app, h.t.config);
    devices++;
    return (await client.guest(`direct-lane-device-${devices}`)).data.token;
  };
  beforeEach(async () => {
    token = await freshToken();
  });

  it('answers media/home as Fastify does: status, headers, data', async () => {
    const before = lane().answered;
    const direct = await call('POST', '/app/media/home', { token });
    expect(lane().answered).toBe(before + 1);
    const routed = await call('POST', '/app/media/home', { token, query: true });
    expect(lane().answered).toBe(before + 1);
    expect(direct.status).toBe(200);
    expect(direct.body).toEqual(routed.body);
    expect(steady(direct.headers)).toEqual(steady(routed.headers));
    expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(direct.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers ping/config (a GET) as Fastify does, and keeps a request id the caller sent', async () => {
    const before = lane().answered;
    const direct = await call('GET', '/app/ping/config', { headers: { 'x-request-id': 'trace-1' } });
    const routed = await call('GET', '/app/ping/config', { query: true });
    expect(lane().answered).toBe(before + 1);
    expect(direct.body).toEqual(routed.body);
    expect(steady(direct.headers)).toEqual(steady(routed.headers));
    expect(direct.headers['x-request-id']).toBe('trace-1');
  });

  it('writes the access line and the request metrics of a call it answers', async () => {
    const lines = log.lines.length;
    await call('POST', '/app/media/home', { token });
    const line = log.lines.slice(lines).find((l) => l.includes('request completed'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line ?? '{}');
    expect(entry.req).toMatchObject({
      method: 'POST',
      url: '/api/app/media/home',
      route: '/api/app/media/home',
    });
    expect(entry.res).toEqual({ statusCode: 200 });
    expect(line).not.toContain(token);
    const metrics = await h.t.app.operations.registry.metrics();
    expect(metrics).toMatch(/lld_http_requests_total\{[^}]*route="\/api\/app\/media\/home"[^}]*\} \d+/);
  });

  it('leaves a bad signature to Fastify untouched (1001), answering nothing itself', async () => {
    const before = lane().answered;
    const r = await call('POST', '/app/media/home', {
      token,
      headers: { 'x-api-key': 'timestamp=1&sign=x&nonce=y' },
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(1001);
    expect(lane().answered).toBe(before);
  });

  it('hands a replayed nonce to Fastify as its refusal (1001), not checked twice', async () => {
    const client = new TestClient(h.t.app, h.t.config);
    const headers = client.signedHeaders('/app/ping/config', { token: '' });
    const first = await fetch(`${base()}/api/app/ping/config`, { headers });
    expect(first.status).toBe(200);
    const again = await fetch(`${base()}/api/app/ping/config`, { headers });
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ code: 1001, msg: 'nonce replayed' });
    expect(again.headers.get('x-request-id')).toBeTruthy();
  });

  it('hands bodies it cannot take to Fastify, which answers them as it always does', async () => {
    for (const rawBody of ['{"data":"not base64!"}', '{"data":', '{"data":"x","more":1}', '[]']) {
      token = await freshToken();
      const before = lane().answered;
      const direct = await call('POST', '/app/media/home', { token, rawBody });
      const routed = await call('POST', '/app/media/home', { token, rawBody, query: true });
      expect(lane().answered).toBe(before);
      expect(direct.body.code).not.toBe(200);
      expect({ status: direct.status, body: direct.body }).toEqual({
        status: routed.status,
        body: routed.body,
      });
      expect(steady(direct.headers)).toEqual(steady(routed.headers));
    }
  });

  it('refuses a caller past its per-token limit as Fastify does (1002, Retry-After)', async () => {
    const codes: number[] = [];
    let last: Answer | null = null;
    for (let i = 0; i < 8; i++) {
      last = await call('POST', '/app/media/home', { token });
      codes.push(last.body.code);
    }
    // Six calls a minute (RATE_LIMIT_TOKEN above), each counted once: the refused ones too.
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 1002, 1002]);
    expect(last?.status).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a caller whose token resolves to nobody as a guest, as the route does', async () => {
    const direct = await call('POST', '/app/media/home', { token: 'no-such-token' });
    const routed = await call('POST', '/app/media/home', { token: 'no-such-token', query: true });
    expect(direct.status).toBe(200);
    expect(direct.body).toEqual(routed.body);
  });

  it('runs on the server Fastify would have made (its keep-alive timeout)', () => {
    expect(h.t.app.server.keepAliveTimeout).toBe(72_000);
  });

  it('leaves every call to Fastify once the app closes', async () => {
    const before = lane().answered;
    lane().close();
    const r = await call('POST', '/app/media/home', { token });
    expect(r.status).toBe(200);
    expect(lane().answered).toBe(before);
  });
});

describe('clientIp and originOf read a request as Fastify does', () => {
  const app = Fastify({ trustProxy: true });
  const plain = Fastify();
  const seen: Array<{ fastify: unknown; lane: unknown }> = [];
  for (const [instance, trust] of [
    [app, true],
    [plain, false],
  ] as const) {
    instance.get('/', async (request) => {
      seen.push({
        fastify: { ip: request.ip, origin: `${request.protocol}://${request.host}` },
        lane: { ip: clientIp(request.raw, trust), origin: originOf(request.raw, trust) },
      });
      return {};
    });
  }
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await plain.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
  });

  it.each<Record<string, string>>([
    {},
    { 'x-forwarded-for': '203.0.113.7' },
    {
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'm.example.com',
    },
    { 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'a.example.com, b.example.com:8443' },
  ])('%o', async (headers) => {
    seen.length = 0;
    for (const instance of [app, plain]) {
      const port = (instance.server.address() as AddressInfo).port;
      await fetch(`http://127.0.0.1:${port}/`, { headers });
    }
    expect(seen).toHaveLength(2);
    for (const { fastify, lane } of seen) expect(lane).toEqual(fastify);
  });
});
