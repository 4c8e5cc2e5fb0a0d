import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

// The server (apps/server) serves dist/ and injects runtime config into index.html.
// In `vite` dev mode, API calls are proxied to a server started separately on :8080.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // npm hoists react@18 to the root node_modules (a peer of antd-mobile's @react-spring 9.6);
    // this app's react@19 lives in apps/web/node_modules. Resolve React from here for every
    // importer, or the bundle would carry two Reacts.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // React and React Query are loaded by the entry anyway: keep them whole in one chunk, so
        // the lazy routes sharing bits of them do not split off tiny chunks of their own.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080' } },
});
