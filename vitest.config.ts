import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the server files spend most of their time
    // waiting on PostgreSQL and scrypt's thread pool, so a second worker runs beside them.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: ['packages/contracts', 'server', 'web'],
  },
});
