#!/usr/bin/env node
// The server's command-line tools as production runs them: compiled JavaScript with plain node
// (apps/server/dist/<tool>.js), no tsx. `node scripts/cli.mjs <tool> [args…]`, e.g. through the
// npm scripts of apps/server (`npm run search:rebuild -w apps/server`). Compiles the server
// first when its build is missing or older than its sources (a fresh clone, a pulled change),
// like `npm start`; a built image (Dockerfile) has it already.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBuilt, repoRoot } from './web-build.mjs';

const TOOLS = ['novels.cli', 'search.cli', 'operators.cli', 'ingest'];
const [tool, ...args] = process.argv.slice(2);
if (!TOOLS.includes(tool ?? '')) {
  console.error(`usage: node scripts/cli.mjs <${TOOLS.join('|')}> [arguments]`);
  process.exit(2);
}
const script = join(repoRoot, 'apps/server/dist', `${tool}.js`);
// A clone: rebuild when stale. A production install (the image: NODE_ENV=production, no
// build tools) runs what it was built with.
if (!(process.env.NODE_ENV === 'production' && existsSync(script))) ensureServerBuilt();
const child = spawn(process.execPath, ['--enable-source-maps', script, ...args], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
