import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [{ find: '@', replacement: new URL('./src', import.meta.url).pathname }],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    isolate: false,
    // user-event typing through a whole form takes seconds of CPU in jsdom; 5 s is too tight
    // when the two cores are shared with the server project's PostgreSQL.
    testTimeout: 20_000,
  },
});
