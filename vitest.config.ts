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
  },
});
