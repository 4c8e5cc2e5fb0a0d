// The authorisation matrix (issue 20): for every call that changes something, what each kind
// of caller gets. A module states it for its own calls in `modules/<x>/<x>.authz.ts`
// (`authzTable({...})`); plugins/authorisation.test.ts finds those files, runs every row against
// one app with demo content, and fails for any call of the endpoint table that no table names.
//
// A row is run with fresh callers: no token and a revoked token (1000 for calls that need a
// token), a guest, another registered user sending the owner's very body, then the owner. What the
// owner has (`ownerState`) is read before the guest and other calls and must be unchanged after.
import type { EndpointName } from '@lld/protocol/api/endpoints';
import type { ResultCodeValue } from '@lld/protocol/result-codes';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ConsoleSmsSender } from '../adapters/sms/sms.ts';
import { users } from '../db/core.schema.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { type CallOptions, devId, TestClient } from './client.ts';
import type { TestApp } from './harness.ts';
import { multipart } from './multipart.ts';

export const MATRIX_PASSWORD = 'abc12345';

/** A signed-in caller: the client (its token set) and its user id. */
export interface Actor {
  client: TestClient;
  userId: number;
  /** The device id it signed in with. */
  devID: string;
  /** The account name (registered callers). */
  account?: string;
  call: TestClient['call'];
}

export interface AuthzWorld {
  t: TestApp;
  db: DatabaseHandle['db'];
  /** The app's SMS sender: codes are read from its outbox. */
  sms: ConsoleSmsSender;
  /** Asks for an SMS code to `phone` as `who` (for changeOld: the phone `who` has bound) and answers it. */
  smsCode(who: Actor, phone: string, purpose: 'login' | 'bind' | 'changeOld' | 'changeNew'): Promise<string>;
  /** A phone number no other caller of the run has. */
  freshPhone(): string;
  /** A guest with its own device and network. */
  guest(): Promise<Actor>;
  /** A registered account (name + password), with 1,000 gold and 1,000 diamonds. */
  registered(): Promise<Actor>;
  /** An operator call under /api/admin with the admin key; answers the parsed body. */
  admin(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    // biome-ignore lint/suspicious/noExplicitAny: operator answers of many shapes, read by the rows
  ): Promise<{ status: number; body: any }>;
}

/** What one row runs with: the world and the three signed-in callers, fresh for the row. */
export interface AuthzCase extends AuthzWorld {
  owner: Actor;
  other: Actor;
  guestCaller: Actor;
}

type Expect = ResultCodeValue | readonly ResultCodeValue[];

export interface AuthzRow {
  /** Prepares what the call acts on as the owner's and returns the body every caller sends. */
  body: (c: AuthzCase) => unknown | Promise<unknown>;
  /** What a guest sending that body gets. */
  guest: Expect;
  /** What another registered user sending the owner's body gets. */
  other: Expect;
  /** What the owner gets (last). */
  owner: Expect;
  /** Reads what the owner has; it must not change through the guest's or the other user's call. */
  ownerState?: (c: AuthzCase) => Promise<unknown>;
  /** Sends the call another way (multipart uploads); answers the result code. */
  send?: (c: AuthzCase, who: Actor | null, body: unknown, o?: CallOptions) => Promise<number>;
}

export interface AuthzTable {
  /** Calls that change something (or read something that belongs to one user): one row each. */
  rows: Partial<Record<EndpointName, AuthzRow>>;
  /** Calls that only read public or the caller's own data, named so none is forgotten. */
  reads?: readonly EndpointName[];
}

export const authzTable = <T extends AuthzTable>(table: T): T => table;

