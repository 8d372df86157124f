import { defineConfig } from 'vitest/config';

// The repo's own tooling (the lint boundaries of decision 026).
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 30_000,
  },
});
