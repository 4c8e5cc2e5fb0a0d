// Drizzle's PGlite driver sends the same `parsers` with every query (dates, timestamps, intervals
// and their arrays kept as text: drizzle maps them itself), and PGlite merges them into a copy of
// its table of ~300 parsers, per query: about 0.1 ms of the server's main thread, a third of what
// a small query costs here (session 45, docs/performance.md). The same parsers go into the
// instance's table once, and each query goes without them: rows are parsed exactly as before.
import { type PGlite, types } from '@electric-sql/pglite';

/** The types drizzle's PGlite driver asks to be left as text (drizzle-orm/pglite/session.js). */
const KEPT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type QueryOptions = { parsers?: Record<number | string, unknown> } | undefined;
type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** The options without drizzle's parsers; any other parsers are left in place. */
export function withoutDrizzleParsers<O extends QueryOptions>(options: O): O {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const keys = Object.keys(parsers);
  if (keys.length !== KEPT_AS_TEXT.length || keys.some((k) => !KEPT_AS_TEXT.includes(Number(k))))
    return options;
  const { parsers: _dropped, ...rest } = options;
  return rest as O;
}

const stripping =
  (query: Query): Query =>
  (sql, params, options) =>
    query(sql, params, withoutDrizzleParsers(options));

/**
 * Puts drizzle's parsers in the instance's table (after its start, which fills in the array
 * types) and has the instance's queries, and its transactions' queries, leave them out.
 */
export async function parseOnce(client: PGlite): Promise<void> {
  await client.waitReady;
  const asText = (value: string) => value;
  for (const type of KEPT_AS_TEXT) client.parsers[type] = asText;
  const target = client as unknown as { query: Query; transaction: PGlite['transaction'] };
  target.query = stripping(client.query.bind(client) as Query);
  const transaction = client.transaction.bind(client);
  target.transaction = (fn) =>
    transaction((tx) => {
      const inTx = tx as unknown as { query: Query };
      inTx.query = stripping(inTx.query);
      return fn(tx);
    });
}
