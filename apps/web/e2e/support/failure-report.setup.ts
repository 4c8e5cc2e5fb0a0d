// Every journey file: a failed test prints what its pages were doing (support/page-report.ts).
// Registered first, this afterEach runs after the files' own (hooks run as a stack), so the
// pages those close have been snapshotted by then.
import { afterEach, beforeEach } from 'vitest';
import { reportPagesSince } from './page-report';

let startedAt = Date.now();

beforeEach(() => {
  startedAt = Date.now();
});

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const report = await reportPagesSince(startedAt);
  if (report) console.log(`what the pages of "${task.name}" showed (times from its start):\n${report}`);
});
