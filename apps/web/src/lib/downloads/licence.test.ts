import { describe, expect, it } from 'vitest';
import { isExpired, licenceUntil, memberUntilMs, OFFLINE_COPY_MS } from './licence';

const NOW = Date.UTC(2026, 10, 25, 12);
const sec = (ms: number) => Math.floor(ms / 1000);
const day = 86_400_000;

describe('offline licence', () => {
  it('the membership ends at the latest active member tier; live VIP and lapsed tiers do not count', () => {
    expect(memberUntilMs(null, NOW)).toBe(0);
    expect(
      memberUntilMs(
        {
          normalVip: { vipType: 1, vipExpireInt: sec(NOW + 2 * day) },
          supremeVip: { vipType: 1, vipExpireInt: sec(NOW + 5 * day) },
          darkVip: { vipType: 1, vipExpireInt: sec(NOW - day) },
          liveVip: { vipType: 1, vipExpireInt: sec(NOW + 90 * day) },
        },
        NOW,
      ),
    ).toBe(sec(NOW + 5 * day) * 1000);
    expect(memberUntilMs({ liveVip: { vipType: 1, vipExpireInt: sec(NOW + day) } }, NOW)).toBe(0);
  });

  it('runs the full term, cut at the end of the membership that opens it', () => {
    const member = { normalVip: { vipType: 1, vipExpireInt: sec(NOW + 2 * day) } };
    expect(licenceUntil(NOW, false, member)).toBe(NOW + OFFLINE_COPY_MS);
    expect(licenceUntil(NOW, true, member)).toBe(sec(NOW + 2 * day) * 1000);
    const long = { normalVip: { vipType: 1, vipExpireInt: sec(NOW + 300 * day) } };
    expect(licenceUntil(NOW, true, long)).toBe(NOW + OFFLINE_COPY_MS);
    // Not known as a member (the server could not be asked): the term.
    expect(licenceUntil(NOW, true, null)).toBe(NOW + OFFLINE_COPY_MS);
  });

  it('a copy is expired from its licence end on; one without a licence is not', () => {
    expect(isExpired({ expiresAt: NOW }, NOW - 1)).toBe(false);
    expect(isExpired({ expiresAt: NOW }, NOW)).toBe(true);
    expect(isExpired({}, NOW)).toBe(false);
  });
});
