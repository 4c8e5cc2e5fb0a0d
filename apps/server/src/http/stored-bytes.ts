import type { FastifyReply } from 'fastify';
import type { ByteRange, Storage, StoredStream } from '../adapters/storage.ts';

/**
 * What a `Range` header asks of an object of `size` bytes (RFC 9110 §14.1.2, one range):
 * undefined when there is no header (the whole object), 'unsatisfiable' when it is malformed,
 * asks for several ranges or starts past the end, else the inclusive byte range, its end cut
 * to the object's last byte. `bytes=-N` is the last N bytes.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return 'unsatisfiable';
  if (!m[1]) return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - Number(m[2])), end: size - 1 };
  const start = Number(m[1]);
  const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Sends a stored object opened whole (`whole`, from `storage.stream(key)`), honouring a
 * single-range `Range` request: 206 with the part, 416 when the range cannot be served, else
 * 200 with the whole object; `Accept-Ranges: bytes` on each. Safari plays an MP4 only from a
 * server that answers ranges, and every browser seeks by them. The caller has set the type and
 * cache headers. True once an answer is on its way; false when the object went away between
 * the two reads (nothing sent).
 *
 * Not the reply itself: a Fastify reply is a thenable that settles, with no value, when the
 * answer has been written, so an async function returning it resolved to `undefined` once the
 * bytes were out, and the routes' `?? notFound(reply)` then sent a second answer (a warning,
 * "Reply was already sent", on every file and segment served).
 */
export async function sendStoredBytes(
  reply: FastifyReply,
  storage: Storage,
  key: string,
  whole: StoredStream,
  rangeHeader: string | undefined,
): Promise<boolean> {
  const { size } = whole;
  reply.header('accept-ranges', 'bytes');
  const range = byteRange(rangeHeader, size);
  if (range === undefined) {
    reply.header('content-length', String(size)).send(whole.stream);
    return true;
  }
  whole.stream.destroy();
  if (range === 'unsatisfiable') {
    reply.code(416).header('content-range', `bytes */${size}`).send();
    return true;
  }
  const part = await storage.stream(key, range);
  if (!part) return false;
  reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(part.stream);
  return true;
}
