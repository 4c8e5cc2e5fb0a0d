import { randomBytes } from 'node:crypto';

// Operator passwords hash like app passwords (crypto/password.ts) at a higher cost: two steps
// more by default, 2^17·8·128 B = 128 MiB per hash, OWASP's scrypt floor (docs/decisions.md,
// "Operator console").

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
