import { configDefaults, defineConfig } from 'vitest/config';

/** The settings of the server's test files, isolated or not. */
const SERVER_TEST = {
  environment: 'node',
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;
/** Files that replace a module (vi.mock), the global fetch or an environment variable. */
const REPLACES_GLOBALS = [
  'apps/server/src/modules/translations/translation-rows.test.ts',
  'apps/server/src/modules/payments/gateway-callbacks.test.ts',
  'apps/server/src/modules/payments/fcra-gateways.test.ts',
  'apps/server/src/seed/seed.test.ts',
];

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
          exclude: [...configDefaults.exclude, ...REPLACES_GLOBALS, ...(process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
          ...SERVER_TEST,
          // A worker imports the server once for all its files (each file still builds its own app
          // and database): importing it again for every file took a third of the suite's time.
          isolate: false,
        },
      },
      {
        test: {
          // A file that replaces a module, fetch or an environment variable imports the server afresh.
          name: 'server-isolated',
          include: REPLACES_GLOBALS,
          ...SERVER_TEST,
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
