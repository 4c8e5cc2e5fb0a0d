// The real server with demo content on a free loopback port, in a temp DATA_DIR, for the
// browser benchmarks (player, Lighthouse): limits lifted, since every client is one address.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { repoRoot } from '../../scripts/web-build.mjs';

/** Starts the server (extra `env` on top) and resolves once it answers: `{ base, stop }`. */
export async function startDemoServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lld-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'on',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_IP: '100000/10s',
      RATE_LIMIT_TOKEN: '100000/10s',
      GUEST_LIMIT_PER_NETWORK: '100000/hour',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/runtime-config.json`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
