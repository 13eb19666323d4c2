import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { demoSiteServer, freePort, sharedConfig } from './chromium.ts';

/**
 * End-to-end tests drive the built app in Debian's Chromium headless shell (e2e/chromium.ts), against the
 * real server on a free port with a fresh data folder and the demo content.
 */
// Workers load this file again; the port chosen by the main process reaches them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= path.resolve(`.tmp/e2e-data-${Date.now()}`);
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  ...sharedConfig(`http://127.0.0.1:${port}`),
  workers: 2,
  // The back office's content spec publishes events on the shared site (an Ulchemy event on
  // /programs/1, /upcoming-events): it runs after the specs that count what the public lists show.
  // The journeys publish events of their own too, change them and run the lifecycle job (which
  // moves the lifecycle spec's fixture event): they run last, with the event-times spec (published
  // events of its own, one moved to today) and the Jobs page's spec (the owner runs the lifecycle
  // and the reminders now, which would move the lifecycle spec's fixture event too), and the message
  // texts' spec (it changes the payment-received SMS every payment of the site's specs would get).
  projects: [
    // The empty production site has a server of its own (playwright.production.config.ts).
    // The console check of every route has a server of its own too (playwright.dev-build.config.ts).
    {
      name: 'site',
      testIgnore: [/(content|journey|event-cancel|event-times|jobs|message-texts|own-site)\.spec\.ts$/, /[\\/](production|console)[\\/]/],
    },
    { name: 'content', testMatch: /content\.spec\.ts$/, dependencies: ['site'] },
    {
      name: 'journeys',
      testMatch: /(journey|event-cancel|event-times|jobs|message-texts)\.spec\.ts$/,
      dependencies: ['content'],
    },
    // The own-site walk changes the payment-received SMS too: after the journeys, so that it never
    // runs beside the message texts' spec (each waits for its own wording in the outbox).
    { name: 'own-site', testMatch: /own-site\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: demoSiteServer(port, process.env.E2E_DATA_DIR, { webDist: process.env.WEB_DIST }),
});
