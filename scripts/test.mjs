#!/usr/bin/env node
// `npm test`: every test in the repository, one suite after another (the machine has two
// cores; each suite already runs its files in parallel). Ends with what failed, if anything
// (each failed test, hook or file with its error), then the plain line
// `tests: N passed, N failed, N skipped`, and a non-zero exit when anything failed.
// With CI=true, suites that need a browser or a server fail instead of skipping.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'test-results');
mkdirSync(outDir, { recursive: true });

const only = process.argv.slice(2);
const suites = [
  { name: 'protocol', cwd: 'packages/protocol', args: [] },
  { name: 'server', cwd: 'apps/server', args: [] },
  { name: 'web', cwd: 'apps/web', args: [] },
  { name: 'e2e', cwd: 'apps/web', args: ['--config', 'e2e/vitest.config.ts'] },
].filter((s) => only.length === 0 || only.includes(s.name));
if (only.some((name) => name !== 'static' && !suites.some((s) => s.name === name))) {
  console.error(`unknown suite in ${only.join(' ')}: use static | protocol | server | web | e2e`);
  process.exit(2);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
/** What failed, suite by suite (scripts/failures-reporter.mjs), repeated at the very end. */
const failures = [];
const failuresReporter = join(root, 'scripts/failures-reporter.mjs');

// Types and lint first: a red typecheck is a failure even when every test passes.
if (only.length === 0 || only.includes('static')) {
  const checks = [
    ['typecheck protocol', 'node_modules/typescript/bin/tsc', ['-p', 'packages/protocol']],
    ['typecheck server', 'node_modules/typescript/bin/tsc', ['-p', 'apps/server']],
    ['typecheck web', 'node_modules/typescript/bin/tsc', ['-p', 'apps/web']],
    ['typecheck web worker', 'node_modules/typescript/bin/tsc', ['-p', 'apps/web/src/lib/pwa/worker']],
    ['typecheck console', 'node_modules/typescript/bin/tsc', ['-p', 'apps/console']],
    ['lint', 'node_modules/@biomejs/biome/bin/biome', ['check', '.']],
    // One-way imports (docs/architecture.md, "Boundaries"): each app's rules, zero violations.
    ...['apps/server', 'apps/web']
      .filter((app) => existsSync(join(root, app, '.dependency-cruiser.cjs')))
      .map((app) => [
        `boundaries ${app.split('/')[1]}`,
        'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
        ['--config', '.dependency-cruiser.cjs', '--no-progress', 'src'],
        app,
      ]),
  ];
  console.log('\n=== static ===');
  for (const [name, bin, args, cwd = '.'] of checks) {
    const result = spawnSync(process.execPath, [join(root, bin), ...args], {
      cwd: join(root, cwd),
      stdio: 'inherit',
    });
    console.log(`${name}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
    if (result.status !== 0) {
      broken = true;
      failures.push({ suite: 'static', where: name, error: 'its output is above, under === static ===' });
    }
  }
}
const vitest = join(root, 'node_modules/vitest/vitest.mjs');

for (const suite of suites) {
  const report = join(outDir, `${suite.name}.json`);
  const failuresFile = join(outDir, `${suite.name}.failures.json`);
  rmSync(report, { force: true });
  rmSync(failuresFile, { force: true });
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      vitest,
      'run',
      ...suite.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      `--reporter=${failuresReporter}`,
    ],
    {
      cwd: join(root, suite.cwd),
      stdio: 'inherit',
      env: { ...process.env, TEST_FAILURES_FILE: failuresFile },
    },
  );
  if (existsSync(failuresFile)) {
    for (const f of JSON.parse(readFileSync(failuresFile, 'utf8')))
      failures.push({ suite: suite.name, ...f });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!existsSync(report)) {
    console.log(`${suite.name}: no report (exit ${result.status}) after ${seconds}s`);
    failures.push({
      suite: suite.name,
      where: 'the whole suite',
      error: `no report (exit ${result.status})`,
    });
    broken = true;
    totals.failed += 1;
    continue;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += skipped;
  // A file that fails to load counts no test but fails the suite.
  if (result.status !== 0 || json.success === false) broken = true;
  console.log(
    `${suite.name}: ${json.numPassedTests} passed, ${json.numFailedTests} failed, ${skipped} skipped in ${seconds}s`,
  );
}

// Where each failure happened, last, where a CI log's tail shows it.
if (failures.length) {
  console.log(`\n=== what failed (${failures.length}) ===`);
  for (const { suite, where, error } of failures) {
    console.log(`\n[${suite}] ${where}\n${error.replace(/^/gm, '    ')}`);
  }
}
// A broken suite or check with no failed test still fails the run (and says so).
if (broken && totals.failed === 0) totals.failed = 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken ? 1 : 0);
