import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenPreload } from './build/first-screen-preload.ts';
import { initialSizeReport } from './build/initial-size-report.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';
import { shellGuard } from './build/shell-guard.ts';

const srcDir = new URL('./src', import.meta.url).pathname;

const isSchemaCode = (id: string) =>
  id.includes('/packages/contracts/') || /[\\/]node_modules[\\/]zod[\\/]/.test(id);
const vendorModule = (id: string) => /[\\/]node_modules[\\/]/.test(id) && !isSchemaCode(id);
const shellModule = (id: string) => !isSchemaCode(id);

const resolve = { alias: [{ find: '@', replacement: srcDir }] };

// The server's first paint (src/app/entry-server.tsx, `vite build --ssr`): one module graph for
// Node, no browser-only build steps. Every library is bundled (noExternal): the server's
// runtime dependencies stay its own, and dist-ssr needs nothing from web's node_modules.
const firstPaintBuild = defineConfig({
  base: '/app/',
  plugins: [react()],
  resolve,
  ssr: { noExternal: true },
  // A production build, whatever NODE_ENV the server runs with: React's production renderer
  // alone is bundled (its development one is slower and four times the size).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    ssr: 'src/app/entry-server.tsx',
    copyPublicDir: false,
  },
});

// The server serves the built app under /app/ and the API under /cli on the same origin.
const appBuild = defineConfig({
  base: '/app/',
  // The service worker is written first: precompression covers it too.
  plugins: [
    react(),
    shellGuard(),
    firstScreenPreload(),
    serviceWorker(),
    precompress(),
    initialSizeReport(),
  ],
  resolve,
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
      output: {
        codeSplitting: {
          // What index.html loads comes in two files instead of some forty: on a mobile link
          // each extra request costs a round trip (150 ms on slow 4G) and a connection slot.
          // Libraries change less often than the app, so they keep their cached copy longer.
          // The contracts (and zod) stay out: a module lives in one chunk, and the schemas the
          // form routes use would drag zod into the shell with them.
          // Dependencies are not pulled in with a captured module (the default), or the
          // contracts' schemas would follow the shell's imports of their helpers.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'vendor', tags: ['$initial'], test: vendorModule, priority: 2 },
            { name: 'shell', tags: ['$initial'], test: shellModule, priority: 1 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstPaintBuild : appBuild));
