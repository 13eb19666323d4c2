import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';

/**
 * The server process itself, as `npm start` runs it: a forgotten production configuration stops
 * it with every problem listed, and with NODE_ENV unset the outbox answers this machine only.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts main.ts with exactly `env` (plus PATH), on an embedded database of its own. */
function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'main-test-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    // Not process.env: vitest sets NODE_ENV=test, and DATABASE_URL would be the shared test database.
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** The port once the server listens (it logs "Server listening at http://…:PORT"). */
  const listening = () =>
    new Promise<number>((resolve, reject) => {
      const timer = setInterval(() => {
        const m = /listening at http:\/\/[^"\s]*:(\d+)/.exec(stdout);
        if (m) {
          clearInterval(timer);
          resolve(Number(m[1]));
        }
      }, 100);
      void exited.then((code) => {
        clearInterval(timer);
        reject(new Error(`server exited with ${code}: ${stderr}`));
      });
    });
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}

describe('npm start with NODE_ENV=production and a forgotten configuration', () => {
  it('exits non-zero before serving, listing every problem', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      PORT: '0',
      SEED_DEMO: '1',
      SMS_PROVIDER: 'http',
      EMAIL_PROVIDER: 'smtp',
    });
    const code = await server.exited;
    expect(code).not.toBe(0);
    const { stderr, stdout } = server.output();
    expect(stdout).not.toMatch(/listening/);
    for (const problem of [
      'Invalid configuration',
      'PUBLIC_URL: required in production',
      'SEED_DEMO: demo content',
      'SMS_HTTP_URL and SMS_HTTP_TOKEN are required with SMS_PROVIDER=http',
      'SMTP_URL is required with EMAIL_PROVIDER=smtp',
      'PAYMENT_PROVIDER: the sandbox gateway takes no real money',
      'SANDBOX_SECRET: set a secret of your own',
      'FOUNDATION_NAME: still the demo value',
      'FOUNDATION_ADDRESS: still the demo value',
      'FOUNDATION_PAN: still the demo value',
      'FOUNDATION_80G_URN: still the demo value',
      'FOUNDATION_80G_VALIDITY: still the demo value',
    ]) {
      expect(stderr).toContain(problem);
    }
  }, 60_000);

  it('refuses the outbox for messages without the staging switch', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      PORT: '0',
      PUBLIC_URL: 'https://portal.example.org',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: '1',
      SANDBOX_SECRET: 'a-staging-secret',
    });
    expect(await server.exited).not.toBe(0);
    const { stderr } = server.output();
    expect(stderr).toContain('SMS_PROVIDER: the outbox sends no SMS');
    expect(stderr).toContain('EMAIL_PROVIDER: the outbox sends no email');
  }, 60_000);
});

describe('npm start with NODE_ENV unset', () => {
  it('shows the outbox to this machine only, whatever X-Forwarded-For says', async () => {
    const server = startServer({
      PORT: '0',
      HOST: '0.0.0.0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      RECONCILE_INTERVAL_SECONDS: '0',
    });
    const port = await server.listening();
    const get = (host: string, headers: Record<string, string> = {}) =>
      fetch(`http://${host}:${port}/api/dev/outbox`, { headers });

    const local = await get('127.0.0.1');
    expect(local.status).toBe(200);
    expect(((await local.json()) as { success: number }).success).toBe(1);

    // A forwarding header means a proxy (or a forger) stands between: refused, even on loopback.
    const forwarded = await get('127.0.0.1', { 'X-Forwarded-For': '127.0.0.1' });
    expect(forwarded.status).toBe(403);
    expect(await forwarded.json()).toEqual({ success: 0, code: 'dev_tools_local_only', message: MESSAGES.devToolsLocalOnly });

    // The machine's own network addresses are not loopback: the socket shows them, as it would
    // show a visitor's (the API suite covers any address with app.inject's remoteAddress).
    for (const address of machineAddresses()) {
      for (const headers of [{}, { 'X-Forwarded-For': '127.0.0.1' }] as Array<Record<string, string>>) {
        const res = await get(address, headers);
        expect(res.status, address).toBe(403);
        expect(await res.text()).not.toContain('"data"');
      }
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});

/** The non-loopback IPv4 addresses of this machine's network interfaces. */
function machineAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
}
