// Builds apps/web when its dist/ is missing or older than any of its sources.
// Shared by `npm start` and the browser-test setup so both serve what the code says.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'packages/protocol/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function webBuildIsStale() {
  const distIndex = join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(distIndex)) return true;
  const sources = Math.max(...WEB_SOURCES.map((p) => newestMtime(join(repoRoot, p))));
  return statSync(distIndex).mtimeMs < sources;
}

// The operator console (apps/console, issue 17) is built by the same step, served under /console/.
const CONSOLE_SOURCES = [
  'apps/console/src',
  'apps/console/index.html',
  'apps/console/vite.config.ts',
  'apps/web/precompress.ts',
  'packages/protocol/src',
];

export function consoleBuildIsStale() {
  const distIndex = join(repoRoot, 'apps/console/dist/index.html');
  if (!existsSync(distIndex)) return true;
  const sources = Math.max(...CONSOLE_SOURCES.map((p) => newestMtime(join(repoRoot, p))));
  return statSync(distIndex).mtimeMs < sources;
}

function build(workspace, label) {
  console.log(`[build] building ${label}…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // A test runner sets NODE_ENV=test, which would give React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${label} build failed (exit ${result.status})`);
}

export function ensureWebBuilt() {
  if (webBuildIsStale()) build('apps/web', 'the web app');
  if (consoleBuildIsStale()) build('apps/console', 'the operator console');
}

// The server, compiled to apps/server/dist (issue 18): `npm start` runs it with plain node.
const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/protocol/src',
];

export function serverBuildIsStale() {
  const entry = join(repoRoot, 'apps/server/dist/server.js');
  if (!existsSync(entry)) return true;
  const sources = Math.max(...SERVER_SOURCES.map((p) => newestMtime(join(repoRoot, p))));
  return statSync(entry).mtimeMs < sources;
}

export function ensureServerBuilt() {
  if (serverBuildIsStale()) build('apps/server', 'the server');
}
