// The databases a bench runs on: the embedded PGlite (in memory), then, with
// BENCH_DATABASE_URL=postgres://…, a fresh PostgreSQL database created for the run and dropped
// after it. One place for what purchases, danmaku and explain each did by hand.
// BENCH_DB=postgres skips PGlite (BENCH_DB=pglite skips PostgreSQL), e.g. to re-measure
// PostgreSQL without the embedded database's much longer load.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/database.ts';

export async function forEachDatabase(
  run: (label: string, handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const only = process.env.BENCH_DB;
  if (only && only !== 'pglite' && only !== 'postgres')
    throw new Error(`BENCH_DB=${only}: pglite or postgres`);
  if (only !== 'postgres') {
    const local = await openDatabase({});
    try {
      await run('PGlite', local);
    } finally {
      await local.close();
    }
  }
  const base = process.env.BENCH_DATABASE_URL;
  if (!base || only === 'pglite') return;
  const name = `lld_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: u.toString() });
  try {
    await run('PostgreSQL', handle);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export interface Recorded {
  text: string;
  params: unknown[];
}

/** Records every query drizzle sends (the session's logger is read per prepared query). */
export function record(handle: DatabaseHandle): { take: () => Recorded[] } {
  let log: Recorded[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => log.push({ text, params }) };
  const session = (handle.db as unknown as { session: { logger: unknown; options?: { logger?: unknown } } })
    .session;
  session.logger = logger;
  if (session.options) session.options.logger = logger;
  return {
    take: () => {
      const out = log;
      log = [];
      return out;
    },
  };
}
