import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { freePort, sharedConfig, webServer } from './chromium.ts';
import { FIRST_OWNER } from './production/first-owner.ts';

/**
 * The empty production site: the server started as a foundation starts it the first
 * time — NODE_ENV=production, no demo content, an empty data folder, the first owner from the
 * environment — with only the staging allowances the start checks accept (outbox, sandbox
 * gateway) and settings of its own that pass them. Its specs live in e2e/production/ and run
 * after the main suite (`npm run test:e2e`).
 */
process.env.E2E_PROD_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= path.resolve(`.tmp/e2e-production-${Date.now()}`);
const port = Number(process.env.E2E_PROD_PORT);
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './production',
  testMatch: '**/*.spec.ts',
  ...sharedConfig(origin),
  workers: 1,
  // The production bundle, as `npm start` runs it (`npm run build` writes it with the web app).
  webServer: webServer(
    port,
    'node --enable-source-maps apps/server/dist/main.js',
    {
      NODE_ENV: 'production',
      PUBLIC_URL: origin,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // A staging site's allowances (nobody receives messages, no real money moves).
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
      // Every spec signs up from 127.0.0.1; the per-address sign-up limit is tested in the API suite.
      SIGNUP_ADDRESS_LIMIT: '100000',
      SANDBOX_SECRET: 'e2e-production-sandbox-secret-0123456789',
      TICKET_SECRET: 'e2e-production-ticket-secret-0123456789abcdef',
      TICKET_SIGNING_KEY: 'ZTJlLXByb2R1Y3Rpb24tdGlja2V0LXNpZ25pbmcta2U',
      AADHAAR_KEY: 'e2e-production-aadhaar-key-0123456789abcdef',
      FOUNDATION_NAME: 'Matangi Foundation Trust',
      FOUNDATION_ADDRESS: '12 Temple Street, Madurai, Tamil Nadu 625001',
      FOUNDATION_PAN: 'AAATM4321K',
      FOUNDATION_80G_URN: 'AAATM4321KF20261',
      FOUNDATION_80G_VALIDITY: 'AY 2026-27 to AY 2030-31',
      OWNER_EMAIL: FIRST_OWNER.email,
      OWNER_PASSWORD: FIRST_OWNER.password,
      OWNER_TOTP_SECRET: FIRST_OWNER.totpSecret,
      // The loaded test machine lags; the overload guard is tested in the API suite.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      LIFECYCLE_INTERVAL_SECONDS: '0',
      RECONCILE_INTERVAL_SECONDS: '0',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    120_000,
  ),
});
