import { defineConfig } from 'vitest/config';

// The bench's pure helpers (statistics); the benchmark itself runs with `npm run bench`.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
  },
});
