import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../crypto/password.ts';
import { createDatabase } from '../../db/database.ts';
import { auditLog, operators } from './operators.schema.ts';

// `npm run console:create-operator` (issue 17), run as a process on its own data directory
// (embedded database), like an operator runs it with the server stopped.
const dataDir = mkdtempSync(path.join(tmpdir(), 'lld-operator-cli-'));
const cli = path.join(import.meta.dirname, 'operators.cli.ts');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', PASSWORD_SCRYPT_LOG_N: '10' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('console:create-operator', () => {
  it('creates an owner with a password printed once, audited; refuses a taken name, a bad role, a weak password', async () => {
    const made = run('--username', 'cli-owner');
    expect(made.status, made.err).toBe(0);
    expect(made.out).toContain('operator created: cli-owner (owner)');
    const password = /password \(shown once\): (\S+)/.exec(made.out)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);

    const content = run('--username', 'cli-editor', '--role', 'content', '--password', 'Editor-password-42');
    expect(content.status, content.err).toBe(0);
    expect(content.out).toContain('operator created: cli-editor (content)');
    expect(content.out).not.toContain('shown once');

    const taken = run('--username', 'cli-owner');
    expect(taken.status).toBe(1);
    expect(taken.err).toContain('username taken');
    const badRole = run('--username', 'x-boss', '--role', 'boss');
    expect(badRole.status).toBe(2);
    expect(badRole.err).toContain('usage: npm run console:create-operator');
    const weak = run('--username', 'cli-weak', '--password', 'short');
    expect(weak.status).toBe(1);
    expect(weak.err).toMatch(/^password/);

    const db = await createDatabase({ databaseUrl: undefined, dataDir });
    try {
      const rows = await db.db.select().from(operators).orderBy(operators.id);
      expect(rows.map((r) => [r.username, r.role])).toEqual([
        ['cli-owner', 'owner'],
        ['cli-editor', 'content'],
      ]);
      // Stored hashed: the printed password verifies, the text itself is nowhere.
      expect(rows[0]!.passwordHash).not.toContain(password);
      expect((await verifyPassword(password, rows[0]!.passwordHash, 10)).ok).toBe(true);
      const audit = await db.db.select().from(auditLog).where(eq(auditLog.action, 'console.create-operator'));
      expect(audit.map((a) => a.target)).toEqual([`operator:${rows[0]!.id}`, `operator:${rows[1]!.id}`]);
      expect(JSON.stringify(audit)).not.toContain(password);
    } finally {
      await db.close();
    }
  }, 300_000);
});
