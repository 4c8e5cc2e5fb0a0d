#!/usr/bin/env node
// `npm run bench:bundle`: the JavaScript a phone downloads to show the home route, gzip -9.
// Builds the web app in production mode into a temporary folder with a Vite manifest, then
// walks the static imports of the entry and of the home screen's chunk (what the lazy route
// preloads), counting each chunk once. hls.js and the player screen are reported apart: they
// load only when a video opens. Goal: home ≤ 150 KB gzip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 150;
const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'lld-bundle-'));
try {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--manifest',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: join(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(out, file)), { level: 9 }).length;
  const raw = (file) => readFileSync(join(out, file)).length;
  // What the server sends a browser that accepts brotli: the build's .br copy when there is one.
  const wire = (file) =>
    existsSync(join(out, `${file}.br`)) ? statSync(join(out, `${file}.br`)).size : raw(file);

  /** Chunks a key pulls in statically (itself included). */
  function closure(keys) {
    const seen = new Set();
    const walk = (k) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      for (const i of manifest[k].imports ?? []) walk(i);
    };
    for (const k of keys) walk(k);
    return seen;
  }
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const byName = (src) => Object.keys(manifest).find((k) => k.endsWith(src));
  const home = byName('src/app/home-route.tsx');
  const player = byName('src/features/media/screens/long-video-screen.tsx');
  const hls = Object.keys(manifest).find((k) => k.includes('hls.js') && k.includes('light'));
  if (!entry || !home || !player) throw new Error('entry, home or player chunk not found in the manifest');

  const sum = (set) => [...set].reduce((a, k) => a + gz(manifest[k].file), 0);
  const homeSet = closure([entry, home]);
  const playerSet = new Set([...closure([player])].filter((k) => !homeSet.has(k)));
  // Chunks the home screen imports dynamically and starts loading at once (below-the-fold
  // sections): not needed for the first screen, but downloaded on every visit to home.
  const sections = byName('src/features/media/components/home-sections.tsx');
  const deferredSet = new Set(
    [...closure(sections ? [sections] : [])].filter((k) => !homeSet.has(k) && !playerSet.has(k)),
  );
  const rows = [...homeSet].map((k) => [manifest[k].file, raw(manifest[k].file), gz(manifest[k].file)]);
  rows.sort((a, b) => b[2] - a[2]);
  console.log('\nhome route (entry + home screen, static imports):');
  for (const [file, r, g] of rows)
    console.log(
      `  ${file.padEnd(44)} ${(r / 1024).toFixed(1).padStart(7)} KB  ${(g / 1024).toFixed(1).padStart(6)} KB gzip`,
    );
  const homeKb = sum(homeSet) / 1024;
  const playerKb = sum(playerSet) / 1024;
  const hlsKb = hls ? gz(manifest[hls].file) / 1024 : 0;
  console.log(
    `\nhome route JS:            ${homeKb.toFixed(1)} KB gzip (goal ≤ ${GOAL_KB} KB) ${homeKb <= GOAL_KB ? 'OK' : 'OVER'}`,
  );
  const deferredKb = sum(deferredSet) / 1024;
  console.log(`home sections, deferred:  ${deferredKb.toFixed(1)} KB gzip (loads after the first screen)`);
  console.log(`home total downloaded:    ${(homeKb + deferredKb).toFixed(1)} KB gzip`);
  const wireKb = [...homeSet, ...deferredSet].reduce((a, k) => a + wire(manifest[k].file), 0) / 1024;
  const rawKb = [...homeSet, ...deferredSet].reduce((a, k) => a + raw(manifest[k].file), 0) / 1024;
  console.log(
    `home JS on the wire:      ${wireKb.toFixed(1)} KB brotli as served (${rawKb.toFixed(1)} KB uncompressed)`,
  );
  console.log(`player screen on top:     ${playerKb.toFixed(1)} KB gzip`);
  console.log(`hls.js (light), on play:  ${hlsKb.toFixed(1)} KB gzip`);
  process.exitCode = homeKb <= GOAL_KB ? 0 : 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
