import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // scrypt at N=2^10 instead of 2^17: logins and signups by the hundred, minutes of CPU saved.
    env: { PASSWORD_HASH_COST: '10' },
    // Test files share one module graph per worker instead of importing the app again each
    // (import time 27 s -> 4 s for the catalogue's 16 files). Each file still builds its own
    // app on its own database; the one file that mocks a module imports the app afresh.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
