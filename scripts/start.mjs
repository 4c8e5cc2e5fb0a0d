#!/usr/bin/env node
// `npm start`: make a fresh clone runnable with one command.
// 1. install dependencies when node_modules is missing or older than the lock file;
// 2. build the web app when dist/ is missing or older than its sources;
// 3. compile the server (apps/server/dist) when it is missing or older than its sources;
// 4. start it with plain node: the API server, which serves the built web app on the same port
//    (`npm run worker`, i.e. `--worker`: the job worker process, dist/worker.js, instead).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const installedMarker = join(root, 'node_modules/.package-lock.json');
const lockFile = join(root, 'package-lock.json');
if (!existsSync(installedMarker) || statSync(installedMarker).mtimeMs < statSync(lockFile).mtimeMs) {
  console.log('[start] installing dependencies (npm ci)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Imported only after the install: nothing above needs a dependency.
const { ensureServerBuilt, ensureWebBuilt } = await import('./web-build.mjs');
ensureWebBuilt();
ensureServerBuilt();

const entry = process.argv.includes('--worker') ? 'apps/server/dist/worker.js' : 'apps/server/dist/server.js';
const server = spawn(process.execPath, ['--enable-source-maps', entry], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
