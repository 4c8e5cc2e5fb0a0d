import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { calls as api } from '@lld/protocol/api/calls';
import type { Call } from '@lld/protocol/api/calls/define';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '@/test/client-state';
import { setRuntimeConfig } from '../runtime-config';
import {
  type AnyCall,
  ApiError,
  apiCall,
  HttpError,
  isApiError,
  onAuthInvalid,
  onStaleKeys,
  pageControl,
  preparePageLeaveSeal,
  RELOAD_GUARD_KEY,
} from './client';

const SIGN_KEY = 'test-sign-key-0123456789';
const DATA_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';

/* Independent implementations of PROTOCOL §2 and §3 with node:crypto. */
function nodeSign(token: string, path: string, ua: string, t: string, n: string): string {
  return createHmac('sha1', Buffer.from(SIGN_KEY, 'utf8'))
    .update(`${token}/api${path}${ua}${t}${n}`, 'utf8')
    .digest('hex');
}
function nodeEncrypt(value: unknown): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', Buffer.from(DATA_KEY, 'hex'), iv);
  const ct = Buffer.concat([c.update(JSON.stringify(value), 'utf8'), c.final()]);
  return Buffer.concat([iv, ct, c.getAuthTag()]).toString('base64');
}
function nodeDecrypt(b64: string): unknown {
  const buf = Buffer.from(b64, 'base64');
  const d = createDecipheriv('aes-256-gcm', Buffer.from(DATA_KEY, 'hex'), buf.subarray(0, 12));
  d.setAuthTag(buf.subarray(buf.length - 16));
  return JSON.parse(Buffer.concat([d.update(buf.subarray(12, buf.length - 16)), d.final()]).toString('utf8'));
}

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function fakeFetch(respond: (seen: Seen) => Response | Promise<Response>) {
  const calls: Seen[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const seen: Seen = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(seen);
    return respond(seen);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function configure(encrypt: boolean) {
  setRuntimeConfig({ apiBase: '/api', signKey: SIGN_KEY, dataKey: DATA_KEY, imageKey: 'imagekey', encrypt });
}

beforeEach(() => {
  resetClientState();
  configure(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setRuntimeConfig(null);
});

const GET_WITH_QUERY = {
  name: 'pingConfig',
  method: 'GET',
  path: '/app/aimate/gianBalance',
  auth: 'required',
} as Call as AnyCall;

describe('apiCall headers', () => {
  it('POSTs to {apiBase}/app/<endpoint> with a sign that node:crypto verifies', async () => {
    localStorage.setItem('token', 'tok-123');
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: null }));
    await apiCall(api.userInfo, {});
    const c = calls[0]!;
    expect(c.url).toBe('/api/app/user/info');
    expect(c.method).toBe('POST');
    expect(c.headers.Authorization).toBe('tok-123');
    const ua = c.headers['X-User-Agent']!;
    expect(ua).toMatch(/^DevType=[^&]+&SysType=(light|h5_pc|h5_android|h5_ios)&Ver=2\.1\.1&BuildID=[^&]+$/);
    const m = /^timestamp=(\d+)&sign=([0-9a-f]{40})&nonce=([0-9a-f-]{36})$/.exec(c.headers['x-api-key']!);
    expect(m).not.toBeNull();
    const [, t, s, n] = m!;
    expect(n).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(5);
    expect(s).toBe(nodeSign('tok-123', '/app/user/info', ua, t!, n!));
  });

  it('sends an empty Authorization and signs with "" before the first login', async () => {
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: {} }));
    await apiCall(api.loginGuest, { devID: 'abcdefgh', affCode: '', token: '' });
    const c = calls[0]!;
    expect(c.headers.Authorization).toBe('');
    const [, t, s, n] = /timestamp=(\d+)&sign=(\w+)&nonce=(.+)$/.exec(c.headers['x-api-key']!)!;
    expect(s).toBe(nodeSign('', '/app/login/guest', c.headers['X-User-Agent']!, t!, n!));
  });

  it('uses a fresh nonce on every call', async () => {
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: 1 }));
    await apiCall(api.pingAnnouncement, {});
    await apiCall(api.pingAnnouncement, {});
    const nonce = (h: string) => /nonce=(.+)$/.exec(h)![1];
    expect(nonce(calls[0]!.headers['x-api-key']!)).not.toBe(nonce(calls[1]!.headers['x-api-key']!));
  });

  it('GETs the spec GET calls without a body, signing the path without the query', async () => {
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: { theme: 1 } }));
    await expect(apiCall(api.pingConfig)).resolves.toEqual({ theme: 1 });
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.body).toBeUndefined();
    // A GET whose body becomes the query string (the spec's aimate/gianBalance is such a call).
    await apiCall(GET_WITH_QUERY, { a: 1 } as never);
    const c = calls[1]!;
    expect(c.url).toBe('/api/app/aimate/gianBalance?a=1');
    const [, t, s, n] = /timestamp=(\d+)&sign=(\w+)&nonce=(.+)$/.exec(c.headers['x-api-key']!)!;
    expect(s).toBe(nodeSign('', '/app/aimate/gianBalance', c.headers['X-User-Agent']!, t!, n!));
  });
});

