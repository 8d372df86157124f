import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ops',
    root: import.meta.dirname,
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // Each file starts built servers (~400 MB each on PGlite), PostgreSQL databases and nginx:
    // one file at a time on a two-core machine.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
