import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAliases, reactLibraries } from './build/preact-aliases';

// Testing Library's main file is CommonJS, whose `require('react-dom/client')` Node resolves past
// the aliases to React itself; its ES module build (package.json `module`) goes through them.
const testingLibrary = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

export default defineProject({
  plugins: [react()],
  // The tests render with what ships: Preact through compat (build/preact-aliases.ts).
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      { find: /^@testing-library\/react$/, replacement: testingLibrary },
      ...preactAliases,
    ],
  },
  // Under Node's conditions react-router's entry is CommonJS, whose `require('react')` would
  // also pass the aliases; the browser's conditions, as in the build, pick its ES module build.
  environments: {
    client: { resolve: { conditions: ['module', 'browser', 'development|production'] } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    isolate: false,
    server: { deps: { inline: reactLibraries } },
    // user-event typing through a whole form takes seconds of CPU in jsdom; 5 s is too tight
    // when the two cores are shared with the server project's PostgreSQL.
    testTimeout: 20_000,
  },
});