describe('apiCall bodies', () => {
  it('envelopes and encrypts the request and decrypts a hash response (round trip)', async () => {
    const { calls } = fakeFetch((seen) => {
      const env = JSON.parse(seen.body!) as Record<string, unknown>;
      expect(Object.keys(env)).toEqual(['data']);
      const plain = nodeDecrypt(env.data as string) as { page: number; who: string };
      return json({ code: 200, msg: 'ok', hash: true, data: nodeEncrypt({ echo: plain, 中文: '你好' }) });
    });
    const out = await apiCall(api.communityPostList, { page: 2, who: '用户' } as never);
    expect(out).toEqual({ echo: { page: 2, who: '用户' }, 中文: '你好' });
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
  });

  /** The native `method`'s first answer comes 30 ms after the others. */
  function firstAnswersLast(method: 'encrypt' | 'sign') {
    const subtle = globalThis.crypto.subtle;
    const real = subtle[method].bind(subtle) as (...args: unknown[]) => Promise<ArrayBuffer>;
    let first = true;
    return vi.spyOn(subtle, method).mockImplementation((async (...args: unknown[]) => {
      const slow = first;
      first = false;
      const out = await real(...args);
      if (slow) await new Promise((r) => setTimeout(r, 30));
      return out;
    }) as never);
  }

  /** Makes three POSTs at once and returns the order their bodies reached the network. */
  async function threePosts(calls: Seen[]): Promise<number[]> {
    await Promise.all([1, 2, 3].map((n) => apiCall(api.userInfo, { userId: n })));
    return calls.map(
      (c) => (nodeDecrypt((JSON.parse(c.body!) as { data: string }).data) as { userId: number }).userId,
    );
  }

  it('reaches the network in the order the calls were made, though the native cipher answers out of order', async () => {
    const encrypt = firstAnswersLast('encrypt');
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: null }));
    expect(await threePosts(calls)).toEqual([1, 2, 3]);
    expect(encrypt).toHaveBeenCalledTimes(3);
  });

  it('keeps that order when a signature answers late, and signs natively', async () => {
    const sign = firstAnswersLast('sign');
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: null }));
    expect(await threePosts(calls)).toEqual([1, 2, 3]);
    expect(sign).toHaveBeenCalledTimes(3);
    for (const c of calls) {
      const [, t, s, n] = /timestamp=(\d+)&sign=(\w+)&nonce=(.+)$/.exec(c.headers['x-api-key']!)!;
      expect(s).toBe(nodeSign('', '/app/user/info', c.headers['X-User-Agent']!, t!, n!));
    }
  });

  it('does not hold a GET behind a POST still being prepared', async () => {
    const subtle = globalThis.crypto.subtle;
    const encrypt = subtle.encrypt.bind(subtle);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    vi.spyOn(subtle, 'encrypt').mockImplementation(async (...args: Parameters<SubtleCrypto['encrypt']>) => {
      await held;
      return encrypt(...args);
    });
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: null }));
    const post = apiCall(api.userInfo, { userId: 1 });
    await apiCall(api.pingConfig);
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    release();
    await post;
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('seals a keepalive call (a save as the page is left) at once: its fetch starts in the same turn', async () => {
    await preparePageLeaveSeal();
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: null }));
    const done = apiCall(api.userInfo, { userId: 9 }, { keepalive: true });
    expect(calls).toHaveLength(1);
    expect(nodeDecrypt((JSON.parse(calls[0]!.body!) as { data: string }).data)).toEqual({ userId: 9 });
    await done;
  });

  it('sends plain JSON when encryption is off and returns plain data', async () => {
    configure(false);
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: { n: 1 } }));
    await expect(apiCall(api.userInfo, { userId: 5 })).resolves.toEqual({ n: 1 });
    expect(JSON.parse(calls[0]!.body!)).toEqual({ userId: 5 });
  });

  it('sends {} for a POST without a body', async () => {
    configure(false);
    const { calls } = fakeFetch(() => json({ code: 200, msg: 'ok', data: 0 }));
    await apiCall(api.userLogout);
    expect(calls[0]!.body).toBe('{}');
  });
});

