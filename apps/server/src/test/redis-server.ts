import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/**
 * A redis-server of the test's own on a free loopback port, without persistence, so a test can
 * kill it and start it again (an outage and a restart). The binary must be installed: a missing
 * redis-server fails the test loudly rather than skipping it.
 */
export interface TestRedis {
  url: string;
  port: number;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async () => {
    const c = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const failed = new Promise<never>((_, reject) => c.once('error', (err) => reject(new Error(`redis-server could not start: ${err.message}`))));
    child = c;
    await Promise.race([failed, waitForPing(port)]);
  };
  const kill = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const gone = new Promise((resolve) => c.once('exit', resolve));
    c.kill('SIGKILL');
    await gone;
  };
  await launch();
  return { url: `redis://127.0.0.1:${port}`, port, kill, restart: launch, stop: kill };
}

async function waitForPing(port: number): Promise<void> {
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return;
    } catch {
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

/**
 * The Redis the shared-state tests use: REDIS_URL when set (CI: this machine's Redis at
 * 127.0.0.1:6379), otherwise a redis-server started for the test.
 */
export async function sharedTestRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  return startTestRedis();
}

/** Waits until `check` is true, polling every 20 ms, or fails after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 3000, what = 'condition'): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${what} not met within ${ms} ms`);
}
