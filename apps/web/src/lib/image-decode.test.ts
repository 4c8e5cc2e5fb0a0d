import { decodeImage, encodeImageScheme1, encodeImageScheme2 } from '@lld/protocol/image-codec';
import { describe, expect, it, vi } from 'vitest';
import { fakeImage } from '@/test/fixtures';
import { createImageDecoder, type DecodeWorker } from './image-decode';
import {
  type DecodeReply,
  handleDecodeRequest,
  handleFetchRequest,
  WORKER_READY,
  type WorkerRequest,
} from './image-decode-handler';
import { ImageFetchError } from './image-fetch';

const KEY = 'image-key-for-tests';
/** Bytes as text, to compare arrays made in different realms (a structured clone's are Node's). */
const hex = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength).toString('hex');
const JPEG = fakeImage.jpeg(40_000);
const PNG = fakeImage.png(2_000);

/** An in-thread minter that records what it made URLs of. */
function inThread() {
  const made: Array<{ url: string; type: string }> = [];
  const mint = (blob: Blob) => {
    const url = `blob:page/${made.length + 1}`;
    made.push({ url, type: blob.type });
    return url;
  };
  return { made, mint };
}

/**
 * A worker in the same thread: answers each message on a later task through the real handler,
 * structured-cloning what it is sent and what it answers (transferring the answer's buffer),
 * as a browser does.
 */
class FakeWorker implements DecodeWorker {
  readonly received: WorkerRequest[] = [];
  readonly replies: DecodeReply[] = [];
  terminated = false;
  private onMessage: Array<(e: MessageEvent<DecodeReply | typeof WORKER_READY>) => void> = [];
  private onError: Array<(e: Event) => void> = [];
  /**
   * `fetchFn`: the worker's own fetch; given, the worker says it runs (a task after it is
   * listened to) and takes fetch requests, as the real one does.
   */
  constructor(
    private readonly mode: 'ok' | 'crash' | 'silent' = 'ok',
    private readonly fetchFn?: typeof fetch,
  ) {}

  addEventListener(type: 'message' | 'error', listener: (e: never) => void): void {
    if (type === 'message') {
      this.onMessage.push(listener as (e: MessageEvent<DecodeReply | typeof WORKER_READY>) => void);
      if (this.fetchFn && this.onMessage.length === 1) setTimeout(() => this.emit(WORKER_READY), 0);
    } else this.onError.push(listener as (e: Event) => void);
  }

  private emit(data: DecodeReply | typeof WORKER_READY) {
    for (const l of this.onMessage) l(new MessageEvent('message', { data }));
  }

  private mint = (blob: Blob) => {
    const url = `blob:worker/${this.minted.length + 1}`;
    this.minted.push({ url, type: blob.type, size: blob.size });
    return url;
  };

  private answer(reply: DecodeReply) {
    this.replies.push(reply);
    this.emit(structuredClone(reply, { transfer: 'bytes' in reply ? [reply.bytes.buffer] : [] }));
  }

  /** Blobs the worker made URLs of, with the URLs. */
  readonly minted: Array<{ url: string; type: string; size: number }> = [];