describe('apiCall errors', () => {
  it('throws HttpError with the status (and code when the body has one) on non-OK HTTP', async () => {
    fakeFetch(() => json({ code: 1001, msg: 'bad sign' }, 403));
    const e = await apiCall(api.userInfo).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ status: 403, code: 1001 });
    fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiCall(api.userInfo)).rejects.toMatchObject({ name: 'HttpError', status: 502 });
  });

  it('tells the stale-keys listener once on 1001, also one that subscribes after it came, also one that subscribes after it came', async () => {
    const early = vi.fn();
    onStaleKeys(early);
    fakeFetch(() => json({ code: 2000, msg: 'bad field' }, 200));
    await apiCall(api.userInfo).catch(() => undefined);
    fakeFetch(() => json({ code: 1002, msg: 'slow down' }, 429));
    await apiCall(api.userInfo).catch(() => undefined);
    expect(early).not.toHaveBeenCalled();
    fakeFetch(() => json({ code: 1001, msg: 'bad sign' }, 403));
    await apiCall(api.userInfo).catch(() => undefined);
    await apiCall(api.userInfo).catch(() => undefined);
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    onStaleKeys(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('tells the same listener when an encrypted answer does not open under the page’s data key', async () => {
    const listener = vi.fn();
    onStaleKeys(listener);
    const otherKey = 'ff'.repeat(32);
    fakeFetch(() => {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', Buffer.from(otherKey, 'hex'), iv);
      const ct = Buffer.concat([c.update('{"rotated":true}', 'utf8'), c.final()]);
      return json({
        code: 200,
        msg: 'ok',
        hash: true,
        data: Buffer.concat([iv, ct, c.getAuthTag()]).toString('base64'),
      });
    });
    const e = await apiCall(api.userInfo).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ status: 200, code: 200, message: 'encrypted data does not open' });
    await apiCall(api.userInfo).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('throws ApiError {code, msg, tip} for other codes', async () => {
    fakeFetch(() => json({ code: 3001, msg: 'not enough gold', tip: '金币不足' }));
    const e = await apiCall(api.mediaPay, { id: 1 }).catch((x: unknown) => x);
    expect(isApiError(e)).toBe(true);
    expect(isApiError(e, 3001)).toBe(true);
    expect(isApiError(e, 3002)).toBe(false);
    expect(e).toMatchObject({ code: 3001, msg: 'not enough gold', tip: '金币不足', message: '金币不足' });
    expect(e).toBeInstanceOf(ApiError);
  });

  it('lets an abort through', async () => {
    fakeFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    const ac = new AbortController();
    ac.abort();
    await expect(apiCall(api.userInfo, {}, { signal: ac.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('code 1000 clears the token, notifies listeners and reloads once', async () => {
    localStorage.setItem('token', 'revoked');
    const reload = vi.spyOn(pageControl, 'reload').mockImplementation(() => {});
    const listener = vi.fn();
    const off = onAuthInvalid(listener);
    fakeFetch(() => json({ code: 1000, msg: 'token invalid' }));
    await expect(apiCall(api.userInfo)).rejects.toMatchObject({ code: 1000 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).not.toBeNull();
    localStorage.setItem('token', '');
    await expect(apiCall(api.userInfo)).rejects.toMatchObject({ code: 1000 });
    expect(reload).toHaveBeenCalledTimes(1);
    off();
  });

  it('does not reload again right after a 1000-reload (loop guard across page loads)', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now() - 1000));
    localStorage.setItem('token', 'x');
    const reload = vi.spyOn(pageControl, 'reload').mockImplementation(() => {});
    fakeFetch(() => json({ code: 1000, msg: 'token invalid' }));
    await expect(apiCall(api.userInfo)).rejects.toMatchObject({ code: 1000 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores a 1000 for a token that was replaced while the call ran', async () => {
    localStorage.setItem('token', 'old');
    const reload = vi.spyOn(pageControl, 'reload').mockImplementation(() => {});
    fakeFetch(() => {
      localStorage.setItem('token', 'new');
      return json({ code: 1000, msg: 'token invalid' });
    });
    await expect(apiCall(api.userInfo)).rejects.toMatchObject({ code: 1000 });
    expect(localStorage.getItem('token')).toBe('new');
    expect(reload).not.toHaveBeenCalled();
  });
});
