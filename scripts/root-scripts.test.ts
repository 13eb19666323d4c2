import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../apps/server/src/paths.ts';

/**
 * The root's data scripts, as the README gives them, against one data folder: with the server
 * stopped they work on the database the server then reads; while it runs (PGlite is one
 * process) each refuses, naming the server, and changes nothing. The server is started from
 * apps/server and the scripts from the root with the same relative DATA_DIR: both mean one folder.
 */
const relDataDir = path.join('.tmp', `root-scripts-${process.pid}-${Date.now()}`);
const dataDir = path.join(REPO_ROOT, relDataDir);
const backups = mkdtempSync(path.join(tmpdir(), 'root-scripts-backup-'));
let port = 0;

const env = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  DATA_DIR: relDataDir,
  NODE_ENV: 'development',
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(port),
  RECONCILE_INTERVAL_SECONDS: '0',
  LIFECYCLE_INTERVAL_SECONDS: '0',
  MESSAGES_INTERVAL_SECONDS: '0',
  REMINDERS_INTERVAL_SECONDS: '0',
  HEALTH_NOTES_INTERVAL_SECONDS: '0',
});

/** `npm run <script> -- args` from the repository's root. */
function npmRun(script: string, ...args: string[]) {
  const res = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { cwd: REPO_ROOT, env: env(), encoding: 'utf8', timeout: 120_000 });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address() as { port: number };
      srv.close(() => resolve(p));
    });
  });

let server: ChildProcess | undefined;
async function startServer() {
  // From the server's own folder, as `npm start -w apps/server` would: DATA_DIR still means the root's.
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(REPO_ROOT, 'apps/server'), env: env(), stdio: 'ignore' });
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer its health call');
}
async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server!.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

const signIn = (email: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }).then((r) => r.json() as Promise<Record<string, unknown>>);

beforeAll(async () => {
  port = await freePort();
});
afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backups, { recursive: true, force: true });
});

describe('the root scripts on one data folder', () => {
  it('work with the server stopped, on the database the server then reads', { timeout: 180_000 }, async () => {
    const migrate = npmRun('db:migrate');
    expect(migrate.out).toMatch(/\[migrate\] applied:/);
    expect(migrate.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const staff = npmRun('staff', 'create', '--email', 'editor@foundation.test', '--name', 'First Editor', '--role', 'editor', '--password', 'first-editor-password');
    expect(staff.out).toMatch(/Created editor editor@foundation\.test/);
    expect(staff.code).toBe(0);

    const backup = npmRun('backup', path.join(backups, 'one'));
    expect(backup.out).toMatch(/Backup written to/);
    expect(backup.code).toBe(0);

    await startServer();
    // The account the command made is the one the server signs in: one folder.
    expect(await signIn('editor@foundation.test', 'first-editor-password')).toMatchObject({ success: 1, step: 'password_change' });
  });

  it('each refuse while the server runs, naming it, and change nothing', { timeout: 180_000 }, async () => {
    const refusal = /The server \(process \d+\) has the PGlite data folder .* open/;
    for (const [script, ...args] of [
      ['staff', 'create', '--email', 'second@foundation.test', '--name', 'Second', '--role', 'editor', '--password', 'second-editor-password'],
      ['backup', path.join(backups, 'two')],
      ['restore', path.join(backups, 'one')],
      ['db:migrate'],
      ['db:seed'],
    ] as const) {
      const res = npmRun(script, ...args);
      expect(res.out, script).toMatch(refusal);
      expect(res.code, script).not.toBe(0);
    }
    expect(existsSync(path.join(backups, 'two'))).toBe(false);
    expect(await signIn('second@foundation.test', 'second-editor-password')).toMatchObject({ success: 0 });
  });

  it('work again once it stops: restore, seed, add staff', { timeout: 180_000 }, async () => {
    await stopServer();
    const restore = npmRun('restore', path.join(backups, 'one'));
    expect(restore.out).toMatch(/Restored from/);
    expect(restore.code).toBe(0);
    const staff = npmRun('staff', 'create', '--email', 'second@foundation.test', '--name', 'Second', '--role', 'editor', '--password', 'second-editor-password');
    expect(staff.out).toMatch(/Created editor second@foundation\.test/);
    const seed = npmRun('db:seed');
    expect(seed.out).toMatch(/\[seed\] Done/);
    expect(seed.code).toBe(0);
  });
});
