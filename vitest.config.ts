import { defineConfig } from 'vitest/config';

/**
 * Unit and API integration tests. The server project runs on PGlite by default and on a
 * PostgreSQL server when DATABASE_URL is set (CI runs it both ways).
 */
export default defineConfig({
  test: {
    // PGlite instances take ~0.5 GB each; two workers fit the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
