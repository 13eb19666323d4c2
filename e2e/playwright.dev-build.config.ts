import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { freePort, sharedConfig } from './chromium.ts';

/**
 * The console check of every route (e2e/console/): the web app built with React's development
 * code (`npm run build:dev -w apps/web`), because only that reports a server render the browser
 * does not match (a label's `for`, an id) and the other warnings React keeps out of the
 * production build. The same server, demo content and fixtures as the main suite, on a data
 * folder of its own. Runs after the main suite (`npm run test:e2e`).
 */
process.env.E2E_DEV_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= path.resolve(`.tmp/e2e-dev-build-${Date.now()}`);
const port = Number(process.env.E2E_DEV_PORT);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './console',
  testMatch: '**/*.spec.ts',
  ...sharedConfig(`http://127.0.0.1:${port}`),
  workers: 2,
  webServer: {
    command: 'npm run build:dev --workspace apps/web && node --import tsx e2e/prepare-data.ts && node --import tsx apps/server/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}${callUrl(calls.health)}`,
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST: path.join(root, 'apps/web/.tmp/dev-build/dist'),
      SEED_DEMO: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      LIFECYCLE_INTERVAL_SECONDS: '0',
      API_RATE_LIMIT: '100000',
    },
  },
});
