import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { MemoryKv } from '../adapters/kv.ts';
import { LocalStorage } from '../adapters/storage.ts';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';

/** Fixed test secrets, so no secrets file is written. */
export const TEST_SECRETS = {
  APP_SIGN_KEY: 'test-sign-key-0123456789',
  APP_DATA_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  APP_IMAGE_KEY: 'test-image-key',
  ADMIN_KEY: 'test-admin-key-0123456789',
  CREDENTIAL_KEY: 'test-credential-key-0123456789',
};

/** A config for tests: a fresh temp DATA_DIR, demo content and logging off, generous limits. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lld-server-test-'));
  return loadConfig({
    ...TEST_SECRETS,
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'off',
    LOG_LEVEL: 'silent',
    // Every answer checked against its schema, and the compiled serialiser's text against zod's.
    RESPONSE_CHECK: 'on',
    RATE_LIMIT_IP: '100000/10s',
    RATE_LIMIT_IP_CEILING: '1000000/10s',
    RATE_LIMIT_TOKEN: '100000/10s',
    GUEST_LIMIT_PER_NETWORK: '100000/hour',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    ...env,
  });
}

/** One migrated in-memory PGlite, shared by the tests of a file. */
export function testDatabase(): Promise<DatabaseHandle> {
  return openDatabase({});
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  kv: MemoryKv;
  /** The warning lines the app has logged (empty, and not filled, when the test set its own log). */
  warnings: string[];
}

/** Fastify's warning for a second answer to one request (a handler that sent and then sent again). */
const REPLIED_TWICE = 'Reply was already sent';

/**
 * An app on the shared database with its own in-process kv store and storage folder. Unless a
 * test names its own log level or stream, warnings are read, and closing the app fails when any
 * request was answered twice: the whole suite checks every route it calls for that.
 */
export async function testApp(
  db: DatabaseHandle,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'db'> = {},
): Promise<TestApp> {
  const watch = env.LOG_LEVEL === undefined && deps.logStream === undefined ? lineSink() : null;
  const config = testConfig(watch ? { ...env, LOG_LEVEL: 'warn' } : env);
  const kv = (deps.kv as MemoryKv | undefined) ?? new MemoryKv();
  const app = await buildApp(config, {
    storage: new LocalStorage(path.join(config.dataDir, 'files')),
    ...(watch ? { logStream: watch.sink } : {}),
    ...deps,
    db,
    kv,
  });
  app.addHook('onClose', async () => {
    if (!deps.kv) await kv.close();
    const twice = watch?.lines.filter((line) => line.includes(REPLIED_TWICE)) ?? [];
    if (twice.length > 0) throw new Error(`requests answered twice:\n${twice.join('')}`);
  });
  return { app, config, kv, warnings: watch?.lines ?? [] };
}

/** A log destination (`deps.logStream`) that keeps each line written. */
export function lineSink(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, sink };
}

export const isCI = process.env.CI === 'true';

/**
 * For tests that need a real service named by an environment variable: returns its value, or
 * undefined when absent outside CI (the tests skip). In CI a missing variable is a failure.
 */
export function serviceUrl(name: 'TEST_REDIS_URL' | 'TEST_DATABASE_URL'): string | undefined {
  return process.env[name] || undefined;
}

/**
 * One app on one migrated PGlite for a test file: started before its tests (then `setup` runs),
 * closed after them. Read `h.t` and `h.db` inside tests (they are set once started).
 */
export function useTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'db'> = {},
  setup?: (h: { db: DatabaseHandle; t: TestApp }) => Promise<void>,
): { db: DatabaseHandle; t: TestApp } {
  const h = {} as { db: DatabaseHandle; t: TestApp };
  beforeAll(async () => {
    h.db = await testDatabase();
    h.t = await testApp(h.db, env, deps);
    await setup?.(h);
  }, 120_000);
  afterAll(async () => {
    await h.t?.app.close();
    await h.db?.close();
  });
  return h;
}

/** One migrated PGlite for the tests of a file (or describe): opened before them, closed after. */
export function useTestDatabase(): { db: DatabaseHandle } {
  const h = {} as { db: DatabaseHandle };
  beforeAll(async () => {
    h.db = await testDatabase();
  });
  afterAll(async () => {
    await h.db?.close();
  });
  return h;
}

/**
 * An app on a database the file already shares (`db()` is read when it starts), for the tests
 * of the enclosing describe: started before them, closed after. Read it inside tests.
 */
export function useAppOn(
  db: () => DatabaseHandle,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'db'> = {},
): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await testApp(db(), env, deps);
  }, 120_000);
  afterAll(async () => {
    await started?.app.close();
  });
  const get = (): TestApp => {
    if (!started) throw new Error('the test app starts before the tests (beforeAll)');
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get config() {
      return get().config;
    },
    get kv() {
      return get().kv;
    },
    get warnings() {
      return get().warnings;
    },
  };
}

/** An operator call on a test app: `/api/admin` + `url`, with the test admin key (or `key`). */
export function adminInject(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  key: string = TEST_SECRETS.ADMIN_KEY,
) {
  return app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { 'x-admin-key': key },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** Makes `userId` a member (normal VIP) for `days`, as an operator grant would. */
export function grantVip(h: { db: DatabaseHandle; t: TestApp }, userId: number, days: number) {
  return h.db.db.transaction((tx) =>
    h.t.app.services.vip.grant(tx, {
      userId,
      tier: 'normal',
      days,
      source: 'grant',
      reference: `t:${userId}`,
    }),
  );
}

/** What a module's demo seed needs, from a test app (`seedX(demoDepsOf(h))`). */
export const demoDepsOf = (h: { db: DatabaseHandle; t: TestApp }) => ({
  db: h.db.db,
  storage: h.t.app.storage,
  imageKey: h.t.config.imageKey,
  appName: h.t.config.appName,
});
