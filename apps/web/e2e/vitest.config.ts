import { defineConfig } from 'vitest/config';

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
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
