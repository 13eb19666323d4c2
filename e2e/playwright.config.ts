import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { freePort, sharedConfig } from './chromium.ts';

/**
 * End-to-end tests drive the built app in Debian's Chromium (/usr/bin/chromium), against the
 * real server on a free port with a fresh data folder and the demo content.
 */
// Workers load this file again; the port chosen by the main process reaches them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= path.resolve(`.tmp/e2e-data-${Date.now()}`);
const port = Number(process.env.E2E_PORT);
const root = path.resolve(import.meta.dirname, '..');


export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  ...sharedConfig(`http://127.0.0.1:${port}`),
  workers: 2,
  // The back office's content spec publishes events on the shared site (an Ulchemy event on
  // /programs/1, /upcoming-events): it runs after the specs that count what the public lists show.
  // The journeys publish events of their own too, change them and run the lifecycle job (which
  // moves the lifecycle spec's fixture event): they run last, with the event-times spec (published
  // events of its own, one moved to today).
  projects: [
    // The empty production site has a server of its own (playwright.production.config.ts).
    // The console check of every route has a server of its own too (playwright.dev-build.config.ts).
    { name: 'site', testIgnore: [/(content|journey|event-cancel|event-times)\.spec\.ts$/, /[\\/](production|console)[\\/]/] },
    { name: 'content', testMatch: /content\.spec\.ts$/, dependencies: ['site'] },
    { name: 'journeys', testMatch: /(journey|event-cancel|event-times)\.spec\.ts$/, dependencies: ['content'] },
  ],
  webServer: {
    command: 'node --import tsx e2e/prepare-data.ts && node --import tsx apps/server/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}${callUrl(calls.health)}`,
    // Generous: the first start migrates and seeds, slow on a busy machine; a healthy server answers at once.
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RECONCILE_INTERVAL_SECONDS: '5',
      // Events move only when a test runs the lifecycle job (POST /api/dev/jobs/events-lifecycle/run).
      LIFECYCLE_INTERVAL_SECONDS: '0',
      // Seats freed by more capacity wait for staff's "Offer the next seat now" (waiting-list-journey.spec.ts), not the job.
      WAITLIST_INTERVAL_SECONDS: '0',
      // Every spec calls from 127.0.0.1; the per-address ceiling is tested in the API suite.
      API_RATE_LIMIT: '100000',
      // Every spec signs up from 127.0.0.1; the per-address sign-up limit is tested in the API suite.
      SIGNUP_ADDRESS_LIMIT: '100000',
      // Sign-ups answer at once here; the equal answer time is tested in the API suite.
      SIGNUP_ANSWER_MS: '0',
      // A second merchant account for the FCRA bank account: the sandbox with a secret of its own.
      FCRA_PAYMENT_PROVIDER: 'sandbox',
      FCRA_SANDBOX_SECRET: 'e2e-fcra-sandbox-secret',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
