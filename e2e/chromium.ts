import type { PlaywrightTestConfig } from '@playwright/test';
import { createServer } from 'node:net';

/**
 * How Debian's Chromium runs on this kind of machine (TOOLCHAIN.md): headless, no sandbox as
 * root, and no look-ups of outside hosts, which the closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** A port nobody listens on now, for a server started by a test run or a benchmark. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * What every Playwright config of the e2e tests shares (playwright.config.ts and
 * playwright.production.config.ts): timeouts, retries on CI, and Chromium as an Indian visitor.
 */
export const sharedConfig = (baseURL: string): PlaywrightTestConfig => ({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // On CI one retry, reported as flaky, keeps a timing hiccup on a loaded 2-core machine from
  // failing the run; a test that fails twice still fails.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
