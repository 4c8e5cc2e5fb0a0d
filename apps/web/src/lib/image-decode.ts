/**
 * Images made ready off the main thread (issue 19). A scheme-1 image (PROTOCOL §9) is XORed
 * byte by byte, a few milliseconds a cover on a slowed phone CPU; and each image's `new Blob`
 * (a copy of its bytes) and `URL.createObjectURL` cost the page 40–50 ms tasks at 4x when
 * several covers arrived together (the store's answers on a repeat visit, the worker's on a
 * first). All three run in a worker (`image-decode.worker.ts`): the bytes are copied there (one
 * memcpy) and come back transferred, with an object URL the worker made. Such a URL works in
 * the page like its own (the page revokes it), and dies with the worker.
 *
 * Without `Worker` (tests, old browsers), or once the worker fails, images are made inline as
 * before; a failure never loses an image.
 */
import { type DecodeReply, type DecodeRequest, handleDecodeRequest } from './image-decode-handler';

/** The part of `Worker` the decoder uses (so tests can give a fake one). */
export interface DecodeWorker {
  postMessage(message: DecodeRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/** An image ready to show: an object URL of its bytes, and the bytes (de-obfuscated). */
export interface ReadyImage {
  url: string;
  bytes: Uint8Array;
}

export interface ImageDecoder {
  /**
   * `bytes` as an object URL: de-obfuscated with `key` first, or as they are when `key` is null
   * (the store's bytes). `path` types the image when its bytes do not (sniffImageMime). The
   * caller's `bytes` are not changed.
   */
  ready(bytes: Uint8Array, key: string | null, path: string): Promise<ReadyImage>;
  /** Starts the worker now (its script then loads while the first API calls run). */
  warm(): void;
  /** Called when the worker is lost: the object URLs it made are revoked with it. */
  onLost(listener: () => void): void;
}

function defaultWorker(): DecodeWorker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./image-decode.worker.ts', import.meta.url), {
    type: 'module',
    name: 'image-decode',
  }) as unknown as DecodeWorker;
}

const mintHere = (blob: Blob) => URL.createObjectURL(blob);

export function createImageDecoder(
  createWorker: () => DecodeWorker | null = defaultWorker,
  /** Makes an object URL in this thread (without a worker). */
  mint: (blob: Blob) => string = mintHere,
): ImageDecoder {
  let worker: DecodeWorker | null | undefined;
  let nextId = 1;
  const lostListeners: Array<() => void> = [];
  interface Pending {
    request: Omit<DecodeRequest, 'id'>;
    resolve: (image: ReadyImage) => void;
    reject: (e: unknown) => void;
  }
  const pending = new Map<number, Pending>();

  /** Makes the image in this thread, as the worker would, and settles `p` (a bad key rejects). */
  function settleInline({ request, resolve, reject }: Pending) {
    const reply = handleDecodeRequest({ id: 0, ...request }, mint);
    if ('url' in reply) resolve({ url: reply.url, bytes: reply.bytes });
    else reject(new Error(reply.error));
  }

  /** The worker is gone: what it held is made inline, and so is everything after. */
  function fail() {
    const had = worker;
    worker?.terminate();
    worker = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      settleInline(p);
    }
    if (had) for (const listener of lostListeners) listener();
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
      if ('url' in reply) p.resolve({ url: reply.url, bytes: reply.bytes });
      else settleInline(p);
    });
    worker?.addEventListener('error', fail);
    return worker;
  }

  return {
    warm() {
      start();
    },
    onLost(listener) {
      lostListeners.push(listener);
    },
    ready(bytes, key, path) {
      return new Promise<ReadyImage>((resolve, reject) => {
        const p: Pending = { request: { bytes, key, path }, resolve, reject };
        const w = start();
        if (!w) return settleInline(p);
        const id = nextId++;
        pending.set(id, p);
        try {
          // Copied to the worker (the caller's bytes stay for a fallback), transferred back.
          w.postMessage({ id, ...p.request }, []);
        } catch {
          fail();
        }
      });
    },
  };
}
