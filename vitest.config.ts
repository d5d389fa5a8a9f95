import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files that replace modules or globals (vi.mock, vi.stubGlobal, fake timers) run in a fresh process each; so do the
// workerd tests (they start wrangler).
const ISOLATED = [
  'tests/client/auth-store.test.ts',
  'tests/client/scene-download.test.ts',
  'tests/client/story-export.test.ts',
  'tests/client/world-text.test.ts',
  // Its race (a copy still under way when the host stops) is set up by a codec's first, cold use in the process.
  'tests/api/media-variants.test.ts',
  'tests/workerd/**/*.test.ts',
];

export default defineConfig({
  test: {
    setupFiles: ['tests/helpers/i18n-setup.ts'],
    testTimeout: 30_000,
    // As the browser tests: in CI a failed test runs once more, and the summary of npm test names it either way.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 120_000,
    pool: 'forks',
    // One test file per core. Vitest's default keeps a core for itself (one file at a time on a 2-core runner), but its
    // main process mostly waits: two at once took the suite's files from 240 to 189 s on a loaded 2-core machine.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // The API, AI-client and client tests each build what they test (an app on its own database, a client with fake
        // providers) and leave no module state behind, so one process runs file after file without loading the app's
        // modules again for each: a fresh process per file spent about as long importing as testing.
        test: {
          name: 'shared',
          include: ['tests/api/**/*.test.ts', 'tests/ai/**/*.test.ts', 'tests/client/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      // The offline AI's tests replace nothing and share its tables (the emoji index, the compiled word patterns, the
      // drawings read): one process per core runs its 77 files in 31 s, a fresh process each took 89 s.
      {
        extends: true,
        test: { name: 'offline', include: ['packages/offline-ai/tests/**/*.test.ts'], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
