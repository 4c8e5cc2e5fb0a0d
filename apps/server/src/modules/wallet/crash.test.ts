// Fault test (issue 20): the server process is killed with SIGKILL in the middle of 200
// concurrent purchases, then started again on the same data. Every purchase that was
// acknowledged is there, the ledger equals the balances, no balance is negative. Embedded
// PGlite on disk, and PostgreSQL when TEST_DATABASE_URL is set (required in CI).

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serviceUrl } from '../../test/harness.ts';
import { type AckedPurchase, expectPurchasesKept, grantThreeChapters } from '../../test/purchases.ts';
import { call, newGuest, type ServerProcess, startServer } from '../../test/server-process.ts';

const isCI = process.env.CI === 'true';
const USERS = 40;
const ITEMS = 5;

interface Chapter {
  id: number;
  access: string;
  price: number;
}

/** Paid novel chapters of the demo catalogue. */
async function paidChapters(base: string, token: string): Promise<Chapter[]> {
  const out: Chapter[] = [];
  for (const kind of ['text', 'audio']) {
    const books = await call<{ list: Array<{ id: number }> }>(base, token, '/app/novel/list', {
      kind,
      page: 1,
      pageSize: 20,
    });
    for (const b of books.data.list) {
      const d = await call<{ chapters: Chapter[] }>(base, token, '/app/novel/detail', { id: b.id });
      out.push(...d.data.chapters.filter((c) => c.access === 'paid' && c.price > 0));
    }
  }
  return out;
}

async function crashDuringPurchases(env: Record<string, string>) {
  let server: ServerProcess | null = await startServer({ ...env, DEMO_CONTENT: 'on' });
  try {
    const base = server.base;
    const people = await Promise.all(
      Array.from({ length: USERS }, (_, i) => newGuest(base, `crash-${i}-${Date.now()}`)),
    );
    const chapters = (await paidChapters(base, people[0]!.token)).slice(0, ITEMS);
    expect(chapters).toHaveLength(ITEMS);
    // Enough gold for three of the five: some purchases must be refused for want of gold.
    await grantThreeChapters(base, 'crash', people, chapters);

    // 200 purchases at once; SIGKILL once a third have answered.
    const acked: AckedPurchase[] = [];
    let answered = 0;
    let killing: Promise<void> | null = null;
    const jobs = people.flatMap((p) =>
      chapters.map(async (c) => {
        try {
          const r = await call(base, p.token, '/app/novel/pay', { chapterId: c.id });
          if (r.code === 200) acked.push({ token: p.token, chapterId: c.id });
          else expect([3001, 4009]).toContain(r.code);
        } catch {
          // cut off by the kill: not acknowledged
        }
        answered++;
        if (answered >= (USERS * ITEMS) / 3 && !killing) killing = server!.kill();
      }),
    );
    await Promise.all(jobs);
    await killing;
    expect(acked.length).toBeGreaterThan(0);
    expect(answered).toBe(USERS * ITEMS);

    // Started again on the same data.
    server = await startServer({ ...env, DEMO_CONTENT: 'on' });
    await expectPurchasesKept(server.base, acked);
    for (const p of people) {
      const info = await call<{ gold: number }>(server.base, p.token, '/app/user/info', {});
      expect(info.data.gold).toBeGreaterThanOrEqual(0);
    }
    return acked.length;
  } finally {
    await server?.stop().catch(() => {});
  }
}

describe('a server killed in the middle of 200 concurrent purchases', () => {
  it('embedded database: every acknowledged purchase survives, the ledger balances', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lld-crash-'));
    try {
      await crashDuringPurchases({ DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  const baseUrl = serviceUrl('TEST_DATABASE_URL');
  it.skipIf(!baseUrl && !isCI)(
    'PostgreSQL: the same',
    async () => {
      if (!baseUrl) expect.fail('TEST_DATABASE_URL is not set: CI must run the crash test on PostgreSQL');
      const name = `lld_crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const u = new URL(baseUrl);
      u.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lld-crash-pg-'));
      try {
        await crashDuringPurchases({ DATA_DIR: dataDir, DATABASE_URL: u.toString() });
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
