import type { FastifyRequest } from 'fastify';

/** Deeper JSON than this is refused before any schema walks it. */
export const MAX_JSON_DEPTH = 32;

// NUL (PostgreSQL text cannot hold it), other C0 controls but tab, LF and CR, DEL, and a UTF-16
// surrogate without its partner (not text; it breaks UTF-8 encoders and the UI).
const BAD_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dotted path of the first string in `value` that no text column or screen can hold, or null. */
export function findBadText(value: unknown, path = '', depth = 0): string | null {
  if (depth > MAX_JSON_DEPTH) return `${path || 'body'}: nested too deep`;
  if (typeof value === 'string') return BAD_TEXT.test(value) ? `${path || 'body'}: invalid characters` : null;
  if (value instanceof Uint8Array) return null; // a raw upload body: bytes, not text
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadText(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (BAD_TEXT.test(key)) return `${at}: invalid characters`;
      const bad = findBadText(v, at, depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

/**
 * Every string a client sends (body after the envelope is opened, query, route parameters) is
 * checked once, so a NUL or a lone surrogate is a 2000, never a 5000 from the database: the
 * message of the first bad one, or null. Run by the envelope plugin's preValidation hook, after
 * decryption.
 */
export function badRequestText(request: FastifyRequest): string | null {
  return (
    findBadText(request.params, 'params') ??
    findBadText(request.query, 'query') ??
    (typeof request.body === 'object' || typeof request.body === 'string' ? findBadText(request.body) : null)
  );
}
