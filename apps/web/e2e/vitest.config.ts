import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The usual order, except that the console's first-owner journey comes first: its setup page
 * shows only while the server has no operator, and the other console files make their own.
 */
class FirstOwnerFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (f: TestSpecification) => (f.moduleId.endsWith('/console-access.e2e.ts') ? 0 : 1);
    return sorted.sort((a, b) => first(a) - first(b));
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
    fileParallelism: false,
    sequence: { sequencer: FirstOwnerFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
