import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SIGN, EXAMPLE_SIGN_INPUT } from './sign.test-support.ts';
import {
  buildApiKeyHeader,
  buildPlaylistQuery,
  buildPlaylistUrl,
  constantTimeEqual,
  hmacSha1Hex,
  isTimestampInWindow,
  nowSeconds,
  parseApiKeyHeader,
  playlistSign,
  randomUuidV4,
  requestSign,
} from './sign.ts';

const bytes = (n: number, v: number) => new Uint8Array(n).fill(v);
const ascii = (s: string) => new TextEncoder().encode(s);

describe('hmacSha1Hex', () => {
  // RFC 2202 §3, test cases 1-7 (case 5 digest is the full, untruncated value).
  const vectors: Array<[string, Uint8Array, Uint8Array, string]> = [
    ['1', bytes(20, 0x0b), ascii('Hi There'), 'b617318655057264e28bc0b6fb378c8ef146be00'],
    ['2', ascii('Jefe'), ascii('what do ya want for nothing?'), 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
    ['3', bytes(20, 0xaa), bytes(50, 0xdd), '125d7342b9ac11cd91a39af48aa17b4f63f175d3'],
    [
      '4',
      Uint8Array.from({ length: 25 }, (_, i) => i + 1),
      bytes(50, 0xcd),
      '4c9007f4026250c6bc8414f9bf50c86c2d7235da',
    ],
    ['5', bytes(20, 0x0c), ascii('Test With Truncation'), '4c1a03424b55e07fe7f27be1d58bb9324a9a5a04'],
    [
      '6',
      bytes(80, 0xaa),
      ascii('Test Using Larger Than Block-Size Key - Hash Key First'),
      'aa4ae5e15272d00e95705637ce8a3b55ed402112',
    ],
    [
      '7',
      bytes(80, 0xaa),
      ascii('Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data'),
      'e8e99d0f45237d786d6bbaa7965c7808bbff1a91',
    ],
  ];

  it.each(vectors)('RFC 2202 test case %s', (_, key, data, digest) => {
    expect(hmacSha1Hex(key, data)).toBe(digest);
  });

  it('RFC 2202 test case 5 truncated to 96 bits', () => {
    expect(hmacSha1Hex(bytes(20, 0x0c), 'Test With Truncation').slice(0, 24)).toBe(
      '4c1a03424b55e07fe7f27be1',
    );
  });

  it('takes string key and message as UTF-8, like node:crypto', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (key, msg) => {
        expect(hmacSha1Hex(key, msg)).toBe(createHmac('sha1', key).update(msg, 'utf8').digest('hex'));
      }),
    );
  });
});

describe('requestSign', () => {
  const input = EXAMPLE_SIGN_INPUT;
  const message =
    'eyJhbGciOiJIUzI1NiJ9.demo.token/api/app/user/info' +
    'DevType=Apple+iPhone+mobile&SysType=h5_ios&Ver=2.1.1&BuildID=Safari+17.4' +
    '17180000003b241101-e2bb-4255-8caf-4136c566a962';

  it('matches an independent node:crypto computation of PROTOCOL §2', () => {
    const expected = createHmac('sha1', input.key).update(message).digest('hex');
    expect(requestSign(input)).toBe(expected);
    expect(requestSign(input)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('gives the published example vector', () => {
    // Worked example for outside clients (docs): same inputs, computed once with node:crypto.
    expect(requestSign(input)).toBe(EXAMPLE_SIGN);
  });

  it('prepends /api to the path and ignores a query string', () => {
    expect(requestSign({ ...input, path: '/app/user/info?x=1' })).toBe(requestSign(input));
    expect(requestSign({ ...input, path: '/api/app/user/info' })).not.toBe(requestSign(input));
  });

  it('signs the empty token before the first guest login', () => {
    const guest = { ...input, token: '', path: '/app/login/guest' };
    const expected = createHmac('sha1', input.key)
      .update(`/api/app/login/guest${input.userAgent}${input.timestamp}${input.nonce}`)
      .digest('hex');
    expect(requestSign(guest)).toBe(expected);
  });

  it('changes with every input', () => {
    const base = requestSign(input);
    for (const [k, v] of Object.entries({
      key: 'other-key-0123456789',
      token: 't2',
      path: '/app/user/logout',
      userAgent: 'x',
      timestamp: 1_718_000_001,
      nonce: '3b241101-e2bb-4255-8caf-4136c566a963',
    })) {
      expect(requestSign({ ...input, [k]: v })).not.toBe(base);
    }
  });

  it('agrees with node:crypto for arbitrary inputs', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 16 }),
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.uuid({ version: 4 }),
        (key, token, ua, t, n) => {
          const path = '/app/media/play';
          const expected = createHmac('sha1', key).update(`${token}/api${path}${ua}${t}${n}`).digest('hex');
          expect(requestSign({ key, token, path, userAgent: ua, timestamp: t, nonce: n })).toBe(expected);
        },
      ),
    );
  });
});

