import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { startJobs, type JobRunner } from './jobs.ts';
import { openTestDb } from './test/harness.ts';

const log = pino({ level: 'silent' });

/** Waits for a condition, polling; fails the test after `ms`. */
async function until(condition: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Real timers on a real queue: generous bounds, as a loaded 2-core machine polls slowly.
describe('job queue', { timeout: 120_000 }, () => {
  let db: Db | undefined;
  const runners: JobRunner[] = [];
  afterEach(async () => {
    while (runners.length) await runners.pop()!.stop(2_000);
    await db?.close();
    db = undefined;
  });

  // Two runners on one database stand for two server processes.
  const config = testConfig({ NODE_ENV: 'development' });

  it('runs a periodic job once per interval however many processes offer it', async () => {
    db = await openTestDb();
    let runs = 0;
    const jobs = [{ name: 'test-once', everySeconds: 1, run: async () => void runs++ }];
    runners.push(await startJobs(db, config, log, jobs), await startJobs(db, config, log, jobs));
    await until(() => runs >= 3);
    // Both runners offered every second; each one-second slot became one job, run once.
    const slots = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test-once' GROUP BY singleton_on HAVING count(*) > 1`,
    );
    expect(slots).toEqual([]);
    // The third run has counted itself before the queue marks it completed: wait for the queue.
    const completed = async () => (await db!.one<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test-once' AND state = 'completed'`))!.n;
    await expect.poll(completed, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const done = { n: await completed() };
    expect(done.n).toBeLessThanOrEqual(runs);
    expect(runs - done.n).toBeLessThanOrEqual(2); // runs under way when counted
  });

  it('keeps running a job after one of its runs failed', async () => {
    db = await openTestDb();
    let runs = 0;
    const job = {
      name: 'test-fails-once',
      everySeconds: 1,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('provider down');
      },
    };
    runners.push(await startJobs(db, config, log, [job]));
    await until(() => runs >= 2);
    const failed = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test-fails-once' AND state = 'failed'`);
    expect(failed!.n).toBe(1);
  });

  it('lets a run under way finish when the server stops', async () => {
    db = await openTestDb();
    let finished = false;
    let started = false;
    const job = {
      name: 'test-graceful',
      everySeconds: 1,
      run: async () => {
        if (started) return;
        started = true;
        await new Promise((r) => setTimeout(r, 1_000));
        finished = true;
      },
    };
    const runner = await startJobs(db, config, log, [job]);
    await until(() => started);
    await runner.stop(5_000);
    expect(finished).toBe(true);
  });

  it('does not start under NODE_ENV=test, where tests run jobs themselves', async () => {
    db = await openTestDb();
    let runs = 0;
    const job = { name: 'test-not-started', everySeconds: 1, run: async () => void runs++ };
    const runner = await startJobs(db, testConfig(), log, [job]);
    await new Promise((r) => setTimeout(r, 1_500));
    await runner.stop();
    expect(runs).toBe(0);
    const schema = await db.one(`SELECT 1 FROM information_schema.schemata WHERE schema_name = 'pgboss'`);
    expect(schema).toBeUndefined();
  });
});
