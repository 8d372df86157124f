import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // One migrated database per worker, shared by its files and emptied before each test.
    isolate: false,
    // Each worker holds one migrated database (~300 MB); two cores, two workers.
    maxWorkers: 2,
    // Its own worker limit needs its own group: runs after the web project.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
