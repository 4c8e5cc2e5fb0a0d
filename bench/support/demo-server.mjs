// The real server with demo content on a free loopback port, in a temp DATA_DIR, for the
// browser benchmarks (player, Lighthouse): limits lifted, since every client is one address.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../scripts/free-port.mjs';
import { LOCAL_SERVER_ENV, waitUntilUp } from '../../scripts/local-server.mjs';
import { repoRoot } from '../../scripts/web-build.mjs';

/**
 * The test-only certificate (apps/server/src/test/tls): `tls: true` serves HTTPS with HTTP/2,
 * as a deployment reaches phones; the browser is told to accept the certificate.
 */
export const BENCH_TLS = Object.freeze({
  certFile: join(repoRoot, 'apps/server/src/test/tls/cert.pem'),
  keyFile: join(repoRoot, 'apps/server/src/test/tls/key.pem'),
});

/** Does `url` answer 2xx over TLS with the bench certificate? */
function answersTls(url) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca: readFileSync(BENCH_TLS.certFile) }, (res) => {
        res.resume();
        resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300);
      })
      .on('error', reject);
  });
}

/** The share of the machine's CPU time that was idle over the next `ms` (Linux /proc/stat). */
async function idleShare(ms) {
  const read = () => {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: f[3] + f[4], total: f.reduce((a, b) => a + b, 0) };
  };
  const a = read();
  await sleep(ms);
  const b = read();
  return (b.idle - a.idle) / Math.max(1, b.total - a.total);
}

/**
 * Waits until the machine is quiet (85 % idle over 2 s), at most `maxMs`: work still running
 * when the server answers (the demo's media, another process) would be measured as the page's.
 */
export async function machineSettled(maxMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < maxMs) if ((await idleShare(2000)) > 0.85) break;
  const waited = ((Date.now() - started) / 1000).toFixed(0);
  console.error(
    `[bench] machine settled after ${waited} s${Date.now() - started >= maxMs ? ' (gave up waiting)' : ''}`,
  );
}

/**
 * Starts the server (extra `env` on top) and resolves once it answers: `{ base, stop }`.
 * `tls: true`: HTTPS with HTTP/2 on the bench certificate (base is https://127.0.0.1:port).
 */
export async function startDemoServer(env = {}, { tls = false } = {}) {
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
      ...(tls ? { TLS_CERT_FILE: BENCH_TLS.certFile, TLS_KEY_FILE: BENCH_TLS.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/api/runtime-config.json`, server, {
    timeoutMs: 180_000,
    ...(tls ? { answers: answersTls } : {}),
  });
  if (process.platform === 'linux') await machineSettled();
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
