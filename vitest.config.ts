import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/api/**/*.test.ts',
      'tests/ai/**/*.test.ts',
      'tests/client/**/*.test.ts',
      'tests/workerd/**/*.test.ts',
      'packages/offline-ai/tests/**/*.test.ts',
    ],
    setupFiles: ['tests/helpers/i18n-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One test file per core. Vitest's default keeps a core for itself (one file at a time on a 2-core runner), but its
    // main process mostly waits: two at once took the suite's files from 240 to 189 s on a loaded 2-core machine.
    maxWorkers: availableParallelism(),
  },
});
