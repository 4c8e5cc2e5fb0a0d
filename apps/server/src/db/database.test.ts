import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devId, TestClient } from '../test/client.ts';
import { isCI, serviceUrl, testApp } from '../test/harness.ts';
import { createScratchDatabase, dropScratchDatabase } from '../test/postgres.ts';
import { users } from './core.schema.ts';
import { createDatabase, type DatabaseHandle, openDatabase } from './database.ts';

const TABLES = [
  'accounts',
  'ads',
  'ai_credit_accounts',
  'ai_credit_moves',
  'ai_credit_packs',
  'ai_jobs',
  'ai_mate_messages',
  'ai_templates',
  'announcements',
  'api_tokens',
  'audit_log',
  'banned_devices',
  'book_chapters',
  'book_progress',
  'books',
  'chunk_uploads',
  'circles',
  'comic_authors',
  'comic_categories',
  'comic_chapter_reads',
  'comic_chapters',
  'comic_pages',
  'comic_progress',
  'comic_tag_links',
  'comic_tags',
  'comics',
  'comments',
  'community_categories',
  'contacts',
  'danmaku',
  'danmaku_reports',
  'danmaku_words',
  'devices',
  'entitlements',
  'exchange_items',
  'exchange_records',
  'favourites',
  'feedback',
  'follows',
  'gallery_items',
  'game_best',
  'game_events',
  'game_sessions',
  'games',
  'guest_creations',
  'ledger_lines',
  'ledger_postings',
  'likes',
  'live_channels',
  'live_chat_messages',
  'live_mutes',
  'live_programmes',
  'media_actors',
  'media_collections',
  'media_hot_searches',
  'media_jobs',
  'media_likes',
  'media_streams',
  'media_tags',
  'media_topics',
  'media_video_tags',
  'media_video_views',
  'media_videos',
  'messages',
  'operator_sessions',
  'operators',
  'payment_notifications',
  'posts',
  'products',
  'progress_positions',
  'queue_jobs',
  'recharge_orders',
  'redeem_batches',
  'redeem_codes',
  'redeem_uses',
  'reports',
  'search_documents',
  'search_queries',
  'search_query_users',
  'search_queue',
  'search_terms',
  'search_words',
  'settings',
  'support_chat',
  'tokens',
  'user_counters',
  'user_files',
  'user_vips',
  'users',
  'vip_grants',
  'watch_history',
  'welfare_app_clicks',
  'welfare_apps',
  'welfare_checkins',
  'welfare_claims',
  'welfare_clocks',
  'welfare_counters',
  'welfare_invites',
  'welfare_tasks',
];

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const r = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (r as unknown as { rows: Array<{ table_name: string }> }).rows.map((row) => row.table_name);
}

describe('PGlite', () => {
  it('migrates an in-memory database, and migrating again changes nothing', async () => {
    const handle = await openDatabase({});
    try {
      expect(await tableNames(handle)).toEqual(TABLES);
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const { MIGRATIONS_FOLDER } = await import('./database.ts');
      await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      expect(await tableNames(handle)).toEqual(TABLES);
    } finally {
      await handle.close();
    }
    // Nineteen migrations (with the search triggers) take 28 s on a loaded two-core machine.
  }, 120_000);

  it('keeps data under DATA_DIR/pg across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lld-pglite-'));
    const first = await createDatabase({ databaseUrl: undefined, dataDir });
    await first.db.insert(users).values({ nickname: '持久' });
    await first.close();
    const second = await createDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect((await second.db.select().from(users)).map((u) => u.nickname)).toEqual(['持久']);
    } finally {
      await second.close();
    }
  }, 120_000);
});

const databaseUrl = serviceUrl('TEST_DATABASE_URL');
if (databaseUrl) {
  describe('PostgreSQL (TEST_DATABASE_URL)', () => {
    const name = `lld_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    let url: string;
    let handle: DatabaseHandle;

    beforeAll(async () => {
      url = await createScratchDatabase(databaseUrl, name);
      handle = await createDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
    });
    afterAll(async () => {
      await handle?.close();
      await dropScratchDatabase(databaseUrl, name);
    });

    it('runs the migrations with node-postgres, idempotently', async () => {
      expect(handle.kind).toBe('postgres');
      expect(await tableNames(handle)).toEqual(TABLES);
      const again = await openDatabase({ databaseUrl: url });
      await again.close();
      expect(await tableNames(handle)).toEqual(TABLES);
    });

    it('serves guest login, user/info and logout', async () => {
      const t = await testApp(handle);
      try {
        const id = devId('pg');
        const c = new TestClient(t.app, t.config);
        const a = await c.guest(id, { affCode: '{"pc":"pg"}' });
        expect(a.body.code).toBe(200);
        const me = await c.call('userInfo', {});
        expect(me.data).toMatchObject({ id: a.data.userInfo.id, gold: 0 });
        const b = await new TestClient(t.app, t.config).guest(id);
        expect(b.data.userInfo.id).toBe(a.data.userInfo.id);
        expect((await c.call('userInfo', {})).body.code).toBe(1000);
      } finally {
        await t.app.close();
      }
    });

    it('gives one user to concurrent first logins of one device', async () => {
      const t = await testApp(handle);
      try {
        const id = devId('pg-race');
        const results = await Promise.all(
          Array.from({ length: 6 }, () => new TestClient(t.app, t.config).guest(id)),
        );
        expect(results.map((r) => r.body.code)).toEqual(Array(6).fill(200));
        expect(new Set(results.map((r) => r.data.userInfo.id)).size).toBe(1);
      } finally {
        await t.app.close();
      }
    });
  });
} else {
  describe('PostgreSQL', () => {
    it.skipIf(!isCI)('needs TEST_DATABASE_URL (required in CI)', () => {
      expect.fail('TEST_DATABASE_URL is not set: CI must run the PostgreSQL tests');
    });
  });
}
