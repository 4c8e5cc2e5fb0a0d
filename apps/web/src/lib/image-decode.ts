/**
 * Image de-obfuscation off the main thread (issue 19). A scheme-1 image (PROTOCOL §9) is XORed
 * byte by byte: a few milliseconds a cover on a slowed phone CPU, run inside the first load's
 * tasks. Here it runs in a worker (`image-decode.worker.ts`): the bytes are copied there (one
 * memcpy) and the result transferred back. Scheme 2 and plain images touch at most 100 bytes
 * and stay inline.
 *
 * Without `Worker` (tests, old browsers), or once the worker fails, images are decoded inline
 * as before; a failure never loses an image.
 */
import { decodeImage, hasImageMarker } from '@lld/protocol/image-codec';
import type { DecodeReply, DecodeRequest } from './image-decode-handler';

/** Below this size a scheme-1 image is decoded inline: a round trip would cost more. */
export const WORKER_MIN_BYTES = 16 * 1024;

/** The part of `Worker` the decoder uses (so tests can give a fake one). */
export interface DecodeWorker {
  postMessage(message: DecodeRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface ImageDecoder {
  /** The de-obfuscated bytes (a new array for an obfuscated image; `bytes` is not changed). */
  decode(bytes: Uint8Array, key: string): Promise<Uint8Array>;
  /** Starts the worker now (its script then loads while the first API calls run). */
  warm(): void;
}

function defaultWorker(): DecodeWorker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./image-decode.worker.ts', import.meta.url), {
    type: 'module',
    name: 'image-decode',
  }) as unknown as DecodeWorker;
}

export function createImageDecoder(
  createWorker: () => DecodeWorker | null = defaultWorker,
  minBytes = WORKER_MIN_BYTES,
): ImageDecoder {
  let worker: DecodeWorker | null | undefined;
  let nextId = 1;
  interface Pending {
    bytes: Uint8Array;
    key: string;
    resolve: (b: Uint8Array) => void;
    reject: (e: unknown) => void;
  }
  const pending = new Map<number, Pending>();

  /** Decodes inline and settles `p` (decodeImage throws on a bad key: that is the answer). */
  function settleInline(p: Pending) {
    try {
      p.resolve(decodeImage(p.bytes, p.key));
    } catch (error) {
      p.reject(error);
    }
  }

  /** The worker is gone: what it held is decoded inline, and so is everything after. */
  function fail() {
    worker?.terminate();
    worker = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      settleInline(p);
    }
  }

  function start(): DecodeWorker | null {
    if (worker !== undefined) return worker;
    try {
      worker = createWorker();
    } catch {
      worker = null;
    }
    worker?.addEventListener('message', (event: MessageEvent<DecodeReply>) => {
      const reply = event.data;
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if ('bytes' in reply) p.resolve(reply.bytes);
      else settleInline(p);
    });
    worker?.addEventListener('error', fail);
    return worker;
  }

  return {
    warm() {
      start();
    },
    decode(bytes, key) {
      return new Promise<Uint8Array>((resolve, reject) => {
        const p: Pending = { bytes, key, resolve, reject };
        // Scheme 2 and plain images touch at most 100 bytes: not worth a round trip.
        if (bytes.byteLength < minBytes || !hasImageMarker(bytes)) return settleInline(p);
        const w = start();
        if (!w) return settleInline(p);
        const id = nextId++;
        pending.set(id, p);
        try {
          // Copied to the worker (the caller's bytes stay for a fallback), transferred back.
          w.postMessage({ id, bytes, key }, []);
        } catch {
          fail();
        }
      });
    },
  };
}
