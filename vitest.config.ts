import { configDefaults, defineConfig } from 'vitest/config';

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
          // Tests that need a PostgreSQL server (the LISTEN/NOTIFY cache bus) run with DATABASE_URL only.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has a database of its own on PostgreSQL too (a copy of the run's template),
          // and the one test on the shared Redis uses keys of its own: files run side by side.
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
