import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NonceSet } from './nonce-set.ts';

const TTL = 600_000;

describe('NonceSet', () => {
  it('takes a nonce once, and another nonce as new', () => {
    const set = new NonceSet({ ttlMs: TTL });
    const n = randomUUID();
    expect(set.claim(n)).toBe(true);
    expect(set.claim(n)).toBe(false);
    expect(set.claim(`${n}x`)).toBe(true);
    expect(set.claim('')).toBe(true);
    expect(set.claim('')).toBe(false);
    expect(set.size).toBe(3);
  });

  it('refuses a nonce for the whole TTL, and at most one generation longer', () => {
    let now = 5_000_000;
    const set = new NonceSet({ ttlMs: TTL, generationMs: 60_000, now: () => now });
    // Seen late in its generation: the generation outlives it by less than a minute.
    now += 59_000;
    expect(set.claim('late')).toBe(true);
    now += TTL - 1;
    expect(set.claim('late')).toBe(false);
    now += 60_001;
    expect(set.claim('late')).toBe(true);
  });

  it('drops whole generations once their nonces are past the TTL', () => {
    let now = 0;
    const set = new NonceSet({ ttlMs: TTL, generationMs: 60_000, now: () => now });
    for (let minute = 0; minute < 20; minute++) {
      for (let i = 0; i < 100; i++) expect(set.claim(`${minute}:${i}`)).toBe(true);
      now += 60_000;
    }
    // Eleven generations of 100 are the most a ten-minute TTL keeps (ten whole ones and the one
    // being filled).
    expect(set.size).toBeLessThanOrEqual(1_100);
    expect(set.size).toBeGreaterThanOrEqual(1_000);
    expect(set.claim('19:0')).toBe(false);
    expect(set.claim('11:99')).toBe(false); // 540 s ago
    expect(set.claim('8:99')).toBe(true); // 720 s ago
    expect(set.claim('0:0')).toBe(true);
    expect(set.droppedEarly).toBe(0);
  });

  it('holds a large number of random nonces without a false repeat, and knows each again', () => {
    const set = new NonceSet({ ttlMs: TTL });
    const nonces = Array.from({ length: 200_000 }, () => randomUUID());
    for (const n of nonces) expect(set.claim(n)).toBe(true);
    let again = 0;
    for (const n of nonces) if (!set.claim(n)) again++;
    expect(again).toBe(nonces.length);
    expect(set.size).toBe(nonces.length);
  });

  it('beyond its bound drops the oldest generation first', () => {
    let now = 0;
    const set = new NonceSet({ ttlMs: TTL, generationMs: 1_000, maxEntries: 250, now: () => now });
    for (let g = 0; g < 3; g++) {
      for (let i = 0; i < 100; i++) set.claim(`${g}:${i}`);
      now += 1_000;
    }
    expect(set.droppedEarly).toBe(1);
    expect(set.size).toBe(200);
    expect(set.claim('0:0')).toBe(true);
    expect(set.claim('2:99')).toBe(false);
  });
});
