import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPath } from '../paths.ts';
import { parseOnce } from './pglite-parsers.ts';

/**
 * The one database type the repositories see, whichever driver is behind it. Queries use the
 * builder with each module's own tables (no relational `db.query`), so no global schema object
 * is needed: a module's tables live in its own `<module>.schema.ts`.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The rows of a raw `db.execute` (both drivers answer a result object with `rows`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A repository accepts the database or a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL pool connections now (metrics); absent for PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_FOLDER = serverPath('drizzle');

export interface DatabaseOptions {
  /** `postgres://…`; when absent an embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent → in memory (tests). */
  pgliteDir?: string | undefined;
  /** Run migrations before returning (default true). */
  migrate?: boolean;
}

/** Opens the database for the config (PGlite under DATA_DIR/pg unless DATABASE_URL) and migrates it. */
export async function createDatabase(config: { databaseUrl: string | undefined; dataDir: string }) {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pg'),
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    try {
      const db = drizzleNodePg({ client: pool });
      if (shouldMigrate) {
        // Several nodes and workers may start at once on one database: one migrates at a time
        // (a session advisory lock on its own connection), the others then find nothing to do.
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock(7261001)');
          await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await lock.query('select pg_advisory_unlock(7261001)').catch(() => {});
          lock.release();
        }
      }
      return {
        db: db as unknown as Database,
        kind: 'postgres',
        close: () => pool.end(),
        poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      };
    } catch (err) {
      await pool.end().catch(() => {});
      throw err;
    }
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
  // pg_trgm: character trigrams for search (issue 12); PostgreSQL ships it, the migration creates it.
  const extensions = { pg_trgm };
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir, { extensions })
    : new PGlite({ extensions });
  try {
    await parseOnce(client);
    const db = drizzlePglite({ client });
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
}
