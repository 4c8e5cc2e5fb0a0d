/**
 * Images made ready off the main thread (issue 19). A scheme-1 image (PROTOCOL §9) is XORed
 * byte by byte, a few milliseconds a cover on a slowed phone CPU; and each image's `new Blob`
 * (a copy of its bytes) and `URL.createObjectURL` cost the page 40–50 ms tasks at 4x when
 * several covers arrived together (the store's answers on a repeat visit, the worker's on a
 * first). All three run in a worker (`image-decode.worker.ts`): the bytes are copied there (one
 * memcpy) and come back transferred, with an object URL the worker made. Such a URL works in
 * the page like its own (the page revokes it), and dies with the worker.
 *
 * Once the worker runs, it fetches the images too (`fetchReady`): each image's request, its
 * response and its bytes were the page's main-thread work as well, ~1.5 ms a cover at 4x.
 * Until the worker says it runs, the page fetches and the worker decodes, so the first screen's
 * images never wait for the worker's script.
 *
 * Without `Worker` (tests, old browsers), or once the worker fails, images are fetched and made
 * inline as before; a failure never loses an image.
 */
import {
  type DecodeReply,
  type DecodeRequest,
  type FetchRequest,
  handleDecodeRequest,
  WORKER_READY,
  type WorkerRequest,
} from './image-decode-handler';
import { fetchImageBytes, globalFetch, ImageFetchError, type ImageFetchInit } from './image-fetch';

/** The part of `Worker` the decoder uses (so tests can give a fake one). */
export interface DecodeWorker {
  postMessage(message: WorkerRequest, transfer: Transferable[]): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<DecodeReply | typeof WORKER_READY>) => void,
  ): void;
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
  /**
   * One attempt at the image at `url`, made ready as `ready` makes it: fetched by the worker
   * once it runs, by the page before that. Fails with an `ImageFetchError` (HTTP status,
   * timeout), the fetch's own error (network), or the decoding's.
   */
  fetchReady(url: string, init: ImageFetchInit, key: string | null, path: string): Promise<ReadyImage>;
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

type Request = Omit<DecodeRequest, 'id'> | Omit<FetchRequest, 'id'>;

/** The image of a decode reply, or its failure as the page's own path would fail. */
function settle(reply: DecodeReply, resolve: (image: ReadyImage) => void, reject: (e: unknown) => void) {
  if ('url' in reply) resolve({ url: reply.url, bytes: reply.bytes });
  else if (reply.fetchFailed) reject(new ImageFetchError(reply.error, reply.status));
  else reject(new Error(reply.error));
}

export function createImageDecoder(
  createWorker: () => DecodeWorker | null = defaultWorker,
  /** Makes an object URL in this thread (without a worker). */
  mint: (blob: Blob) => string = mintHere,
  /** Fetches in this thread (before the worker runs, or without one). */
  fetchImpl: typeof fetch = globalFetch,
): ImageDecoder {
  let worker: DecodeWorker | null | undefined;
  /** The worker has said it runs: it takes fetch requests. */
  let running = false;
  let nextId = 1;
  const lostListeners: Array<() => void> = [];
  interface Pending {
    request: Request;
    resolve: (image: ReadyImage) => void;
    reject: (e: unknown) => void;
  }
  const pending = new Map<number, Pending>();

  /** Makes the image in this thread (fetching it first for a fetch request), as the worker would, and settles `p`. */
  function settleInline({ request, resolve, reject }: Pending) {
    if (!('url' in request)) {
      settle(handleDecodeRequest({ id: 0, ...request }, mint), resolve, reject);
      return;
    }
    fetchImageBytes(fetchImpl, request.url, request).then(
      (bytes) =>
        settle(
          handleDecodeRequest({ id: 0, bytes, key: request.key, path: request.path }, mint),
          resolve,
          reject,
        ),
      reject,
    );
  }

  /** The worker is gone: what it held is made inline, and so is everything after. */
  function fail() {
    const had = worker;
    worker?.terminate();
    worker = null;
    running = false;
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
    worker?.addEventListener('message', (event: MessageEvent<DecodeReply | typeof WORKER_READY>) => {
      const reply = event.data;
      if (reply === WORKER_READY) {
        running = worker !== null;
        return;
      }
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      // A decode the worker failed is made again here (it fails the same way); a fetch is not
      // repeated: its failure is the answer (the image cache decides on a retry).
      if ('url' in reply || 'url' in p.request) settle(reply, p.resolve, p.reject);
      else settleInline(p);
    });
    worker?.addEventListener('error', fail);
    return worker;
  }

  function send(request: Request): Promise<ReadyImage> {
    return new Promise<ReadyImage>((resolve, reject) => {
      const p: Pending = { request, resolve, reject };
      const w = start();
      if (!w) return settleInline(p);
      const id = nextId++;
      pending.set(id, p);
      try {
        w.postMessage({ id, ...request }, []);
      } catch {
        fail();
      }
    });
  }

  return {
    warm() {
      start();
    },
    onLost(listener) {
      lostListeners.push(listener);
    },
    ready(bytes, key, path) {
      // Copied to the worker (the caller's bytes stay for a fallback), transferred back.
      return send({ bytes, key, path });
    },
    async fetchReady(url, { priority, timeoutMs }, key, path) {
      const request: Omit<FetchRequest, 'id'> = { url, priority, timeoutMs, key, path };
      start();
      if (running) return send(request);
      // The worker's script is still on its way: the page fetches, the worker decodes.
      return send({ bytes: await fetchImageBytes(fetchImpl, url, request), key, path });
    },
  };
}
