import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SERVER_ROOT } from './paths.ts';
import { TEST_SECRETS } from './test/harness.ts';

/**
 * Production runs the compiled server with plain node (issue 18): build it into a folder of its
 * own, start it on an embedded database, and check it answers /healthz and /readyz, then stops
 * cleanly on SIGTERM.
 */
const outdir = path.join('dist', `test-${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lld-compiled-'));

afterAll(() => {
  rmSync(path.join(SERVER_ROOT, outdir), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

it('the compiled server starts with plain node, answers /healthz and /readyz, and exits 0 on SIGTERM', async () => {
  const built = spawnSync(process.execPath, ['build.mjs', '--outdir', outdir], {
    cwd: SERVER_ROOT,
    encoding: 'utf8',
  });
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);

  const child = spawn(process.execPath, [path.join(SERVER_ROOT, outdir, 'server.js')], {
    // Anywhere: the compiled server finds its migrations and files from its own place.
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      ...TEST_SECRETS,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /LLD is up: http:\/\/localhost:(\d+)\//.exec(output);
      if (m) resolve(Number(m[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  try {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}, 300_000);
