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

export function ensureWebBuilt() {
  if (!webBuildIsStale()) return;
  console.log('[build] building the web app…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // A test runner sets NODE_ENV=test, which would give React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
}
