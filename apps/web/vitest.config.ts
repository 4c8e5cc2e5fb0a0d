import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// npm hoists react@18 to the root node_modules (peer of @react-spring 9.6 via antd-mobile, of
// @testing-library/react …) and keeps this app's react@19 in apps/web/node_modules. Packages
// loaded by Node from the root would then get React 18 next to the app's React 19 ("Invalid
// hook call", "older version of React"). So the React-using packages are inlined (transformed
// by Vite, whose resolver honours `dedupe`), and their ESM builds are preferred over CJS ones,
// whose `require('react')` Vite cannot redirect.
const REACT_USERS = [
  /\/antd-mobile\//,
  /\/ahooks\//,
  /\/rc-[a-z-]+\//,
  /\/@react-spring\//,
  /\/@use-gesture\//,
  /\/@testing-library\/react\//,
  /\/@tanstack\/react-query\//,
  /\/swiper\//,
  /\/zustand\//,
  /\/react-router\//,
  /\/staged-components\//,
  /\/use-sync-external-store\//,
];

// Unit and component tests (jsdom). Browser journeys live in e2e/ with their own config.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    dedupe: ['react', 'react-dom'],
    mainFields: ['module', 'main'],
    conditions: ['module', 'browser', 'development|production'],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { inline: REACT_USERS } },
  },
});
