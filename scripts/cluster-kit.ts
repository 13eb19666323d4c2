/**
 * What the multi-process benches share (bench:cluster, bench:peak): a PostgreSQL database of
 * their own, a Redis database index of their own, server processes in production mode on
 * loopback ports, and the sandbox gateway's signed return form. Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { Redis } from 'ioredis';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { freePort, startTestRedis } from '../apps/server/src/test/redis-server.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A new database next to `adminUrl`'s (made here, dropped by `drop`). */
export async function createDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A Redis database index of its own on the shared Redis (REDIS_URL, default 127.0.0.1:6379),
 * emptied before and after: counters of an earlier run must not count in this one. When nothing
 * answers there, a redis-server of its own is started.
 */
export async function ownRedis(dbIndex: number): Promise<{ url: string; stop(): Promise<void> }> {
  const given = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  given.pathname = `/${dbIndex}`;
  const url = given.toString();
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.flushdb();
    return {
      url,
      async stop() {
        const r = new Redis(url, { maxRetriesPerRequest: 1 });
        await r.flushdb().catch(() => undefined);
        r.disconnect();
      },
    };
  } catch {
    const own = await startTestRedis();
    return { url: own.url, stop: () => own.stop() };
  } finally {
    probe.disconnect();
  }
}

/** The settings a server in production mode needs on one machine (sandbox payments, the outbox). */
export const productionEnv = (): Record<string, string> => ({
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  ALLOW_SANDBOX_PAYMENTS: '1',
  SANDBOX_SECRET: 'cluster-only-sandbox-secret',
  ALLOW_OUTBOX_IN_PRODUCTION: '1',
  TICKET_SECRET: 'cluster-only-ticket-secret-0123456789abcdef',
  TICKET_SIGNING_KEY: 'Y2x1c3Rlci1vbmx5LXRpY2tldC1zaWduaW5nLWtleTA',
  AADHAAR_KEY: 'cluster-only-aadhaar-key-0123456789abcdef',
  FOUNDATION_NAME: 'Cluster Foundation',
  FOUNDATION_ADDRESS: 'Cluster Street, Chennai',
  FOUNDATION_PAN: 'AAACC0000C',
  FOUNDATION_80G_URN: 'AAACC0000CF20250',
  FOUNDATION_80G_VALIDITY: 'AY 2025-26 to AY 2029-30',
});

export interface Server {
  name: string;
  base: string;
  child: ChildProcess;
}

/** Spawns a server process (its own loopback port) without waiting for it. */
export async function spawnServer(name: string, env: Record<string, string>): Promise<{ name: string; base: string; child: ChildProcess }> {
  const port = await freePort();
  // SERVER_NODE_ARGS: extra Node options for the servers only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile them under a benchmark (Node refuses --cpu-prof in NODE_OPTIONS).
  const extra = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'apps/server/src/main.ts'], {
    // NODE_NO_WARNINGS: the AWS SDK's notice about Node versions, once per process, would bury the figures.
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, base: `http://127.0.0.1:${port}`, child };
}

/** Waits for a spawned server's health call (up to `seconds`); throws when it exits first. */
export async function untilHealthy(s: Server, seconds = 120): Promise<Server> {
  for (let i = 0; i < seconds * 4; i++) {
    if (s.child.exitCode !== null) throw new Error(`${s.name} exited with ${s.child.exitCode}`);
    try {
      if ((await fetch(`${s.base}${callUrl(calls.health)}`)).ok) return s;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${s.name} did not start within ${seconds} s`);
}

export async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  return untilHealthy(await spawnServer(name, env));
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** The signed fields of the sandbox's "return to the merchant" form: what the gateway posts back. */
export function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) out[unescape(m[1]!)] = unescape(m[2]!);
  return out;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 elsewhere. */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by every process of this machine whose command name starts with one of
 * the names (e.g. 'postgres', 'redis-server'): the database's and the cache's share of a run.
 * A process that ended between two readings takes its CPU with it, so read over one run.
 */
export function cpuSecondsOf(...names: string[]): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (names.some((n) => comm.startsWith(n))) total += cpuSeconds(Number(pid));
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}
