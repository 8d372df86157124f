import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['tests/**/*.spec.ts'],
    // Every file starts its own server (~3 s, ~400 MB) on a free port with its own data folder, and
    // its own browser: two files at a time share nothing, and a story spends much of its time waiting
    // on the page, so two at once take the suite from ~16 to ~11 minutes on two cores. Stories wait
    // for what they need (no fixed sleeps), so a slower page under the load is not a failure.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
