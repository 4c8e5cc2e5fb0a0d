import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and component tests (jsdom). Browser journeys live in e2e/ with their own config.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
