// The answer sealer with its real thread (workers/answer-sealer.mjs): ready-made answers are
// PROTOCOL §3 answers of the very payload they are taken for, each sealed under its own IV and
// taken once; without a thread every answer is sealed on the event loop, as before.
import type { AddressInfo } from 'node:net';
import { decryptPayload, encryptPayload } from '@lld/protocol/cipher';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonText } from '../http/json-text.ts';
import { ENCRYPTED_HEAD, ENCRYPTED_TAIL } from '../plugins/envelope.ts';
import { TestClient } from '../test/client.ts';
import { useTestApp } from '../test/harness.ts';
import { AnswerSealer, type AnswerSealerOptions } from './answer-sealer.ts';
import { encryptJsonBetween } from './native-cipher.ts';

const KEY = '0f'.repeat(32);
const FEED = {
  sections: [
    { title: '热门推荐', items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `视频 ${i}` })) },
  ],
};
const OTHER = { sections: [{ title: '最新', items: [{ id: 7, name: '换了的首页' }] }] };

/** An answer's `data` (B of PROTOCOL §3) after checking the answer's whole shape. */
function dataOf(answer: Buffer): string {
  const body = JSON.parse(answer.toString('utf8')) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['code', 'msg', 'hash', 'data']);
  expect(body).toMatchObject({ code: 200, msg: 'ok', hash: true });
  return body.data as string;
}

const ivOf = (b64: string) => Buffer.from(b64, 'base64').subarray(0, 12).toString('hex');

