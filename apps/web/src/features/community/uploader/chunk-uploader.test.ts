import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkUploader, DEFAULT_OPTIONS, isUploadSupported, type UploaderOptions } from './chunk-uploader';

/** A scripted XMLHttpRequest: each request waits until the test answers it. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  status = 0;
  responseText = '';
  body: unknown = null;
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  headers: Record<string, string> = {};
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.all.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(
    status: number,
    body: unknown = { code: 200, msg: 'ok', data: { identifier: 'x', complete: false } },
  ) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  get chunk(): number {
    if (this.method === 'GET') return Number(new URL(this.url, 'http://x').searchParams.get('chunkNumber'));
    return Number((this.body as FormData).get('chunkNumber'));
  }
}

const pending = () => FakeXhr.all.filter((x) => !x.aborted && x.status === 0);
const flush = () => new Promise((r) => setTimeout(r, 0));

function make(headers: UploaderOptions['headers'] = () => ({})) {
  return new ChunkUploader({
    headers,
    parseResult: (_s, body) =>
      (body as { data: { url?: string; identifier: string; complete: boolean } }).data,
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
}

const MB = 1024 * 1024;
const file = (size: number, name = 'v.mp4') => new File([new Uint8Array(size)], name, { type: 'video/mp4' });

beforeEach(() => {
  FakeXhr.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chunk uploader', () => {
  it('uses the spec defaults', () => {
    expect(DEFAULT_OPTIONS).toMatchObject({
      chunkSize: MB,
      simultaneousUploads: 3,
      progressCallbacksIntervalMs: 500,
      speedSmoothingFactor: 0.1,
      maxChunkRetries: 0,
      permanentErrors: [404, 415, 500, 501],
      target: '/api/app/upload/chunk',
    });
    expect(isUploadSupported()).toBe(true);
  });

  it('cuts 1 MB chunks (the last takes the rest), skips duplicates by identifier and empty files', () => {
    const u = make();
    const f = u.addFile(file(3 * MB + 5));
    expect(f?.chunks.map((c) => c.size)).toEqual([MB, MB, MB + 5]);
    expect(f?.identifier).toBe('3145733-vmp4');
    expect(u.addFile(file(3 * MB + 5))).toBeNull();
    expect(u.addFile(file(0, 'empty.mp4'))).toBeNull();
    expect(u.files).toHaveLength(1);
  });

  it('keeps 3 chunks in flight, tests before posting, and finishes with the url', async () => {
    const u = make();
    const f = u.addFile(file(5 * MB))!;
    u.upload();
    expect(f.state).toBe('uploading');
    expect(pending().map((x) => `${x.method}${x.chunk}`)).toEqual(['GET1', 'GET2', 'GET3']);
    // Chunk 1 is already on the server (200): no POST; chunks 2, 3 are not (204).
    pending()[0]!.answer(200);
    pending()[0]!.answer(204);
    pending()[0]!.answer(204);
    await flush();
    expect(pending().map((x) => `${x.method}${x.chunk}`)).toEqual(['GET4', 'POST2', 'POST3']);
    for (let i = 0; i < 20 && pending().length > 0; i++) {
      const x = pending()[0]!;
      if (x.method === 'GET') x.answer(204);
      else if (x.chunk === 5)
        x.answer(200, {
          code: 200,
          msg: 'ok',
          data: { identifier: 'x', complete: true, url: '/video/a.mp4' },
        });
      else x.answer(200);
      await flush();
    }
    expect(f.state).toBe('success');
    expect(f.url).toBe('/video/a.mp4');
    expect(f.progress).toBe(1);
  });

  it('a permanent error (415) fails the file at once; retry starts again from the failed chunks', async () => {
    const u = make();
    const f = u.addFile(file(MB + 10))!;
    u.upload();
    pending()[0]!.answer(204);
    await flush();
    pending()[0]!.answer(415, { code: 2000, msg: 'unsupported file type', tip: '不支持的文件格式' });
    await flush();
    expect(f.state).toBe('error');
    expect(f.errorStatus).toBe(415);
    expect(f.error).toBe('不支持的文件格式');
    f.retry();
    expect(f.state).toBe('uploading');
    expect(pending().map((x) => x.method)).toEqual(['GET']);
  });

  it('pause aborts what is in flight and holds; resume continues; remove drops the file', async () => {
    const u = make();
    const f = u.addFile(file(4 * MB))!;
    u.upload();
    expect(pending()).toHaveLength(3);
    f.pause();
    expect(f.state).toBe('paused');
    expect(pending()).toHaveLength(0);
    expect(f.chunks.every((c) => c.state === 'pending')).toBe(true);
    f.resume();
    expect(pending()).toHaveLength(3);
    f.remove();
    expect(u.files).toEqual([]);
    expect(pending()).toHaveLength(0);
  });

  it('sends each request once its headers, signed asynchronously, are made: each its own', async () => {
    let signed = 0;
    const u = make(async (method) => ({ 'x-api-key': `${method} ${++signed}` }));
    u.addFile(file(4 * MB));
    u.upload();
    expect(pending()).toHaveLength(0);
    await flush();
    expect(pending().map((x) => x.headers['x-api-key'])).toEqual(['GET 1', 'GET 2', 'GET 3']);
    pending()[0]!.answer(204);
    await flush();
    expect(pending().map((x) => `${x.method} ${x.chunk} ${x.headers['x-api-key']}`)).toContain(
      'POST 1 POST 4',
    );
  });

  it('sends nothing for a chunk paused while its headers were being signed; resumed, once', async () => {
    const signing: (() => void)[] = [];
    const u = make(() => new Promise((resolve) => signing.push(() => resolve({ 'x-api-key': 'k' }))));
    const f = u.addFile(file(4 * MB))!;
    u.upload();
    f.pause();
    f.resume();
    for (const done of signing) done();
    await flush();
    // Six signatures asked for (three before the pause, three after it), three requests sent.
    expect(signing).toHaveLength(6);
    expect(FakeXhr.all.map((x) => x.chunk)).toEqual([1, 2, 3]);
    f.remove();
  });

  it('takes headers that cannot be made for a network error: the chunk retries, then the file fails', async () => {
    const u = make(() => Promise.reject(new Error('no key')));
    const f = u.addFile(file(MB))!;
    u.upload();
    for (let i = 0; i < 20 && f.state === 'uploading'; i++) await flush();
    expect(f.state).toBe('error');
    expect(f.errorStatus).toBe(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('smooths speed by 0.1 and reports progress at most every 500 ms', async () => {
    vi.useFakeTimers();
    const u = make();
    const seen = vi.fn();
    u.subscribe(seen);
    const f = u.addFile(file(10 * MB))!;
    u.upload();
    seen.mockClear();
    f.measureSpeed(1_000);
    f.chunks[0]!.loaded = MB;
    f.measureSpeed(2_000);
    expect(f.currentSpeed).toBe(MB);
    expect(f.averageSpeed).toBeCloseTo(0.1 * MB);
    // Many progress events within one interval make one notification.
    for (let i = 0; i < 10; i++) u.changed();
    expect(seen.mock.calls.length).toBeLessThanOrEqual(1);
    u.destroy();
  });
});