let ip = 0;
const freshIp = () => `198.51.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;
let names = 0;

let phones = 0;

export function authzWorld(
  t: TestApp,
  db: DatabaseHandle['db'],
  adminKey: string,
  sms: ConsoleSmsSender,
): AuthzWorld {
  async function guest(): Promise<Actor> {
    const client = new TestClient(t.app, t.config, { remoteAddress: freshIp() });
    const devID = devId('authz');
    const r = await client.guest(devID);
    if (r.body.code !== 200) throw new Error(`guest login: ${JSON.stringify(r.body)}`);
    return { client, userId: r.data.userInfo.id, devID, call: client.call.bind(client) };
  }
  return {
    t,
    db,
    sms,
    guest,
    freshPhone: () =>
      `137${String(process.pid % 10_000).padStart(4, '0')}${String(++phones).padStart(4, '0')}`,
    async smsCode(who, phone, purpose) {
      // As if the minute between two codes for one phone had passed.
      await t.kv.delete(`sms:gap:${phone}`);
      const r = await who.call('loginCaptcha', {
        type: 'sms',
        phone: purpose === 'changeOld' ? '' : phone,
        purpose,
      });
      if (r.body.code !== 200) throw new Error(`sms ${purpose}: ${JSON.stringify(r.body)}`);
      const entry = sms.outbox(phone)[0];
      if (!entry) throw new Error('no sms sent');
      return entry.code;
    },
    async registered() {
      const a = await guest();
      const account = `authz${process.pid % 1000}x${++names}`;
      const r = await a.call('loginAccountRegister', { account, password: MATRIX_PASSWORD });
      if (r.body.code !== 200) throw new Error(`register: ${JSON.stringify(r.body)}`);
      a.client.token = r.data.token;
      const [row] = await db.select({ isGuest: users.isGuest }).from(users).where(eq(users.id, a.userId));
      if (row?.isGuest !== false) throw new Error('registration left a guest');
      for (const currency of ['gold', 'diamond'] as const)
        await t.app.services.wallet.credit(a.userId, currency, 100_000, {
          reason: 'grant',
          reference: 'authz',
          idempotencyKey: `authz-${currency}-${a.userId}`,
        });
      return { ...a, account };
    },
    async admin(method, path, body) {
      const r = await t.app.inject({
        method,
        url: `/api/admin${path}`,
        headers: {
          'x-admin-key': adminKey,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      return { status: r.statusCode, body: r.json() };
    },
  };
}

/** Sends a signed multipart call (uploads, avatar) as `who` (null: no token); answers the result code. */
export async function sendMultipart(
  c: AuthzCase,
  who: Actor | null,
  apiPath: string,
  fields: Record<string, string | number>,
  files: Array<{ filename: string; bytes: Uint8Array; type?: string }>,
): Promise<number> {
  const client = who?.client ?? new TestClient(c.t.app, c.t.config);
  const { payload, contentType } = multipart(fields, files);
  const r = await c.t.app.inject({
    method: 'POST',
    url: `/api${apiPath}`,
    headers: { ...client.signedHeaders(apiPath), 'content-type': contentType },
    payload,
  });
  return (r.json() as { code: number }).code;
}

/** What a user holds: gold and diamonds, as user/info answers them. */
export async function balances(who: Actor): Promise<{ gold: number; diamond: number }> {
  const r = await who.call('userInfo', {});
  if (r.body.code !== 200 || !('gold' in r.data)) throw new Error(`user/info: ${JSON.stringify(r.body)}`);
  return { gold: r.data.gold, diamond: r.data.diamond };
}

/** A 1×1 PNG. */
export const TINY_PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The id of the first demo row of `table` (matching `where`); throws when the demo content has none. */
export async function firstDemoId(
  c: Pick<AuthzCase, 'db'>,
  table: PgTable & { id: AnyPgColumn },
  what: string,
  where?: SQL,
): Promise<number> {
  const [row] = await c.db.select({ id: table.id }).from(table).where(where).orderBy(asc(table.id)).limit(1);
  if (!row) throw new Error(`demo content has no ${what}`);
  return Number(row.id);
}

/** Rows that recur across modules. */
export const rowsOf = {
  /** Buying with gold: a guest has none; anyone else buys for themselves, never from the owner's purse. */
  buy: (body: AuthzRow['body']): AuthzRow => ({
    body,
    guest: 3001,
    other: 200,
    owner: 200,
    ownerState: (c) => balances(c.owner),
  }),
  /** Something the owner bought (the body's `prepare` buys it): nobody else gets it. */
  entitled: (body: AuthzRow['body']): AuthzRow => ({ body, guest: 3003, other: 3003, owner: 200 }),
  /** Something every caller does for themselves (a position, a favourite, a like): the owner's stays. */
  perUser: (body: AuthzRow['body'], ownerState: AuthzRow['ownerState']): AuthzRow => ({
    body,
    guest: 200,
    other: 200,
    owner: 200,
    ownerState,
  }),
  /**
   * The rows of chapters sold for gold (comics, novels): buying one, reading a bought one (only
   * its buyer may), and saving a reading position (in a free one; each caller keeps their own).
   */
  chapters: (o: {
    calls: { pay: EndpointName; read: EndpointName; track: EndpointName };
    /** The chapters table, and what its rows are called in an error. */
    table: PgTable & { id: AnyPgColumn; access: AnyPgColumn; price: AnyPgColumn };
    what: string;
    /** The track bodies: the owner's own save first, then the one every caller sends. */
    track: { owner: object; sent: object };
    positions: AuthzRow['ownerState'];
  }): AuthzTable['rows'] => {
    // The first free chapter, or the first one sold (a price above 0) for `paid`.
    const chapter = (c: AuthzCase, access: 'free' | 'paid') =>
      firstDemoId(
        c,
        o.table,
        `${access} ${o.what}`,
        and(eq(o.table.access, access), access === 'paid' ? gt(o.table.price, 0) : undefined),
      );
    return {
      [o.calls.pay]: rowsOf.buy(async (c) => ({ chapterId: await chapter(c, 'paid') })),
      [o.calls.read]: rowsOf.entitled(async (c) => {
        const chapterId = await chapter(c, 'paid');
        await c.owner.call(o.calls.pay, { chapterId } as never);
        return { chapterId };
      }),
      [o.calls.track]: rowsOf.perUser(async (c) => {
        const chapterId = await chapter(c, 'free');
        await c.owner.call(o.calls.track, { chapterId, ...o.track.owner } as never);
        return { chapterId, ...o.track.sent };
      }, o.positions),
    };
  },
};
