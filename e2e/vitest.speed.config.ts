import { defineConfig } from 'vitest/config';

// Lighthouse's mobile performance runs (issue 17): benchmark output, not part of `npm test` (issue 24).
// `npm run test:speed` builds and runs them alone, ideally on a quiet machine (the scores move with its
// load); SPEED_RESULTS=<file> also writes the figures as JSON.
export default defineConfig({
  test: {
    name: 'speed',
    root: import.meta.dirname,
    environment: 'node',
    include: ['speed/**/*.spec.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
