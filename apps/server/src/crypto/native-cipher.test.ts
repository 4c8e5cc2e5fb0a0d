import * as pure from '@lld/protocol/cipher';
import * as pureSign from '@lld/protocol/sign';
import { describe, expect, it } from 'vitest';
import * as native from './native-cipher.ts';

const KEY = '0429a9fa2492be60ee8c23d1ecd20c6115b0f8a8496bc23e00f86b065f936de4';
const OTHER = 'f'.repeat(64);
const VALUES: unknown[] = [
  {},
  [],
  0,
  'x',
  null,
  { code: 200, msg: 'ok', list: [{ id: 1, title: '深夜食堂 🍜', tags: ['剧情'] }], hasMore: false },
  { text: 'a'.repeat(70_000) },
  { lone: '\u00e9\u4e2d\u{1f600}' },
];

describe('native cipher = @noble cipher', () => {
  it('writes byte-identical payloads for the same iv', () => {
    const iv = new Uint8Array(12).map((_, i) => i * 7);
    for (const v of VALUES) expect(native.encryptPayload(KEY, v, iv)).toBe(pure.encryptPayload(KEY, v, iv));
  });

  it('writes an answer between a head and a tail as head + payload + tail (every length mod 3)', () => {
    const iv = new Uint8Array(12).map((_, i) => i * 7);
    const head = Buffer.from('{"data":"', 'latin1');
    const tail = Buffer.from('"}', 'latin1');
    for (const json of ['', '1', '{}', '"ab"', '[1,2]', JSON.stringify(VALUES), '{"t":"深夜食堂 🍜"}']) {
      const bytes = Buffer.from(json);
      const expected = `{"data":"${pure.encryptPayload(KEY, JSON.parse(json || '""'), iv)}"}`;
      if (json !== '')
        expect(native.encryptJsonBetween(KEY, bytes, head, tail, iv).toString('latin1')).toBe(expected);
      expect(native.encryptJsonBetween(KEY, json, head, tail, iv).toString('latin1')).toBe(
        `{"data":"${native.encryptJson(KEY, json, iv)}"}`,
      );
    }
    const fresh = native.encryptJsonBetween(KEY, '{"a":1}', head, tail).toString('latin1');
    expect(native.decryptPayload(KEY, fresh.slice(head.length, -tail.length))).toEqual({ a: 1 });
  });

  it('reads what the other writes, both ways', () => {
    for (const v of VALUES) {
      expect(pure.decryptPayload(KEY, native.encryptPayload(KEY, v))).toEqual(v);
      expect(native.decryptPayload(KEY, pure.encryptPayload(KEY, v))).toEqual(v);
    }
  });

  it('fails for the same reasons', () => {
    const good = pure.encryptPayload(KEY, { a: 1 });
    const raw = Buffer.from(good, 'base64');
    const tampered = Buffer.from(raw);
    tampered[tampered.length - 1]! ^= 1;
    const cases: Array<[string, () => unknown, () => unknown]> = [
      ['bad key', () => pure.encryptPayload('nope', 1), () => native.encryptPayload('nope', 1)],
      [
        'bad iv',
        () => pure.encryptPayload(KEY, 1, new Uint8Array(3)),
        () => native.encryptPayload(KEY, 1, new Uint8Array(3)),
      ],
      ['undefined', () => pure.encryptPayload(KEY, undefined), () => native.encryptPayload(KEY, undefined)],
      ['not base64', () => pure.decryptPayload(KEY, '***'), () => native.decryptPayload(KEY, '***')],
      [
        'unpadded',
        () => pure.decryptPayload(KEY, good.replace(/=+$/, '')),
        () => native.decryptPayload(KEY, good.replace(/=+$/, '')),
      ],
      ['not canonical', () => pure.decryptPayload(KEY, 'AB=='), () => native.decryptPayload(KEY, 'AB==')],
      ['too short', () => pure.decryptPayload(KEY, 'AAAA'), () => native.decryptPayload(KEY, 'AAAA')],
      [
        'tampered',
        () => pure.decryptPayload(KEY, tampered.toString('base64')),
        () => native.decryptPayload(KEY, tampered.toString('base64')),
      ],
      ['wrong key', () => pure.decryptPayload(OTHER, good), () => native.decryptPayload(OTHER, good)],
    ];
    for (const [what, a, b] of cases) {
      let reasonA = '';
      let reasonB = '';
      try {
        a();
      } catch (e) {
        reasonA = (e as pure.CipherError).reason;
      }
      try {
        b();
      } catch (e) {
        expect(e, what).toBeInstanceOf(pure.CipherError);
        reasonB = (e as pure.CipherError).reason;
      }
      expect(reasonB, what).toBe(reasonA);
      expect(reasonA, what).not.toBe('');
    }
  });
  it('refuses the same non-canonical endings (every last digit before `=` and `==`)', () => {
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const reason = (f: () => unknown) => {
      try {
        f();
        return 'ok';
      } catch (e) {
        return (e as pure.CipherError).reason;
      }
    };
    // 29 and 30 bytes: a payload ending in `==` and one ending in `=`.
    for (const good of [pure.encryptPayload(KEY, 'x'), pure.encryptPayload(KEY, 'xy')]) {
      const at = good.indexOf('=') - 1;
      for (const d of digits) {
        const text = good.slice(0, at) + d + good.slice(at + 1);
        expect(
          reason(() => native.decryptPayload(KEY, text)),
          text,
        ).toBe(reason(() => pure.decryptPayload(KEY, text)));
      }
    }
  });
});

describe('native signatures = @noble signatures', () => {
  it('signs requests and playlists identically', () => {
    const inputs = [
      { key: 'k', token: '', path: '/app/ping/check', userAgent: 'ua', timestamp: 1, nonce: 'n' },
      {
        key: '签名密钥',
        token: 'abc',
        path: '/app/user/info?x=1#h',
        userAgent: 'DevType=中文',
        timestamp: '1795577819',
        nonce: 'f'.repeat(36),
      },
    ];
    for (const i of inputs) expect(native.requestSign(i)).toBe(pureSign.requestSign(i));
    const p = { key: 'k', token: 't', id: 42, timestamp: 1795577819, nonce: 'n' };
    expect(native.playlistSign(p)).toBe(pureSign.playlistSign(p));
  });
});
