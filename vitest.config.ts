import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default (a single worker on this 2-core machine);
    // the server's tests wait on PostgreSQL, a process of its own, so two workers keep both
    // cores busy.
    maxWorkers: 2,
    projects: ['packages/contracts', 'server', 'web'],
  },
});
