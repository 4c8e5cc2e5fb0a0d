import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, rowsOf } from './database.ts';
import { withoutDrizzleParsers } from './pglite-parsers.ts';

const drizzleParsers = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((t) => [t, (v: string) => v]),
);

describe('drizzle parsers set once on PGlite', () => {
  it("drops drizzle's own parsers from a query's options and keeps any others", () => {
    expect(withoutDrizzleParsers({ rowMode: 'array', parsers: drizzleParsers } as never)).toEqual({
      rowMode: 'array',
    });
    const other = { parsers: { 1114: (v: string) => new Date(v) } };
    expect(withoutDrizzleParsers(other)).toBe(other);
    const more = { parsers: { ...drizzleParsers, 25: (v: string) => v.toUpperCase() } };
    expect(withoutDrizzleParsers(more)).toBe(more);
    expect(withoutDrizzleParsers(undefined)).toBeUndefined();
  });

  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it('reads dates, timestamps, intervals and their arrays as text, in and out of a transaction', async () => {
    handle = await openDatabase({ migrate: false });
    const query = sql`select '2026-12-04 10:00:00'::timestamp as t, '2026-12-04 10:00:00+00'::timestamptz as tz,
      '2026-12-04'::date as d, '1 day'::interval as i, array['2026-12-04'::date] as ds, 42::int as n`;
    const expected = {
      t: '2026-12-04 10:00:00',
      tz: '2026-12-04 10:00:00+00',
      d: '2026-12-04',
      i: '1 day',
      ds: '{2026-12-04}',
      n: 42,
    };
    expect(rowsOf(await handle.db.execute(query))[0]).toEqual(expected);
    const inTx = await handle.db.transaction(async (tx) => rowsOf(await tx.execute(query))[0]);
    expect(inTx).toEqual(expected);
  });
});
