// Generated from the endpoint table (issue 20), like PeerTube's check-params suites: every POST
// call gets every field missing, of the wrong type, empty, huge, with NUL and control
// characters, negative and overflowing numbers and deep JSON; the answer is never a 5xx and its
// code is one of PROTOCOL.md §4. Then the authorisation matrix: every call that needs a token,
// with none, a made-up one and a revoked one.
import { type EndpointName, endpoints } from '@lld/protocol/api/endpoints';
import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { devId, TestClient } from '../test/client.ts';
import { useTestApp } from '../test/harness.ts';

const h = useTestApp();

const CODES = new Set<number>(Object.values(ResultCode).filter((c) => c !== ResultCode.INTERNAL));
/** Calls whose success ends the test's session or that a bad body cannot reach. */
const SKIP = new Set<EndpointName>(['userLogout']);

let deep: unknown = 'x';
for (let i = 0; i < 200; i++) deep = { a: [deep] };

/** Values every field gets in turn. */
const BAD_VALUES: ReadonlyArray<[string, unknown]> = [
  ['null', null],
  ['empty', ''],
  ['huge', 'x'.repeat(100_000)],
  ['NUL', 'a\u0000b'],
  ['control', '\u0007\u001b[2J'],
  ['lone surrogate', '\ud800'],
  ['negative', -1],
  ['overflow', 2 ** 63],
  ['fraction', 1.5],
  ['NaN-ish', 'NaN'],
  ['array', [1, 'a', null]],
  ['object', { $gt: '' }],
  ['boolean', true],
  ['deep', deep],
];

function fieldsOf(schema: z.ZodType | null): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | null)?.shape;
  return shape ? Object.keys(shape) : [];
}

const postCalls = (Object.keys(endpoints) as EndpointName[]).filter(
  (n) => endpoints[n].method === 'POST' && !SKIP.has(n),
);

function expectSafe(name: string, what: string, r: { status: number; body: { code: number; msg: string } }) {
  const label = `${name} ${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
  expect(r.status, label).toBeLessThan(500);
  expect(CODES.has(r.body.code), label).toBe(true);
  expect(r.body.msg, label).not.toMatch(/\n\s+at |select |insert into|update .* set|node_modules|\/src\//i);
}

describe('bad input over every endpoint', () => {
  it(`answers ${postCalls.length} POST calls × every field × ${BAD_VALUES.length} bad values without a 5xx`, async () => {
    const c = new TestClient(h.t.app, h.t.config);
    await c.guest(devId('bad-input'));
    let sent = 0;
    for (const name of postCalls) {
      const e = endpoints[name];
      const fields = fieldsOf(e.request as z.ZodType | null);
      // Whole bodies of the wrong shape.
      for (const [what, body] of [
        ['array body', [1, 2]],
        ['string body', 'text'],
        ['deep body', deep],
      ] as const) {
        expectSafe(name, what, await c.call(name, body));
        sent++;
      }
      for (const field of fields)
        for (const [what, value] of BAD_VALUES) {
          expectSafe(name, `${field}=${what}`, await c.call(name, { [field]: value }));
          sent++;
        }
    }
    expect(sent).toBeGreaterThan(1000);
  }, 240_000);

  it('refuses NUL in query strings of GET calls with 2000', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    await c.guest(devId('bad-query'));
    const r = await h.t.app.inject({
      method: 'GET',
      url: '/api/app/ping/check?x=%00',
      headers: c.signedHeaders('/app/ping/check'),
    });
    expect(r.json()).toMatchObject({ code: ResultCode.INVALID_PARAMS });
  });
});

describe('authorisation matrix', () => {
  const required = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].auth === 'required');

  it(`refuses all ${required.length} calls that need a token: none, made up, revoked`, async () => {
    const revoked = new TestClient(h.t.app, h.t.config);
    await revoked.guest(devId('revoked'));
    expect((await revoked.call('userLogout', {})).body.code).toBe(200);
    const anonymous = new TestClient(h.t.app, h.t.config);
    for (const name of required) {
      const e = endpoints[name];
      const body = e.method === 'POST' ? {} : undefined;
      for (const [who, r] of [
        ['no token', await anonymous.call(name, body)],
        ['made-up token', await anonymous.call(name, body, { token: 'f'.repeat(64) })],
        ['revoked token', await revoked.call(name, body)],
      ] as const) {
        // Multipart uploads refuse a missing token before reading the body, with the same code.
        expect(r.body.code, `${name} ${who}`).toBe(ResultCode.TOKEN_INVALID);
      }
    }
  });

  it("never lets one user read or change another's messages, feedback or chat", async () => {
    const a = new TestClient(h.t.app, h.t.config);
    const aId = (await a.guest(devId('owner-a'))).data.userInfo.id;
    const b = new TestClient(h.t.app, h.t.config);
    await b.guest(devId('owner-b'));
    const m = await h.t.app.services.messages.send({ userId: aId, kind: 'system', title: '只给A' });
    await a.call('feedbackAdd', { category: 'other', text: '只有A能看到' });
    await a.call('customChatSend', { text: 'A的私聊' });

    expect((await b.call('messageRead', { ids: [m.id] })).data).toMatchObject({ marked: 0 });
    expect((await a.call('messageLatest', {})).data.unread).toBe(1);
    expect((await b.call('messageList', {})).data.list).toHaveLength(0);
    expect((await b.call('feedbackList', {})).data.list).toHaveLength(0);
    expect((await b.call('customChatList', {})).data.list).toHaveLength(0);
  });
});
