import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'server/src/**/*.unit.test.ts',
            'tools/**/*.test.ts',
            'handset/**/*.test.{ts,tsx}',
            'portal/**/*.test.{ts,tsx}',
          ],
          exclude: ['tools/cluster/**'],
          environment: 'node',
          // One module graph per worker for every file (see docs/performance.md#tests-and-ci): a file that needs a
          // fresh one says so by not leaving state behind; none mocks modules.
          isolate: false,
        },
      },
      {
        test: {
          // Instances behind nginx on a PostgreSQL of their own (npm run cluster); the PostgreSQL lane of .ci/run.
          name: 'cluster',
          include: ['tools/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          isolate: false,
          // Rendering react-admin in jsdom is slow on a busy 2-core machine; this is a hang guard, not a timing.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/src/**/*.test.ts'],
          exclude: ['server/src/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/databaseTemplate.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/databaseTemplate.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One journey at a time: two at a time (each has its own data folder, port and browser) took as long beside
          // the other lane on 2 cores, at twice the load (docs/performance.md#tests-and-ci).
          fileParallelism: false,
          // A page on a busy machine may take seconds to show what a poll waits for: a hang guard, not a timing.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
