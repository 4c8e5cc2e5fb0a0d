import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../../scripts/free-port.mjs';
import { waitUntilUp } from '../../../../scripts/local-server.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureWebBuilt, repoRoot } from '../../../../scripts/web-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminKey: string;
  }
}

export default async function setup(project: TestProject) {
  (ensureWebBuilt as () => void)();
  const dataDir = mkdtempSync(join(tmpdir(), 'lld-e2e-'));
  const port = await freePort();
  const adminKey = 'e2e-admin-key-0123456789abcdef';
  let output = '';
  // Lines with Fastify's warning for a request answered twice (a handler that sent, then sent
  // again): the run fails on any, whichever journey's request it was.
  const answeredTwice: string[] = [];
  // Its error lines (pino level 50+: a 5xx, a crashed job) are printed at the end of the run,
  // and the whole log kept in test-results, so a journey that failed on the server's side says so.
  const serverErrors: string[] = [];
  const resultsDir = join(repoRoot as string, 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  const logFile = createWriteStream(join(resultsDir, 'e2e-server.log'));
  let partial = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot as string,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_KEY: adminKey,
      DEMO_CONTENT: 'on',
      APP_ENCRYPT: 'on',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Every browser of the run is one loopback address, where real users each have their
      // own: the per-network guest limit (30 an hour) and the token-less per-IP limit would
      // refuse the later journeys' new guests (6015, 1002) — limits have their own tests.
      GUEST_LIMIT_PER_NETWORK: '100000/hour',
      RATE_LIMIT_IP: '100000/10s',
      RATE_LIMIT_IP_CEILING: '1000000/10s',
      // Journeys register dozens of accounts from this one address: past the third, each would
      // need the image captcha, which no journey can read.
      REGISTER_CAPTCHA_AFTER: '100000',
      REGISTER_LIMIT_PER_NETWORK: '100000/hour',
      // A live channel's ffmpeg runs this long after its last viewer leaves: with the default
      // 60 s (+15 s viewer expiry) the live journey's encoder kept one of the two cores busy
      // through the next three journeys, which then timed out in CI.
      LIVE_IDLE_SECONDS: '8',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    logFile.write(chunk);
    output = (output + text).slice(-20_000);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('Reply was already sent')) answeredTwice.push(line.slice(0, 400));
      if (/"level":(50|60)\b/.test(line)) serverErrors.push(line.slice(0, 600));
    }
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: on a shared two-core machine under load, migrations and the demo seed can take minutes.
  await waitUntilUp(`${baseUrl}/api/runtime-config.json`, server, {
    timeoutMs: Number(process.env.E2E_SERVER_START_MS ?? 300_000),
    logs: () => output,
  });
  project.provide('baseUrl', baseUrl);
  project.provide('adminKey', adminKey);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        r(null);
      }, 10_000);
      server.once('exit', () => {
        clearTimeout(timer);
        r(null);
      });
    });
    if (process.env.E2E_SERVER_LOG) console.log(output);
    logFile.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (serverErrors.length > 0) {
      console.log(
        `the journeys' server logged ${serverErrors.length} error(s) (test-results/e2e-server.log); the last ones:\n${serverErrors.slice(-10).join('\n')}`,
      );
    }
    if (answeredTwice.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the exit code says it too.
      process.exitCode = 1;
      throw new Error(
        `the server answered ${answeredTwice.length} request(s) twice:\n${answeredTwice.join('\n')}`,
      );
    }
  };
}