  postMessage(message: WorkerRequest, transfer: Transferable[]): void {
    const copy = structuredClone(message, { transfer });
    this.received.push(copy);
    setTimeout(() => {
      if (this.mode === 'crash') {
        for (const l of this.onError) l(new Event('error'));
        return;
      }
      if (this.mode === 'silent') return;
      if ('url' in copy) {
        if (!this.fetchFn) throw new Error('a fetch request to a worker that does not fetch');
        void handleFetchRequest(copy, this.fetchFn, this.mint).then((reply) => this.answer(reply));
      } else this.answer(handleDecodeRequest(copy, this.mint));
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('images made ready off the main thread (issue 19)', () => {
  it('the worker answers the bytes decodeImage gives and a URL of them, typed; or the error of a bad key', () => {
    const types: string[] = [];
    const mint = (blob: Blob) => {
      types.push(blob.type);
      return `blob:w/${types.length}`;
    };
    const scheme1 = encodeImageScheme1(JPEG, KEY);
    expect(handleDecodeRequest({ id: 7, bytes: scheme1, key: KEY, path: 'a.jpg' }, mint)).toEqual({
      id: 7,
      bytes: JPEG,
      url: 'blob:w/1',
    });
    const scheme2 = encodeImageScheme2(JPEG, KEY);
    expect(handleDecodeRequest({ id: 8, bytes: scheme2, key: KEY, path: 'b' }, mint)).toMatchObject({
      bytes: JPEG,
    });
    // The store's bytes are the image already; a type the bytes do not tell comes from the path.
    const stored = Uint8Array.of(1, 2, 3);
    expect(handleDecodeRequest({ id: 9, bytes: stored, key: null, path: 'c.webp' }, mint)).toEqual({
      id: 9,
      bytes: stored,
      url: 'blob:w/3',
    });
    expect(types).toEqual(['image/jpeg', 'image/jpeg', 'image/webp']);
    const bad = handleDecodeRequest({ id: 10, bytes: scheme1, key: '', path: 'a.jpg' }, mint);
    expect(bad).toMatchObject({ id: 10, error: expect.stringContaining('key') });
  });

  it("makes a scheme-1 image's URL in the worker, none in the page, and leaves the caller its bytes", async () => {
    const worker = new FakeWorker();
    const page = inThread();
    const decoder = createImageDecoder(() => worker, page.mint);
    const scheme1 = encodeImageScheme1(JPEG, KEY);
    const before = scheme1.slice();
    const out = await decoder.ready(scheme1, KEY, 'covers/a.jpg');
    expect(hex(out.bytes)).toBe(hex(JPEG));
    expect(out.url).toBe('blob:worker/1');
    expect(worker.minted).toEqual([{ url: 'blob:worker/1', type: 'image/jpeg', size: JPEG.length }]);
    expect(page.made).toEqual([]);
    expect(worker.received[0]).toMatchObject({ key: KEY, path: 'covers/a.jpg' });
    expect(scheme1).toEqual(before);
  });

  it('answers concurrent requests each with its own image', async () => {
    const worker = new FakeWorker();
    const decoder = createImageDecoder(() => worker);
    const images = [1, 2, 3].map((n) => JPEG.map((b) => (b + n) % 256));
    images.forEach((img) => {
      img.set([0xff, 0xd8, 0xff]);
    });
    const out = await Promise.all(
      images.map((img, i) => decoder.ready(encodeImageScheme1(img, KEY), KEY, `${i}`)),
    );
    expect(out.map((o) => hex(o.bytes))).toEqual(images.map(hex));
    expect(new Set(out.map((o) => o.url)).size).toBe(3);
    expect(worker.received).toHaveLength(3);
  });

  it("sends every image to the worker: small, scheme 2, plain and the store's", async () => {
    // Before, these were made in the page: their Blob and URL were what the page's tasks paid.
    const worker = new FakeWorker();
    const page = inThread();
    const decoder = createImageDecoder(() => worker, page.mint);
    const small = JPEG.subarray(0, 500);
    expect(hex((await decoder.ready(encodeImageScheme1(small, KEY), KEY, 's')).bytes)).toBe(hex(small));
    expect(hex((await decoder.ready(encodeImageScheme2(JPEG, KEY), KEY, 't')).bytes)).toBe(hex(JPEG));
    expect(hex((await decoder.ready(JPEG, KEY, 'u')).bytes)).toBe(hex(JPEG));
    expect(hex((await decoder.ready(JPEG, null, 'v')).bytes)).toBe(hex(JPEG));
    expect(worker.minted).toHaveLength(4);
    expect(page.made).toEqual([]);
  });

  it('starts the worker once, on warm() or on the first image', async () => {
    let started = 0;
    const decoder = createImageDecoder(() => {
      started++;
      return new FakeWorker();
    });
    decoder.warm();
    decoder.warm();
    await decoder.ready(encodeImageScheme1(JPEG, KEY), KEY, 'a');
    expect(started).toBe(1);
  });

  it('makes images in the page when there is no Worker or the worker cannot start', async () => {
    const page = inThread();
    const none = createImageDecoder(() => null, page.mint);
    expect(await none.ready(encodeImageScheme1(JPEG, KEY), KEY, 'a')).toEqual({
      url: 'blob:page/1',
      bytes: JPEG,
    });
    const throwing = createImageDecoder(() => {
      throw new Error('blocked by CSP');
    }, page.mint);
    expect(await throwing.ready(PNG, null, 'b')).toEqual({ url: 'blob:page/2', bytes: PNG });
    expect(page.made.map((m) => m.type)).toEqual(['image/jpeg', 'image/png']);
  });

  it('a crashed worker loses no image: what it held and what follows is made in the page; its loss is told once', async () => {
    const worker = new FakeWorker('crash');
    const page = inThread();
    let started = 0;
    let lost = 0;
    const decoder = createImageDecoder(() => {
      started++;
      return worker;
    }, page.mint);
    decoder.onLost(() => {
      lost++;
    });
    const a = decoder.ready(encodeImageScheme1(JPEG, KEY), KEY, 'a');
    const b = decoder.ready(encodeImageScheme1(JPEG.slice().reverse(), KEY), KEY, 'b');
    expect(hex((await a).bytes)).toBe(hex(JPEG));
    expect(hex((await b).bytes)).toBe(hex(JPEG.slice().reverse()));
    expect(worker.terminated).toBe(true);
    expect((await decoder.ready(encodeImageScheme1(JPEG, KEY), KEY, 'c')).url).toBe('blob:page/3');
    expect(started).toBe(1);
    expect(worker.received).toHaveLength(2);
    expect(lost).toBe(1);
  });

  it('a bad key fails the same way as inline', async () => {
    const decoder = createImageDecoder(() => new FakeWorker());
    const scheme1 = encodeImageScheme1(JPEG, KEY);
    expect(() => decodeImage(scheme1, '')).toThrow();
    await expect(decoder.ready(scheme1, '', 'a')).rejects.toThrow();
  });

  it('fetches in the page until the worker says it runs, then in the worker', async () => {
    const served = encodeImageScheme1(JPEG, KEY);
    const inWorker = vi.fn(async () => new Response(served.slice().buffer as ArrayBuffer));
    const inPage = vi.fn(async () => new Response(served.slice().buffer as ArrayBuffer));
    const worker = new FakeWorker('ok', inWorker as unknown as typeof fetch);
    const page = inThread();
    const decoder = createImageDecoder(() => worker, page.mint, inPage as unknown as typeof fetch);
    const init = { timeoutMs: 1000 };
    // Before the worker runs: the page fetches, the worker decodes.
    const first = await decoder.fetchReady('https://img.test/a.jpg', init, KEY, 'a.jpg');
    expect(hex(first.bytes)).toBe(hex(JPEG));
    expect(inPage).toHaveBeenCalledTimes(1);
    expect(worker.received[0]).toMatchObject({ key: KEY, path: 'a.jpg' });
    expect(worker.received[0]).not.toHaveProperty('url');
    // It has said it runs by now: the next image is fetched there, with its priority.
    const next = await decoder.fetchReady(
      'https://img.test/b.jpg',
      { ...init, priority: 'high' },
      KEY,
      'b.jpg',
    );
    expect(hex(next.bytes)).toBe(hex(JPEG));
    expect(next.url).toBe('blob:worker/2');
    expect(inPage).toHaveBeenCalledTimes(1);
    expect(inWorker).toHaveBeenCalledTimes(1);
    expect(inWorker.mock.calls[0]).toEqual([
      'https://img.test/b.jpg',
      expect.objectContaining({ credentials: 'omit', priority: 'high' }),
    ]);
    expect(worker.received[1]).toMatchObject({ url: 'https://img.test/b.jpg', key: KEY, path: 'b.jpg' });
    expect(page.made).toEqual([]);
  });

  it("a fetch the worker failed fails as the page's would, and is not fetched again", async () => {
    let status = 404;
    const inWorker = vi.fn(async () => {
      if (status === 0) throw new TypeError('Failed to fetch');
      return new Response('no', { status });
    });
    const inPage = vi.fn(async () => new Response(JPEG.slice().buffer as ArrayBuffer));
    const worker = new FakeWorker('ok', inWorker as unknown as typeof fetch);
    const decoder = createImageDecoder(() => worker, inThread().mint, inPage as unknown as typeof fetch);
    decoder.warm();
    await new Promise((r) => setTimeout(r, 0));
    const init = { timeoutMs: 1000 };
    const missing = decoder.fetchReady('https://img.test/404.jpg', init, KEY, 'x');
    await expect(missing).rejects.toBeInstanceOf(ImageFetchError);
    await expect(missing).rejects.toMatchObject({ status: 404, message: 'image HTTP 404' });
    status = 0;
    const offline = decoder.fetchReady('https://img.test/net.jpg', init, KEY, 'y');
    await expect(offline).rejects.toMatchObject({ message: 'Failed to fetch', status: undefined });
    expect(inWorker).toHaveBeenCalledTimes(2);
    expect(inPage).not.toHaveBeenCalled();
    // A bad key is the decoding's failure, not the fetch's.
    status = 200;
    inWorker.mockImplementationOnce(
      async () => new Response(encodeImageScheme1(JPEG, KEY).slice().buffer as ArrayBuffer),
    );
    const badKey = decoder.fetchReady('https://img.test/k.jpg', init, '', 'k');
    await expect(badKey).rejects.toThrow();
    await expect(badKey).rejects.not.toBeInstanceOf(ImageFetchError);
  });

  it('a worker lost with fetches pending: the page fetches them', async () => {
    const inWorker = vi.fn(async () => new Response(JPEG.slice().buffer as ArrayBuffer));
    const inPage = vi.fn(async () => new Response(JPEG.slice().buffer as ArrayBuffer));
    const worker = new FakeWorker('ok', inWorker as unknown as typeof fetch);
    const page = inThread();
    const decoder = createImageDecoder(() => worker, page.mint, inPage as unknown as typeof fetch);
    decoder.warm();
    await new Promise((r) => setTimeout(r, 0));
    // The worker crashes as the request reaches it.
    Object.assign(worker, { mode: 'crash' });
    const out = await decoder.fetchReady('https://img.test/c.jpg', { timeoutMs: 1000 }, null, 'c.jpg');
    expect(hex(out.bytes)).toBe(hex(JPEG));
    expect(out.url).toBe('blob:page/1');
    expect(inPage).toHaveBeenCalledTimes(1);
    expect(inWorker).not.toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
  });

  it('the worker answers a fetch request with the image, or with the failure of the fetch', async () => {
    const mint = () => 'blob:w/1';
    const ok = (async () => new Response(JPEG.slice().buffer as ArrayBuffer)) as typeof fetch;
    const req = { id: 3, url: 'https://img.test/a.jpg', timeoutMs: 1000, key: null, path: 'a.jpg' };
    const answered = await handleFetchRequest(req, ok, mint);
    expect(answered).toMatchObject({ id: 3, url: 'blob:w/1' });
    expect('bytes' in answered && hex(answered.bytes)).toBe(hex(JPEG));
    const gone = (async () => new Response('', { status: 410 })) as typeof fetch;
    expect(await handleFetchRequest(req, gone, mint)).toEqual({
      id: 3,
      error: 'image HTTP 410',
      fetchFailed: true,
      status: 410,
    });
  });
});
