// TLS_CERT_FILE + TLS_KEY_FILE: the server speaks HTTPS with HTTP/2 itself (and HTTP/1.1 to
// clients without h2, on the same port). Every kind of answer through a real TLS listener:
// protocol calls, the web build's precompressed files, compressed API JSON, an event stream,
// a multipart upload and the stored file, a range request.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http2, { type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { endpoints } from '@lld/protocol/api/endpoints';
import { decryptPayload, encryptPayload } from '@lld/protocol/cipher';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epaySign } from './adapters/payment/epay.ts';
import { SANDBOX_PREFIX, sandboxMerchant } from './adapters/payment/index.ts';
import { buildSandboxGateway } from './adapters/payment/sandbox/sandbox-gateway.ts';
import { users } from './db/core.schema.ts';
import { devId, TestClient } from './test/client.ts';
import { listeningAddress } from './test/event-stream.ts';
import { TEST_SECRETS, useTestApp } from './test/harness.ts';
import { chunkPart, multipart } from './test/multipart.ts';
import { TEST_TLS } from './test/tls.ts';

const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;

function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'lld-h2-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(dist, 'assets', 'big-def456.js'), BIG_JS);
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));
  return dist;
}

// The sandbox payment gateway, mounted as server.ts mounts it (its pages answer redirects).
const merchant = sandboxMerchant({ signKey: TEST_SECRETS.APP_SIGN_KEY });
const paymentSandbox = await buildSandboxGateway({
  prefix: SANDBOX_PREFIX,
  merchants: [merchant],
  notifyDelaysMs: [60_000],
  deliver: async () => ({ status: 200, text: 'success' }),
});
const h = useTestApp(
  {
    TLS_CERT_FILE: TEST_TLS.certFile,
    TLS_KEY_FILE: TEST_TLS.keyFile,
    WEB_DIST: webDist(),
    MESSAGE_STREAM_CHECK_MS: '100',
  },
  { paymentSandbox },
);
const address = listeningAddress(() => h.t.app);
const ca = readFileSync(TEST_TLS.certFile);

// Node warns (and drops the header) when a response on HTTP/2 carries a connection header.
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);
let session: ClientHttp2Session;
let origin: string;
beforeAll(async () => {
  process.on('warning', onWarning);
  origin = (await address()).replace('http://', 'https://');
  session = http2.connect(origin, { ca });
  await new Promise<void>((resolve, reject) =>
    session.once('connect', () => resolve()).once('error', reject),
  );
});
afterAll(async () => {
  process.off('warning', onWarning);
  session?.close();
  await paymentSandbox.close();
});

interface H2Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on the shared HTTP/2 session, read to its end. */
function h2(headers: Record<string, string>, body?: Buffer | string): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const req = session.request(headers, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let head: IncomingHttpHeaders = {};
    req.on('response', (h) => {
      head = h;
    });
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }),
    );
    req.on('error', reject);
    if (body !== undefined) req.end(body);
  });
}

const client = () => new TestClient(h.t.app, h.t.config);

/** A signed protocol call over HTTP/2, its body encrypted (APP_ENCRYPT=on) and its answer decrypted. */
async function call<T>(c: TestClient, name: keyof typeof endpoints, payload?: unknown) {
  const e = endpoints[name];
  const headers: Record<string, string> = {
    ':method': e.method,
    ':path': `/api${e.path}`,
    ...c.signedHeaders(e.path),
  };
  let body: string | undefined;
  if (e.method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ data: encryptPayload(h.t.config.dataKey, payload ?? {}) });
  }
  return decoded<T>(await h2(headers, body));
}

/** A protocol answer: its envelope and `data`, decrypted when the envelope says `hash`. */
function decoded<T>(res: H2Answer) {
  const json = JSON.parse(res.body.toString()) as { code: number; hash?: boolean; data: unknown };
  return {
    res,
    json,
    data: (json.hash ? decryptPayload(h.t.config.dataKey, json.data as string) : json.data) as T,
  };
}