describe('AnswerSealer', () => {
  const open: AnswerSealer[] = [];
  const sealer = (options: AnswerSealerOptions = {}) => {
    const s = new AnswerSealer(KEY, ENCRYPTED_HEAD, ENCRYPTED_TAIL, {
      batch: 8,
      batches: 2,
      hotAfter: 3,
      ...options,
    });
    open.push(s);
    return s;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  it('seals a hot payload ahead: every answer its own IV, each decrypting to the payload', async () => {
    const s = sealer();
    const json = new JsonText(JSON.stringify(FEED));
    const answers: Buffer[] = [];
    for (let i = 0; i < 3; i++) answers.push(s.answer(json)); // the third makes it hot
    expect(s.counts).toEqual({ ahead: 0, inline: 3 });
    await vi.waitFor(() => expect(s.readyFor(json)).toBeGreaterThan(0));
    for (let i = 0; i < 40; i++) {
      answers.push(s.answer(json));
      if (s.readyFor(json) === 0) await vi.waitFor(() => expect(s.readyFor(json)).toBeGreaterThan(0));
    }
    expect(s.counts.ahead).toBe(40);
    const data = answers.map(dataOf);
    for (const b of data) expect(decryptPayload(KEY, b)).toEqual(FEED);
    expect(new Set(data.map(ivOf)).size).toBe(data.length);
    // The same length as an answer sealed on the event loop.
    expect(new Set(answers.map((a) => a.length))).toEqual(
      new Set([encryptJsonBetween(KEY, json.bytes, ENCRYPTED_HEAD, ENCRYPTED_TAIL).length]),
    );
  });

  it('never answers a changed payload with the old one’s answers', async () => {
    const s = sealer();
    const before = new JsonText(JSON.stringify(FEED));
    for (let i = 0; i < 3; i++) s.answer(before);
    await vi.waitFor(() => expect(s.readyFor(before)).toBeGreaterThan(0));
    const after = new JsonText(JSON.stringify(OTHER));
    for (let i = 0; i < 3; i++) expect(decryptPayload(KEY, dataOf(s.answer(after)))).toEqual(OTHER);
    await vi.waitFor(() => expect(s.readyFor(after)).toBeGreaterThan(0));
    const ahead = s.counts.ahead;
    expect(decryptPayload(KEY, dataOf(s.answer(after)))).toEqual(OTHER);
    expect(decryptPayload(KEY, dataOf(s.answer(before)))).toEqual(FEED);
    expect(s.counts.ahead).toBe(ahead + 2);
  });

  it('gives a batch back once every answer of it is written, never while one is still out', async () => {
    const s = sealer(); // batches of 8, two kept ready
    const json = new JsonText(JSON.stringify(FEED));
    for (let i = 0; i < 3; i++) s.written(s.answer(json)); // inline answers: nothing to give back
    const take = async () => {
      if (s.readyFor(json) === 0) await vi.waitFor(() => expect(s.readyFor(json)).toBeGreaterThan(0));
      return s.answer(json);
    };
    // The first batch: seven of its answers written, one still out.
    const first: Buffer[] = [];
    for (let i = 0; i < 8; i++) first.push(await take());
    expect(new Set(first.map((a) => a.buffer)).size).toBe(1);
    const held = first[7]!;
    const heldBytes = Buffer.from(held); // a copy, to see that nobody writes over it
    for (const a of first.slice(0, 7)) s.written(a);
    expect(s.recycling.returned).toBe(0);
    // Later batches, each written as soon as taken, come back and are sealed into again.
    const later: Buffer[] = [];
    const data: string[] = [];
    for (let i = 0; i < 64 && s.recycling.reused < 2; i++) {
      const a = await take();
      later.push(a);
      data.push(dataOf(a));
      s.written(a);
    }
    expect(s.recycling.returned).toBeGreaterThan(0);
    expect(s.recycling.reused).toBeGreaterThanOrEqual(2);
    // What went back left this side (its views are detached), the answer still out did not.
    expect(later[0]!.length).toBe(0);
    expect(held.equals(heldBytes)).toBe(true);
    expect(decryptPayload(KEY, dataOf(held))).toEqual(FEED);
    // Answers sealed into given-back memory are whole answers under IVs of their own.
    for (const b of data) expect(decryptPayload(KEY, b)).toEqual(FEED);
    expect(new Set([...data, dataOf(held)].map(ivOf)).size).toBe(data.length + 1);
    const returned = s.recycling.returned;
    s.written(held);
    expect(s.recycling.returned).toBe(returned + 1);
    s.written(held); // twice, or an answer whose batch went back: nothing more
    expect(s.recycling.returned).toBe(returned + 1);
  });

  it('keeps pools for the most recently used payloads only, and drops idle ones', async () => {
    const s = sealer({ maxPayloads: 1, idleMs: 200 });
    const first = new JsonText(JSON.stringify(FEED));
    const second = new JsonText(JSON.stringify(OTHER));
    // Taken from while its first batch comes: on a busy machine the thread may take longer than
    // idleMs to start and seal it, and a pool nobody takes from is dropped meanwhile.
    const readyWhileTaken = (json: JsonText) =>
      vi.waitFor(
        () => {
          s.answer(json);
          expect(s.readyFor(json)).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );
    for (let i = 0; i < 3; i++) s.answer(first);
    await readyWhileTaken(first);
    for (let i = 0; i < 3; i++) s.answer(second);
    expect(s.readyFor(first)).toBe(0); // dropped for the second
    expect(decryptPayload(KEY, dataOf(s.answer(first)))).toEqual(FEED);
    await readyWhileTaken(second);
    // Then untaken: dropped once idle.
    await vi.waitFor(() => expect(s.readyFor(second)).toBe(0), { timeout: 2000, interval: 20 });
  });

  it('beyond maxPayloads drops the pool least recently taken from, not the oldest made', async () => {
    const s = sealer({ maxPayloads: 2 });
    const [a, b, c] = [FEED, OTHER, { sections: [] }].map((p) => new JsonText(JSON.stringify(p)));
    const hot = (json: JsonText) => {
      for (let i = 0; i < 3; i++) s.answer(json);
    };
    hot(a!);
    await vi.waitFor(() => expect(s.readyFor(a!)).toBeGreaterThan(0));
    hot(b!);
    await vi.waitFor(() => expect(s.readyFor(b!)).toBeGreaterThan(0));
    s.answer(a!); // a, made first, is now the one taken from last
    hot(c!);
    expect(s.readyFor(b!)).toBe(0);
    expect(s.readyFor(a!)).toBeGreaterThan(0);
    await vi.waitFor(() => expect(s.readyFor(c!)).toBeGreaterThan(0));
  });

  it('a payload called fewer times than hotAfter within the window is not sealed ahead', async () => {
    const s = sealer({ hotAfter: 5, hotWindowMs: 40 });
    const json = new JsonText(JSON.stringify(OTHER));
    for (let i = 0; i < 4; i++) s.answer(json);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(s.readyFor(json)).toBe(0);
    // Four more, the window started again: still four in it.
    for (let i = 0; i < 4; i++) s.answer(json);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(s.readyFor(json)).toBe(0);
    for (let i = 0; i < 5; i++) s.answer(json);
    await vi.waitFor(() => expect(s.readyFor(json)).toBeGreaterThan(0));
  });

  it('seals on the event loop when its thread cannot start, and after close', async () => {
    const errors: unknown[] = [];
    const broken = sealer({
      workerFile: '/nonexistent/answer-sealer.mjs',
      onError: (err) => errors.push(err),
    });
    const json = new JsonText(JSON.stringify(FEED));
    for (let i = 0; i < 10; i++) {
      expect(decryptPayload(KEY, dataOf(broken.answer(json)))).toEqual(FEED);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(broken.counts).toEqual({ ahead: 0, inline: 10 });
    // The thread's failure arrives when its start fails (asynchronously: the file is not found).
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5000 });

    const closed = sealer();
    for (let i = 0; i < 3; i++) closed.answer(json);
    await vi.waitFor(() => expect(closed.readyFor(json)).toBeGreaterThan(0));
    await closed.close();
    expect(decryptPayload(KEY, dataOf(closed.answer(json)))).toEqual(FEED);
    expect(closed.counts.ahead).toBe(0);
  });
});

describe('the app’s cached answers, sealed ahead', () => {
  const h = useTestApp({ RATE_LIMIT_TOKEN: '1000/60s' }, {}, async ({ t }) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('media/home over HTTP: every answer decrypts to the same feed under its own IV', async () => {
    const client = new TestClient(h.t.app, h.t.config);
    const { token } = (await client.guest('answer-sealer-device')).data;
    const base = `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}`;
    const call = async (query = '') => {
      const res = await fetch(`${base}/api/app/media/home${query}`, {
        method: 'POST',
        headers: {
          ...client.signedHeaders('/app/media/home', { token }),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ data: encryptPayload(h.t.config.dataKey, {}) }),
      });
      expect(res.status).toBe(200);
      return dataOf(Buffer.from(await res.arrayBuffer()));
    };
    const sealed = h.t.app.envelope.sealer;
    if (!sealed) throw new Error('the app seals answers with APP_ENCRYPT=on');
    const data: string[] = [];
    // In waves of ten at once, by the direct lane and (with a query string) by Fastify's route,
    // both taking sealed-ahead answers: enough for whole batches of 64 to be taken, written and
    // given back to the thread.
    for (let wave = 0; wave < 10; wave++) {
      data.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, i) => call(i % 2 ? '?via=fastify' : '')))),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const feeds = data.map((b) => JSON.stringify(decryptPayload(h.t.config.dataKey, b)));
    expect(new Set(feeds).size).toBe(1);
    expect(new Set(data.map(ivOf)).size).toBe(data.length);
    expect(sealed.counts.ahead).toBeGreaterThan(0);
    // Both say when an answer is out, so its batch goes back.
    expect(sealed.counts.ahead + sealed.counts.inline).toBe(data.length);
    await vi.waitFor(() => expect(sealed.recycling.returned).toBeGreaterThan(0));
  });
});
