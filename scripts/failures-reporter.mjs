// A vitest reporter for `npm test` (scripts/test.mjs): writes what failed in a run (tests, the
// hooks of a suite or file, a file that would not load, errors outside any test) to the JSON file
// named by TEST_FAILURES_FILE, so the run's last lines can say which test broke and why. The
// default reporter prints the same far above, out of reach of a CI log's tail, and vitest's JSON
// report leaves out hook errors (their tests only count as skipped).
import { writeFileSync } from 'node:fs';

// Enough for a server's last log lines, which a failed start carries in its message.
const LINES = 40;

/** An error's message and the first lines of its stack, short enough for a log's tail. */
function describeError(error) {
  const message = String(error?.message ?? error ?? 'unknown error');
  const stack = String(error?.stack ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('at ') && !/node_modules|node:internal|<anonymous>/.test(line))
    .slice(0, 3);
  return [...message.split('\n').slice(0, LINES), ...stack].join('\n');
}

export default class FailuresReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const out = process.env.TEST_FAILURES_FILE;
    if (!out) return;
    const failures = [];
    const add = (where, errors) => {
      for (const error of errors) failures.push({ where, error: describeError(error) });
    };
    for (const module of testModules) {
      const file = module.relativeModuleId ?? module.moduleId;
      add(file, module.errors());
      for (const suite of module.children.allSuites()) add(`${file} > ${suite.fullName}`, suite.errors());
      for (const test of module.children.allTests('failed')) {
        add(`${file} > ${test.fullName}`, test.result().errors ?? []);
      }
    }
    add('outside any test', unhandledErrors);
    writeFileSync(out, JSON.stringify(failures));
  }
}
