import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // scrypt at N=2^10 instead of 2^17: logins and signups by the hundred, minutes of CPU saved.
    env: { PASSWORD_HASH_COST: '10' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
