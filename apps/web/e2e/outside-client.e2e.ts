// An outside client written only from PROTOCOL.md, with node:crypto and fetch: it shares
// no code with the app, so it proves the wire format is what the document says.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';

type Keys = { signKey: string; dataKey: string; encrypt: boolean };
type Envelope = { code: number; msg: string; data?: unknown; hash?: boolean; tip?: string };

const USER_AGENT = new URLSearchParams({
  DevType: 'Outside Client',
  SysType: 'h5_pc',
  Ver: '2.1.1',
  BuildID: 'node 20',
}).toString();

function encrypt(keyHex: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

function decrypt(keyHex: string, b64: string): unknown {
  const raw = Buffer.from(b64, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
  return JSON.parse(text.toString('utf8'));
}

class OutsideClient {
  token = '';
  constructor(
    private readonly base: string,
    private readonly keys: Keys,
  ) {}

  headers(path: string, overrides: { timestamp?: number; nonce?: string } = {}) {
    const timestamp = String(overrides.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = overrides.nonce ?? randomUUID();
    const sign = createHmac('sha1', this.keys.signKey)
      .update(`${this.token}/api${path}${USER_AGENT}${timestamp}${nonce}`, 'utf8')
      .digest('hex');
    return {
      Authorization: this.token,
      'X-User-Agent': USER_AGENT,
      'x-api-key': `timestamp=${timestamp}&sign=${sign}&nonce=${nonce}`,
    };
  }

  async call(
    endpoint: string,
    payload?: unknown,
    options: { method?: 'GET' | 'POST'; timestamp?: number; nonce?: string } = {},
  ) {
    const path = `/app/${endpoint}`;
    const method = options.method ?? 'POST';
    const init: RequestInit = { method, headers: this.headers(path, options) };
    if (method === 'POST') {
      const plain = payload ?? {};
      init.body = JSON.stringify(this.keys.encrypt ? { data: encrypt(this.keys.dataKey, plain) } : plain);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.base}/api${path}`, init);
    const body = (await res.json()) as Envelope;
    const data = body.hash ? decrypt(this.keys.dataKey, body.data as string) : body.data;
    return { status: res.status, body, data };
  }
}

describe('an outside client written from PROTOCOL.md', () => {
  let client: OutsideClient;
  let keys: Keys;
  const base = inject('baseUrl');

  beforeAll(async () => {
    // The operator hands these to client authors; the web app gets them the same way.
    keys = (await (await fetch(`${base}/api/runtime-config.json`)).json()) as Keys;
    client = new OutsideClient(base, keys);
  });

  it('logs in as a guest, reads config and its own user info', async () => {
    const devID = `outside-${randomUUID()}`;
    const login = await client.call('login/guest', { devID, affCode: '', token: '' });
    expect(login.status).toBe(200);
    expect(login.body.code).toBe(200);
    expect(login.body.msg).toBeTypeOf('string');
    expect(login.body.hash).toBe(true);
    const { token, userInfo } = login.data as { token: string; userInfo: Record<string, unknown> };
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(userInfo).toMatchObject({ isGuest: true, gold: expect.any(Number), diamond: expect.any(Number) });
    client.token = token;

    const config = await client.call('ping/config', undefined, { method: 'GET' });
    expect(config.body.code).toBe(200);
    const cfg = config.data as {
      domain: { type: string; urls: string[] }[];
      theme: number;
      advertise: unknown[];
    };
    const types = cfg.domain.map((d) => d.type).sort();
    expect(types).toEqual(['AIIMG', 'API', 'H5SHAREURL', 'IMAGE', 'LAND', 'MP4', 'VID']);
    expect(cfg.theme).toBeGreaterThanOrEqual(1);
    expect(cfg.theme).toBeLessThanOrEqual(10);
    expect(Array.isArray(cfg.advertise)).toBe(true);

    const me = await client.call('user/info', {});
    expect(me.body.code).toBe(200);
    const info = me.data as Record<string, unknown>;
    expect(info.id).toBe(userInfo.id);
    for (const tier of ['normalVip', 'supremeVip', 'darkVip', 'liveVip']) {
      expect(info[tier]).toEqual({ vipType: expect.any(Number), vipExpireInt: expect.any(Number) });
    }
    expect(info).toHaveProperty('showCardName');
    expect(info).toHaveProperty('showCardExpiredAt');

    // The same device comes back as the same guest, and the old token stops working.
    const again = await client.call('login/guest', { devID, affCode: '', token });
    expect((again.data as { userInfo: { id: number } }).userInfo.id).toBe(userInfo.id);
    const stale = await client.call('user/info', {});
    expect(stale.body.code).toBe(1000);
  });

  it('is refused with 1001 for a bad sign, an old timestamp or a replayed nonce', async () => {
    const nonce = randomUUID();
    const first = await client.call('ping/check', undefined, { method: 'GET', nonce });
    expect(first.body.code).toBe(200);
    const replay = await client.call('ping/check', undefined, { method: 'GET', nonce });
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ code: 1001 });
    expect(replay.body.hash).toBeUndefined();

    const old = await client.call('ping/check', undefined, {
      method: 'GET',
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(old.status).toBe(403);

    const res = await fetch(`${base}/api/app/ping/check`, {
      headers: { ...client.headers('/app/ping/check'), 'X-User-Agent': `${USER_AGENT}x` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Envelope).code).toBe(1001);
  });

  it('gets 1001 for a body that is not an envelope and 2000 for a missing field', async () => {
    const notEnvelope = await fetch(`${base}/api/app/login/guest`, {
      method: 'POST',
      headers: { ...client.headers('/app/login/guest'), 'content-type': 'application/json' },
      body: JSON.stringify({ devID: 'plain-text-body', affCode: '', token: '' }),
    });
    expect(notEnvelope.status).toBe(403);
    expect(((await notEnvelope.json()) as Envelope).code).toBe(1001);

    const missing = await client.call('login/guest', { affCode: '', token: '' });
    expect(missing.body.code).toBe(2000);
    expect(missing.body.msg).toContain('devID');
  });
});
