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
  'apps/web/pwa',
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

/** True when `output` (relative to the repository) is missing or older than any of `sources`. */
function isStale(output, sources) {
  const file = join(repoRoot, output);
  if (!existsSync(file)) return true;
  return statSync(file).mtimeMs < Math.max(...sources.map((p) => newestMtime(join(repoRoot, p))));
}

// Judged by the service worker, the last file the build writes (vite-plugin-pwa, when the
// bundle is closed), not index.html, which comes first: a build stopped halfway left an
// index.html that looked fresh and no sw.js, and every browser test then failed on the worker's
// 404 (session 40).
export function webBuildIsStale() {
  return isStale('apps/web/dist/sw.js', WEB_SOURCES);
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
  return isStale('apps/console/dist/index.html', CONSOLE_SOURCES);
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
  return isStale('apps/server/dist/server.js', SERVER_SOURCES);
}

export function ensureServerBuilt() {
  if (serverBuildIsStale()) build('apps/server', 'the server');
}
