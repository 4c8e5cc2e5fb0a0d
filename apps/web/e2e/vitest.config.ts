import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The journey that creates the first operator on the console's setup page runs before the other console files. */
class ConsoleSetupFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (f: TestSpecification) => f.moduleId.endsWith('/console.e2e.ts');
    return [...sorted.filter(first), ...sorted.filter((f) => !first(f))];
  }
}

// Browser journeys: Chromium (playwright-core) against the real server with a fresh
// embedded database. One server for the run; files run one at a time so two browsers
// never fight for the machine's two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-report.setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: ConsoleSetupFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
