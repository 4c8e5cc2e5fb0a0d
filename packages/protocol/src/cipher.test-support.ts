// What the cipher tests share: node:crypto as the independent implementation of PROTOCOL §3,
// and the generated keys and values.
import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';

export const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
export const hexKey = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => Buffer.from(b).toString('hex'));
/** JSON values as they come back from JSON text (so -0 is 0). */
export const json = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);

/** Seals `plain` with node:crypto in the PROTOCOL §3 layout. */
export function nodeSeal(keyHex: string, plain: Uint8Array, iv = new Uint8Array(12).fill(7)): string {
  const c = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const ct = Buffer.concat([c.update(plain), c.final()]);
  return Buffer.concat([iv, ct, c.getAuthTag()]).toString('base64');
}
