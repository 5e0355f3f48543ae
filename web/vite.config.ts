import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialSizeReport } from './build/initial-size-report';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';

const srcDir = new URL('./src', import.meta.url).pathname;

// The server serves the built app under /app/ and the API under /cli on the same origin.
export default defineConfig({
  base: '/app/',
  // The service worker is written first: precompression covers it too.
  plugins: [react(), serviceWorker(), precompress(), initialSizeReport()],
  resolve: { alias: { '@': srcDir } },
  server: {
    proxy: { '/cli': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The shared contracts only declare schemas and helpers; marking them pure keeps
        // zod out of the bundle when the app uses nothing but the helpers and types.
        moduleSideEffects: (id) => !id.includes('/packages/contracts/'),
      },
    },
  },
});
