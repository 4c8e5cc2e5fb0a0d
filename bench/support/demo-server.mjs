// The real server with demo content on a free loopback port, in a temp DATA_DIR, for the
// browser benchmarks (player, Lighthouse): limits lifted, since every client is one address.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { LOCAL_SERVER_ENV, waitUntilUp } from '../../scripts/local-server.mjs';
import { repoRoot } from '../../scripts/web-build.mjs';

/** Starts the server (extra `env` on top) and resolves once it answers: `{ base, stop }`. */
export async function startDemoServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lld-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...LOCAL_SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'on',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/api/runtime-config.json`, server, { timeoutMs: 180_000 });
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
