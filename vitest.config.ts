import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'server/vitest.config.ts',
      'web/vitest.config.ts',
      'bench/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
