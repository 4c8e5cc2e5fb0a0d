import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { serviceUrl } from './harness.ts';

/**
 * A fresh, migrated PostgreSQL database on TEST_DATABASE_URL's server for one test file,
 * dropped by `close()`. Null when TEST_DATABASE_URL is unset (the caller skips, or fails in CI).
 */
export async function freshPostgres(tag: string): Promise<DatabaseHandle | null> {
  const base = serviceUrl('TEST_DATABASE_URL');
  if (!base) return null;
  const name = `lld_test_${tag}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: u.toString(), dataDir: '/nonexistent' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
