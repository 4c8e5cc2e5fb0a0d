import { decodeImage, encodeImageScheme1, encodeImageScheme2 } from '@lld/protocol/image-codec';
import { describe, expect, it } from 'vitest';
import { fakeImage } from '@/test/fixtures';
import { createImageDecoder, type DecodeWorker } from './image-decode';
import { type DecodeReply, type DecodeRequest, handleDecodeRequest } from './image-decode-handler';

const KEY = 'image-key-for-tests';
/** Bytes as text, to compare arrays made in different realms (a structured clone's are Node's). */
const hex = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength).toString('hex');
const JPEG = fakeImage.jpeg(40_000);

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

  postMessage(message: DecodeRequest, transfer: Transferable[]): void {
    const copy = structuredClone(message, { transfer });
    this.received.push(copy);
    setTimeout(() => {
      if (this.mode === 'crash') {
        for (const l of this.onError) l(new Event('error'));
        return;
      }
      if (this.mode === 'silent') return;
      const reply = handleDecodeRequest(copy);
      this.replies.push(reply);
      const back = structuredClone(reply, { transfer: 'bytes' in reply ? [reply.bytes.buffer] : [] });
      for (const l of this.onMessage) l(new MessageEvent('message', { data: back }));
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('image de-obfuscation off the main thread (issue 19)', () => {
  it('the worker answers the bytes decodeImage gives, or the error of a bad key', () => {
    const scheme1 = encodeImageScheme1(JPEG, KEY);
    expect(handleDecodeRequest({ id: 7, bytes: scheme1, key: KEY })).toEqual({ id: 7, bytes: JPEG });
    const scheme2 = encodeImageScheme2(JPEG, KEY);
    expect(handleDecodeRequest({ id: 8, bytes: scheme2, key: KEY })).toEqual({ id: 8, bytes: JPEG });
    const bad = handleDecodeRequest({ id: 9, bytes: scheme1, key: '' });
    expect(bad).toMatchObject({ id: 9, error: expect.stringContaining('key') });
  });

  it('decodes a big scheme-1 image in the worker and leaves the caller its bytes', async () => {
    const worker = new FakeWorker();
    const decoder = createImageDecoder(() => worker);
    const scheme1 = encodeImageScheme1(JPEG, KEY);
    const before = scheme1.slice();
    const out = await decoder.decode(scheme1, KEY);
    expect(hex(out)).toBe(hex(JPEG));
    expect(worker.received).toHaveLength(1);
    expect(worker.received[0]!.key).toBe(KEY);
    expect(scheme1).toEqual(before);
  });

  it('answers concurrent requests each with its own image', async () => {
    const worker = new FakeWorker();
    const decoder = createImageDecoder(() => worker);
    const images = [1, 2, 3].map((n) => JPEG.map((b) => (b + n) % 256));
    images.forEach((img) => {
      img.set([0xff, 0xd8, 0xff]);
    });
    const out = await Promise.all(images.map((img) => decoder.decode(encodeImageScheme1(img, KEY), KEY)));
    expect(out.map(hex)).toEqual(images.map(hex));
    expect(worker.received).toHaveLength(3);
  });

  it('keeps small images, scheme 2 and plain images inline (no round trip for ≤ 100 XORed bytes)', async () => {
    const worker = new FakeWorker();
    let started = 0;
    const decoder = createImageDecoder(() => {
      started++;
      return worker;
    }, 1024);
    const small = JPEG.subarray(0, 500);
    expect(await decoder.decode(encodeImageScheme1(small, KEY), KEY)).toEqual(small);
    expect(await decoder.decode(encodeImageScheme2(JPEG, KEY), KEY)).toEqual(JPEG);
    expect(await decoder.decode(JPEG, KEY)).toBe(JPEG);
    expect(worker.received).toHaveLength(0);
    expect(started).toBe(0);
  });

  it('starts the worker once, on warm() or on the first big image', async () => {
    let started = 0;
    const decoder = createImageDecoder(() => {
      started++;
      return new FakeWorker();
    });
    decoder.warm();
    decoder.warm();
    await decoder.decode(encodeImageScheme1(JPEG, KEY), KEY);
    expect(started).toBe(1);
  });

  it('decodes inline when there is no Worker or the worker cannot start', async () => {
    const none = createImageDecoder(() => null);
    expect(await none.decode(encodeImageScheme1(JPEG, KEY), KEY)).toEqual(JPEG);
    const throwing = createImageDecoder(() => {
      throw new Error('blocked by CSP');
    });
    expect(await throwing.decode(encodeImageScheme1(JPEG, KEY), KEY)).toEqual(JPEG);
  });

  it('a crashed worker loses no image: what it held and what follows is decoded inline', async () => {
    const worker = new FakeWorker('crash');
    let started = 0;
    const decoder = createImageDecoder(() => {
      started++;
      return worker;
    });
    const a = decoder.decode(encodeImageScheme1(JPEG, KEY), KEY);
    const b = decoder.decode(encodeImageScheme1(JPEG.slice().reverse(), KEY), KEY);
    expect(hex(await a)).toBe(hex(JPEG));
    expect(hex(await b)).toBe(hex(JPEG.slice().reverse()));
    expect(worker.terminated).toBe(true);
    expect(hex(await decoder.decode(encodeImageScheme1(JPEG, KEY), KEY))).toBe(hex(JPEG));
    expect(started).toBe(1);
    expect(worker.received).toHaveLength(2);
  });

  it('a bad key fails the same way as inline', async () => {
    const decoder = createImageDecoder(() => new FakeWorker());
    const scheme1 = encodeImageScheme1(JPEG, KEY);
    expect(() => decodeImage(scheme1, '')).toThrow();
    await expect(decoder.decode(scheme1, '')).rejects.toThrow();
  });
});
