import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/precompress';

// The operator console (issue 17): served by apps/server under /console/, precompressed like
// the web app. In `vite` dev mode the API is proxied to a server on :8080.
export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080' } },
});
