// An operator changes the signing key (a rotation after a leak) without a new build: a phone
// whose service worker installed under the old key starts from the worker's copy of the page,
// which carries the old key. Its first calls are refused (1001); the app reads the served config,
// has the worker fetch the page again, reloads once, and works; the next start from the worker
// already has the new key. Its own server (restarted with the new key on the same port: the
// worker belongs to the origin), not the suite's.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { LOCAL_SERVER_ENV, waitUntilUp } from '../../../scripts/local-server.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { repoRoot } from '../../../scripts/web-build.mjs';
import { skipBrowser, usePhone } from './support/browser';
import { swActive } from './support/pwa';

const OLD_KEY = 'rotation-old-sign-key-0001';
const NEW_KEY = 'rotation-new-sign-key-0002';

const dataDir = mkdtempSync(join(tmpdir(), 'lld-e2e-rotation-'));
let server: ChildProcess | null = null;

async function startServer(port: number, signKey: string): Promise<void> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot as string,
    env: {
      ...process.env,
      ...LOCAL_SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_SIGN_KEY: signKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  server = child;
  await waitUntilUp(`http://127.0.0.1:${port}/api/runtime-config.json`, child, {
    timeoutMs: 180_000,
    logs: () => output,
  });
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(null);
    });
    child.kill('SIGTERM');
  });
}

const signKey = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { __LLD__?: { signKey?: string } }).__LLD__?.signKey ?? '');

describe.skipIf(skipBrowser)('installable app: the runtime config changes without a new build', () => {
  // The old key's calls are refused on purpose (403 until the app has reloaded).
  const phone = usePhone({ ignoreConsoleErrors: [/status of 403/] });
  afterAll(async () => {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('recovers from the worker’s old key: one reload, then the new key from the worker', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    await startServer(port, OLD_KEY);
    const { page } = await phone.newPage();
    await page.goto(`${base}/mine`);
    await swActive(page);
    expect(await signKey(page)).toBe(OLD_KEY);
    await page
      .locator('.mine-user__id')
      .getByText(/ID：\d+/)
      .waitFor();

    await page.goto('about:blank');
    await stopServer();
    await startServer(port, NEW_KEY);

    // The worker answers with its copy (the old key); the refused calls lead to one reload.
    const started = await page.goto(`${base}/mine`);
    expect(started?.fromServiceWorker()).toBe(true);
    await page.waitForFunction(
      (key) => (window as unknown as { __LLD__?: { signKey?: string } }).__LLD__?.signKey === key,
      NEW_KEY,
      {
        timeout: 60_000,
        polling: 250,
      },
    );
    await page
      .locator('.mine-user__id')
      .getByText(/ID：\d+/)
      .waitFor({ timeout: 30_000 });

    // The next start is the worker's again, already with the new key: no refused call this time.
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(r.url());
    });
    const again = await page.goto(`${base}/mine`);
    expect(again?.fromServiceWorker()).toBe(true);
    expect(await signKey(page)).toBe(NEW_KEY);
    await page
      .locator('.mine-user__id')
      .getByText(/ID：\d+/)
      .waitFor({ timeout: 30_000 });
    expect(refused).toEqual([]);
  }, 420_000);
});
