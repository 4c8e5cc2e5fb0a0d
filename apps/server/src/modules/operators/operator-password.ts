import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Operator passwords: scrypt (memory-hard, in node:crypto), stored as
 * `scrypt$<logN>$<r>$<p>$<salt b64url>$<hash b64url>` so the cost can rise later. Operators get
 * two steps more than app users (docs/decisions.md, "Operator console"): 2^17·8·128 B = 128 MiB
 * per hash by default, OWASP's scrypt floor.
 */
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashOperatorPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, 8, 1);
  return `scrypt$${logN}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** A stored hash nobody's password matches: unknown usernames cost the same time as known ones. */
export const DUMMY_HASH_SALT = randomBytes(16);

export async function verifyOperatorPassword(
  password: string,
  stored: string,
  logN: number,
): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, DUMMY_HASH_SALT, logN, 8, 1);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const [ln, rr, pp] = [Number(n), Number(r), Number(p)];
  if (![ln, rr, pp].every((v) => Number.isInteger(v) && v > 0) || ln > 22) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), ln, rr, pp);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The rules for an operator password: 12 characters at least, not all one kind. */
export function passwordProblem(password: string): string | null {
  if (password.length < 12) return 'at least 12 characters';
  if (password.length > 200) return 'at most 200 characters';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (kinds < 2) return 'mix letters with digits or symbols';
  return null;
}

/** A random password for `console:create-operator` (printed once). */
export function randomPassword(): string {
  return `${randomBytes(12).toString('base64url')}-${randomBytes(3).toString('hex')}`;
}
