import { defineConfig } from 'vitest/config';

// Lighthouse's mobile performance runs (issue 17): the last step of `npm test`, after every other
// suite has stopped its servers and browsers, so the machine is as quiet as it gets (the scores move
// with its load). `npm run test:speed` builds and runs them alone.
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
