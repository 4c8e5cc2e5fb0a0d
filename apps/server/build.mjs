#!/usr/bin/env node
// `npm run build -w apps/server`: compiles the server and its command-line tools to plain
// JavaScript in dist/ (esbuild), so production runs `node dist/server.js` without tsx.
// - @lld/* workspace packages (TypeScript sources) are bundled in; every other package stays
//   an import of node_modules (native modules such as sharp, PGlite's wasm, pg …).
// - Shared code goes to dist/chunks/; run-time files (drizzle/ migrations, media/, the games
//   sandbox's pages, package.json) are read from the package folder (src/paths.ts), not copied.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Entry points: `dist/<name>.js`. */
export const ENTRIES = {
  server: 'src/server.ts',
  worker: 'src/worker.ts',
  'novels.cli': 'src/modules/novels/novels.cli.ts',
  'search.cli': 'src/modules/search/search.cli.ts',
  'operators.cli': 'src/modules/operators/operators.cli.ts',
  ingest: 'scripts/ingest.ts',
};

/**
 * What Node's ESM loader accepts for `specifier`: a subpath of a package without an `exports`
 * map (e.g. `@node-rs/jieba/dict`) needs its file name as CommonJS resolution finds it.
 */
function nodeSpecifier(specifier, resolveDir) {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  if (parts.length <= nameLength) return specifier;
  const name = parts.slice(0, nameLength).join('/');
  const require = createRequire(path.join(resolveDir, 'noop.js'));
  let manifest;
  try {
    manifest = require.resolve(`${name}/package.json`);
  } catch {
    return specifier;
  }
  if (JSON.parse(readFileSync(manifest, 'utf8')).exports) return specifier;
  const file = require.resolve(specifier);
  return `${name}/${path.relative(path.dirname(manifest), file).split(path.sep).join('/')}`;
}

const workspaceInside = {
  name: 'node-modules-outside',
  setup(b) {
    // Bare imports (packages) stay imports, except the workspace's own @lld/* packages.
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@lld/') || args.path.startsWith('node:')) return undefined;
      return { path: nodeSpecifier(args.path, args.resolveDir), external: true };
    });
  },
};

// `--outdir <dir>` (relative to apps/server, and inside it so that packages resolve): the
// compiled-server test builds into its own folder under dist/.
const { values: args } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const outdir = path.resolve(root, args.outdir);
if (!outdir.startsWith(root)) throw new Error('--outdir must be inside apps/server');

const started = Date.now();
// Old chunks only (their names change with their contents); other builds' folders stay.
rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  // Stack traces keep function and class names (logs, pino's err serializer).
  keepNames: true,
  plugins: [workspaceInside],
  logLevel: 'warning',
  metafile: true,
});
writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
console.log(
  `[build] server compiled to ${path.relative(root, outdir)}/ (${files.length} files) in ${Date.now() - started} ms`,
);
