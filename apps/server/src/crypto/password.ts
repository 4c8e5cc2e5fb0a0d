import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard; node:crypto, no native add-on), for app accounts
 * and operators alike (each passes its own cost). The stored text carries its own parameters
 * and salt, `scrypt$<logN>$<r>$<p>$<salt b64url>$<hash b64url>`, so the cost can be raised
 * later: a login with an older, cheaper hash is rehashed.
 */

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128·N·r (the memory scrypt needs), with some headroom.
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export interface VerifyResult {
  ok: boolean;
  /** The hash uses a lower cost than `logN`: store a new one. */
  needsRehash: boolean;
}

const DUMMY_SALT = randomBytes(SALT_LENGTH);

/**
 * Constant-time comparison. A malformed stored hash (or none: pass any text) never matches, and
 * costs the time of one derivation at `logN`, so the answer time tells nothing.
 */
export async function verifyPassword(password: string, stored: string, logN: number): Promise<VerifyResult> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, DUMMY_SALT, logN, R, P);
    return { ok: false, needsRehash: false };
  }
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const storedLogN = Number(n);
  const storedR = Number(r);
  const storedP = Number(p);
  if (![storedLogN, storedR, storedP].every((v) => Number.isInteger(v) && v > 0) || storedLogN > 22) {
    return { ok: false, needsRehash: false };
  }
  const expected = Buffer.from(hashText, 'base64url');
  const key = await derive(password, Buffer.from(saltText, 'base64url'), storedLogN, storedR, storedP);
  const ok = expected.length === key.length && timingSafeEqual(expected, key);
  return { ok, needsRehash: ok && storedLogN < logN };
}

let dummy: Promise<string> | null = null;

/**
 * Spends the time of one verification when there is no hash to check (unknown account), so
 * the answer time does not tell whether an account exists.
 */
export async function burnVerification(password: string, logN: number): Promise<void> {
  dummy ??= hashPassword('not-a-real-password', logN);
  await verifyPassword(password, await dummy, logN);
}
