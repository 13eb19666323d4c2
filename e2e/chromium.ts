import type { PlaywrightTestConfig } from '@playwright/test';
import { createServer } from 'node:net';
import path from 'node:path';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';

/**
 * How Debian's Chromium runs on this kind of machine (TOOLCHAIN.md): headless, no sandbox as
 * root, and no look-ups of outside hosts, which the closed network refuses.
 */
const SHARED_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** The full browser, headless: what the screenshots and Lighthouse (bench:web) look through. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless=new', ...SHARED_ARGS];

/**
 * What the end-to-end tests drive: Debian's headless shell (package chromium-headless-shell), the
 * same Blink and V8 without the browser's own interface, which is what Playwright drives headless
 * by default. The full browser starts renderers for its own interface with every new window and
 * took about twice the CPU per page walked here, and the suite is bound by the CPU.
 */
export const TEST_BROWSER_PATH = process.env.TEST_BROWSER_PATH ?? '/usr/bin/chromium-headless-shell';
export const TEST_BROWSER_ARGS = SHARED_ARGS;

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
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: TEST_BROWSER_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], { command: string }>>;

/**
 * The server of a Playwright config, started by `command` from the repository's root on
 * 127.0.0.1:`port`, ready when its health call answers. Generous by default: the first start
 * migrates and seeds, slow on a busy machine; a healthy server answers at once.
 */
export function webServer(
  port: number,
  command: string,
  env: Record<string, string>,
  timeout = 360_000,
): WebServer {
  return {
    command,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}${callUrl(calls.health)}`,
    timeout,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  };
}

/**
 * The demo site the main suite (playwright.config.ts) and the console check of every route
 * (playwright.dev-build.config.ts) run against: the server from its sources, on a data folder of
 * its own with the demo content and the fixtures of e2e/prepare-data.ts. `before` runs first
 * (the development build of the web app), `webDist` is the web build it serves.
 */
export function demoSiteServer(
  port: number,
  dataDir: string,
  opts: { before?: string; webDist?: string } = {},
): WebServer {
  const command = [
    opts.before,
    'node --import tsx e2e/prepare-data.ts',
    'node --import tsx apps/server/src/main.ts',
  ]
    .filter(Boolean)
    .join(' && ');
  return webServer(port, command, {
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    NODE_ENV: 'development',
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
    ...(opts.webDist ? { WEB_DIST: opts.webDist } : {}),
  });
}