async function guest(): Promise<{ c: TestClient; id: number }> {
  const c = client();
  const r = await call<{ token: string; userInfo: { id: number } }>(c, 'loginGuest', {
    devID: devId('h2'),
    affCode: '',
    token: '',
  });
  expect(r.json.code).toBe(200);
  c.token = r.data.token;
  return { c, id: r.data.userInfo.id };
}

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('answers signed, encrypted protocol calls (POST and GET); the domain lists follow the https origin', async () => {
    const { c } = await guest();
    const cfg = await call<{ domain: Array<{ type: string; urls: string[] }> }>(c, 'pingConfig');
    expect(cfg.res.status).toBe(200);
    expect(cfg.json.code).toBe(200);
    expect(cfg.json.hash).toBe(true);
    const api = cfg.data.domain.find((d) => d.type === 'API');
    expect(api?.urls).toEqual([`${origin}/api`]);
  });

  it('serves the build’s brotli copy of an asset, and compresses API JSON', async () => {
    const asset = await h2({ ':path': '/assets/big-def456.js', 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.body).toString()).toBe(BIG_JS);

    const docs = await h2({ ':path': '/api/docs/json', 'accept-encoding': 'br' });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.body).toString()).openapi).toMatch(/^3/);
  });

  it('streams server-sent events (the message stream) with no connection header', async () => {
    const { c, id } = await guest();
    await h.t.app.services.messages.send({ userId: id, kind: 'system', title: 'over h2' });
    const stream = session.request({ ':path': '/api/app/message/stream', authorization: c.token });
    const head = await new Promise<IncomingHttpHeaders>((resolve) => stream.once('response', resolve));
    expect(head[':status']).toBe(200);
    expect(head['content-type']).toContain('text/event-stream');
    expect(head.connection).toBeUndefined();
    let text = '';
    stream.setEncoding('utf8');
    for await (const chunk of stream) {
      text += chunk;
      if (/data: .*\n\n/.test(text)) break;
    }
    stream.close();
    expect(text).toMatch(/event: message\ndata: .*"over h2"/);
    expect(warnings.filter((w) => /connection header/i.test(w))).toEqual([]);
  });

  it('takes a multipart upload and serves a byte range of the stored file', async () => {
    const { c, id } = await guest();
    await h.t.app.db.update(users).set({ isGuest: false }).where(eq(users.id, id));
    const file = new Uint8Array(randomBytes(40_000));
    file.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom')], 0);
    const { fields, bytes } = chunkPart(file, 'h2.mp4', 1, 1024 * 1024);
    const { payload, contentType } = multipart(fields, [{ filename: 'h2.mp4', bytes }]);
    const upload = await h2(
      {
        ':method': 'POST',
        ':path': '/api/app/upload/chunk',
        ...c.signedHeaders('/app/upload/chunk'),
        'content-type': contentType,
      },
      payload,
    );
    expect(upload.status).toBe(200);
    const { json, data } = decoded<{ url: string; sha256: string; complete: boolean }>(upload);
    expect(json.code).toBe(200);
    expect(data.complete).toBe(true);
    expect(data.sha256).toBe(createHash('sha256').update(file).digest('hex'));

    const stored = await h2({ ':path': `/files${data.url}` });
    expect(stored.status).toBe(200);
    expect(stored.headers['content-type']).toBe('video/mp4');
    expect(createHash('sha256').update(stored.body).digest('hex')).toBe(data.sha256);
  });

  it('answers a byte range of a file (206, Content-Range)', async () => {
    const range = await h2({ ':path': '/assets/big-def456.js', range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${Buffer.byteLength(BIG_JS)}`);
    expect(range.body.toString()).toBe(BIG_JS.slice(100, 200));
  });

  it('follows a redirect of a mounted sandbox (the payment page)', async () => {
    const params: Record<string, string> = {
      pid: merchant.pid,
      type: 'alipay',
      out_trade_no: 'h2-order-1',
      notify_url: `${origin}/api/payment/notify`,
      return_url: `${origin}/`,
      name: '100金币',
      money: '1.00',
    };
    params.sign = epaySign(params, merchant.key);
    params.sign_type = 'MD5';
    const submit = await h2({ ':path': `${SANDBOX_PREFIX}/submit.php?${new URLSearchParams(params)}` });
    expect(submit.status).toBe(302);
    const location = String(submit.headers.location);
    expect(location).toMatch(new RegExp(`^${SANDBOX_PREFIX}/pay/`));
    const page = await h2({ ':path': location });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.toString()).toContain('1.00');
  });

  it('serves HTTP/1.1 clients on the same port (ALPN), an event stream keeping its Connection header', async () => {
    const get = (p: string, headers: Record<string, string> = {}) =>
      new Promise<{ version: string; status: number; headers: Record<string, unknown>; first: string }>(
        (resolve, reject) => {
          const req = https.get(`${origin}${p}`, { ca, headers, agent: false }, (res) => {
            res.setEncoding('utf8');
            res.once('data', (first: string) => {
              resolve({ version: res.httpVersion, status: res.statusCode ?? 0, headers: res.headers, first });
              req.destroy();
            });
          });
          req.on('error', reject);
        },
      );
    const runtime = await get('/api/runtime-config.json');
    expect(runtime.version).toBe('1.1');
    expect(runtime.status).toBe(200);
    expect(JSON.parse(runtime.first).apiBase).toBe('/api');

    const { c } = await guest();
    const stream = await get('/api/app/message/stream', { authorization: c.token });
    expect(stream.version).toBe('1.1');
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.headers.connection).toBe('keep-alive');
  });
});
