import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { demoSiteServer, freePort, sharedConfig } from './chromium.ts';

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

export default defineConfig({
  testDir: './console',
  testMatch: '**/*.spec.ts',
  ...sharedConfig(`http://127.0.0.1:${port}`),
  workers: 2,
  webServer: demoSiteServer(port, process.env.E2E_DATA_DIR, {
    before: 'npm run build:dev --workspace apps/web',
    webDist: path.resolve(import.meta.dirname, '../apps/web/.tmp/dev-build/dist'),
  }),
});
