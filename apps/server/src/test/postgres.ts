import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { serviceUrl } from './harness.ts';

/** Runs one statement on the server of `baseUrl` (its default database). */
async function onServer(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates database `name` on the server of `baseUrl`; answers its URL. */
export async function createScratchDatabase(baseUrl: string, name: string): Promise<string> {
  await onServer(baseUrl, `create database ${name}`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops database `name` on the server of `baseUrl`, closing its connections. */
export function dropScratchDatabase(baseUrl: string, name: string): Promise<void> {
  return onServer(baseUrl, `drop database if exists ${name} with (force)`);
}

/**
 * A fresh, migrated PostgreSQL database on TEST_DATABASE_URL's server for one test file,
 * dropped by `close()`. Null when TEST_DATABASE_URL is unset (the caller skips, or fails in CI).
 */
export async function freshPostgres(tag: string): Promise<DatabaseHandle | null> {
  const base = serviceUrl('TEST_DATABASE_URL');
  if (!base) return null;
  const name = `lld_test_${tag}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const url = await createScratchDatabase(base, name);
  const handle = await createDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropScratchDatabase(base, name);
    },
  };
}