describe('x-api-key header', () => {
  const fields = {
    timestamp: 1_718_000_000,
    sign: 'a'.repeat(40),
    nonce: '3b241101-e2bb-4255-8caf-4136c566a962',
  };

  it('builds timestamp, sign, nonce in that order', () => {
    expect(buildApiKeyHeader(fields)).toBe(
      'timestamp=1718000000&sign=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa&nonce=3b241101-e2bb-4255-8caf-4136c566a962',
    );
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.stringMatching(/^[0-9a-f]{40}$/),
        fc.constant(null).map(() => randomUuidV4()),
        (timestamp, sign, nonce) => {
          expect(parseApiKeyHeader(buildApiKeyHeader({ timestamp, sign, nonce }))).toEqual({
            timestamp,
            sign,
            nonce,
          });
        },
      ),
    );
  });

  it.each([
    ['empty', ''],
    ['reordered', `sign=${'a'.repeat(40)}&timestamp=1&nonce=${fields.nonce}`],
    ['upper-case sign', `timestamp=1&sign=${'A'.repeat(40)}&nonce=${fields.nonce}`],
    ['short sign', `timestamp=1&sign=${'a'.repeat(39)}&nonce=${fields.nonce}`],
    ['leading zero', `timestamp=01&sign=${'a'.repeat(40)}&nonce=${fields.nonce}`],
    ['negative time', `timestamp=-1&sign=${'a'.repeat(40)}&nonce=${fields.nonce}`],
    ['non-v4 nonce', `timestamp=1&sign=${'a'.repeat(40)}&nonce=3b241101-e2bb-1255-8caf-4136c566a962`],
    ['upper-case nonce', `timestamp=1&sign=${'a'.repeat(40)}&nonce=3B241101-E2BB-4255-8CAF-4136C566A962`],
    ['extra field', `timestamp=1&sign=${'a'.repeat(40)}&nonce=${fields.nonce}&x=1`],
    ['spaces', ` timestamp=1&sign=${'a'.repeat(40)}&nonce=${fields.nonce}`],
  ])('refuses %s', (_, text) => {
    expect(parseApiKeyHeader(text)).toBeNull();
  });

  it('refuses a missing header', () => {
    expect(parseApiKeyHeader(undefined)).toBeNull();
    expect(parseApiKeyHeader(null)).toBeNull();
  });
});

describe('playlist signature', () => {
  const key = 'lld-demo-sign-key-0123456789';

  it('is HMAC-SHA1 over token + /api/app/media/h5/m3u8/ + id + timestamp + nonce', () => {
    const nonce = '3b241101-e2bb-4255-8caf-4136c566a962';
    const expected = createHmac('sha1', key)
      .update(`tok/api/app/media/h5/m3u8/421718000000${nonce}`)
      .digest('hex');
    expect(playlistSign({ key, token: 'tok', id: 42, timestamp: 1_718_000_000, nonce })).toBe(expected);
  });

  it('builds the query from given fields', () => {
    expect(buildPlaylistQuery({ token: 'a b+c', timestamp: 5, sign: 'f'.repeat(40), nonce: 'n' })).toBe(
      `token=a+b%2Bc&timestamp=5&sign=${'f'.repeat(40)}&nonce=n`,
    );
  });

  it('signs the query when given key and id', () => {
    const nonce = '3b241101-e2bb-4255-8caf-4136c566a962';
    const query = new URLSearchParams(
      buildPlaylistQuery({ key, token: 'tok', id: 7, timestamp: 100, nonce }),
    );
    expect(query.get('sign')).toBe(playlistSign({ key, token: 'tok', id: 7, timestamp: 100, nonce }));
    expect([...query.keys()]).toEqual(['token', 'timestamp', 'sign', 'nonce']);

    const fresh = new URLSearchParams(buildPlaylistQuery({ key, token: 'tok', id: 7 }));
    expect(Math.abs(Number(fresh.get('timestamp')) - nowSeconds())).toBeLessThanOrEqual(1);
    expect(fresh.get('nonce')).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.get('sign')).toBe(
      playlistSign({
        key,
        token: 'tok',
        id: 7,
        timestamp: fresh.get('timestamp')!,
        nonce: fresh.get('nonce')!,
      }),
    );
  });

  it('builds the full URL', () => {
    const url = buildPlaylistUrl({ key, token: '', id: 9, timestamp: 1, nonce: 'n' });
    expect(url).toBe(
      `/api/app/media/h5/m3u8/9?token=&timestamp=1&sign=${playlistSign({ key, token: '', id: 9, timestamp: 1, nonce: 'n' })}&nonce=n`,
    );
  });
});

describe('randomUuidV4', () => {
  it('is a lower-case version-4 UUID, different each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const id = randomUuidV4();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(1000);
  });
});

describe('constantTimeEqual', () => {
  it('compares strings', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'ab')).toBe(false);
    expect(constantTimeEqual('abc', 'ABC')).toBe(false);
  });

  it('agrees with ===', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(constantTimeEqual(a, b)).toBe(a === b);
        expect(constantTimeEqual(a, a)).toBe(true);
      }),
    );
  });
});

describe('time', () => {
  it('nowSeconds is UTC seconds', () => {
    expect(Math.abs(nowSeconds() - Date.now() / 1000)).toBeLessThan(1.01);
    expect(Number.isInteger(nowSeconds())).toBe(true);
  });

  it('isTimestampInWindow allows 300 s either way and no more', () => {
    expect(isTimestampInWindow(1000, 1300)).toBe(true);
    expect(isTimestampInWindow(1000, 700)).toBe(true);
    expect(isTimestampInWindow(1000, 1301)).toBe(false);
    expect(isTimestampInWindow(1000, 699)).toBe(false);
    expect(isTimestampInWindow(Number.NaN, 1000)).toBe(false);
  });
});
