import { decodeImage, encodeImageScheme1, encodeImageScheme2 } from '@lld/protocol/image-codec';
import { describe, expect, it } from 'vitest';
import { fakeImage } from '@/test/fixtures';
import { createImageDecoder, type DecodeWorker } from './image-decode';
import { type DecodeReply, type DecodeRequest, handleDecodeRequest } from './image-decode-handler';

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
  readonly received: DecodeRequest[] = [];
  readonly replies: DecodeReply[] = [];
  terminated = false;
  private onMessage: Array<(e: MessageEvent<DecodeReply>) => void> = [];
  private onError: Array<(e: Event) => void> = [];
  constructor(private readonly mode: 'ok' | 'crash' | 'silent' = 'ok') {}

  addEventListener(type: 'message' | 'error', listener: (e: never) => void): void {
    if (type === 'message') this.onMessage.push(listener as (e: MessageEvent<DecodeReply>) => void);
    else this.onError.push(listener as (e: Event) => void);
  }

  /** Blobs the worker made URLs of, with the URLs. */
  readonly minted: Array<{ url: string; type: string; size: number }> = [];

  postMessage(message: DecodeRequest, transfer: Transferable[]): void {
    const copy = structuredClone(message, { transfer });
    this.received.push(copy);
    setTimeout(() => {
      if (this.mode === 'crash') {
        for (const l of this.onError) l(new Event('error'));
        return;
      }
      if (this.mode === 'silent') return;
      const reply = handleDecodeRequest(copy, (blob) => {
        const url = `blob:worker/${this.minted.length + 1}`;
        this.minted.push({ url, type: blob.type, size: blob.size });
        return url;
      });
      this.replies.push(reply);
      const back = structuredClone(reply, { transfer: 'bytes' in reply ? [reply.bytes.buffer] : [] });
      for (const l of this.onMessage) l(new MessageEvent('message', { data: back }));
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
});
