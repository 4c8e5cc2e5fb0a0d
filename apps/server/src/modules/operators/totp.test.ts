import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totp } from './totp.ts';

// RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to the hash's key size.
const seed = (len: number) => Buffer.from('1234567890'.repeat(7).slice(0, len), 'ascii');
const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 test vectors for SHA-1, SHA-256 and SHA-512', () => {
    for (const [t, s1, s256, s512] of VECTORS) {
      expect(totp(seed(20), t, 8, 'sha1')).toBe(s1);
      expect(totp(seed(32), t, 8, 'sha256')).toBe(s256);
      expect(totp(seed(64), t, 8, 'sha512')).toBe(s512);
    }
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    for (const [i, code] of expected.entries()) expect(hotp(key, i)).toBe(code);
  });

  it('base32 round-trips and accepts a step either side of now only', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const secret = base32Encode(key);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret).equals(key)).toBe(true);
    const now = 1_700_000_000;
    const code = totp(key, now);
    expect(matchTotp(secret, code, now)).toBe(Math.floor(now / 30));
    expect(matchTotp(secret, code, now + 30)).toBe(Math.floor(now / 30));
    expect(matchTotp(secret, code, now + 90)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });
});
