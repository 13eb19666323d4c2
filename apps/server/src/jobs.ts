import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

/**
 * Background work runs from one queue kept in PostgreSQL (pg-boss, in its own `pgboss` schema of
 * the same database, PGlite or a server), so that with several server processes each periodic
 * job runs once per interval, not once per process.
 *
 * A module contributes its periodic jobs by returning them from its route plugin (modules/index.ts
 * collects them into the app's `jobs`; no list is kept at module level). Every process offers the job once per
 * interval with pg-boss's throttled send: the first offer of an interval creates the job, the
 * others are dropped by a unique index; whichever process polls first runs it.
 */
export type Job = { name: string; everySeconds: number; run: () => Promise<void> };

/** The app's job of that name, for the development route that runs one at once and for tests. */
export function jobNamed(jobs: readonly Job[], name: string): Job | undefined {
  return jobs.find((job) => job.name === name);
}

/** Runs are kept this long for the Jobs page. */
const RUNS_KEPT_DAYS = 30;

export interface JobRunResult {
  id: number;
  ok: boolean;
  error: string;
}

/**
 * Runs a job and records the run in `job_runs` (a shared table: this file keeps it): when it
 * started and finished, and the error when it failed. The schedule's runs and staff's "run now"
 * both come here. Resolves with the run's outcome; never throws for the job's own failure unless
 * `rethrow` (the queue's worker rethrows so pg-boss marks the job failed too).
 */
export async function runRecorded(db: Db, job: Job, by: { staffId?: number; rethrow?: boolean } = {}): Promise<JobRunResult> {
  const row = await db.one<{ id: number }>(`INSERT INTO job_runs (name, started_by, staff_id) VALUES ($1, $2, $3) RETURNING id`, [
    job.name,
    by.staffId ? 'staff' : 'schedule',
    by.staffId ?? null,
  ]);
  const id = Number(row!.id);
  let error = '';
  try {
    await job.run();
  } catch (err) {
    error = (err instanceof Error ? err.message : String(err)).slice(0, 2000) || 'failed';
    await finish(db, id, job.name, error);
    if (by.rethrow) throw err;
    return { id, ok: false, error };
  }
  await finish(db, id, job.name, error);
  return { id, ok: true, error };
}

async function finish(db: Db, id: number, name: string, error: string) {
  await db.query(`UPDATE job_runs SET finished_at = now(), ok = $2, error = $3 WHERE id = $1`, [id, !error, error]);
  await db.query(`DELETE FROM job_runs WHERE name = $1 AND started_at < now() - make_interval(days => $2)`, [name, RUNS_KEPT_DAYS]);
}

export interface JobRunner {
  /** Offers every job due now (what the per-process timers do each interval). */
  offerAll(): Promise<void>;
  /** Stops offering and polling; a job under way is given `timeoutMs` to finish. */
  stop(timeoutMs?: number): Promise<void>;
}

const QUEUE_SCHEMA = 'pgboss';

/** The pg-boss instance on our data layer: no second connection pool, PGlite included. */
export function createQueue(db: Db, log: FastifyBaseLogger): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => db.rawSql(text, values) },
    schema: QUEUE_SCHEMA,
    // Periodic jobs are offered by our own timers (intervals under a minute are allowed), so
    // pg-boss's cron clock is not needed.
    schedule: false,
    // Finished jobs are kept a week for staff to look at, then dropped by pg-boss's maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  return boss;
}

/**
 * Starts the queue for the registered jobs. Not started under NODE_ENV=test: API tests call
 * a job's `run` themselves, at the moment they choose.
 */
export async function startJobs(db: Db, config: Config, log: FastifyBaseLogger, jobs: readonly Job[]): Promise<JobRunner> {
  // A job registered with no interval runs only when asked (the development route runs it at once).
  const list = jobs.filter((job) => job.everySeconds > 0);
  if (config.NODE_ENV === 'test' || list.length === 0) return { offerAll: async () => undefined, stop: async () => undefined };
  const boss = createQueue(db, log);
  await underStartLock(db, async () => {
    await boss.start();
    for (const job of list) await startJob(db, boss, job, log);
  });
  const offerAll = async () => {
    await Promise.all(list.map((job) => offer(boss, job, log)));
  };
  await offerAll();
  const timers = list.map((job) => setInterval(() => void offer(boss, job, log), job.everySeconds * 1000));
  return {
    offerAll,
    async stop(timeoutMs = 10_000) {
      timers.forEach(clearInterval);
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}

/**
 * Processes started at the same moment on one database set up the queue one after another: pg-boss
 * creates its schema and queues with plain DDL, which deadlocks or hits a duplicate key when two
 * run it at once. The lock is a transaction's, held on one connection while the set-up runs on the
 * others; PGlite has one process and one connection, so there it is not needed (and would wait on itself).
 */
export async function underStartLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.kind === 'pglite') return fn();
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(727282)');
    return fn();
  });
}

async function startJob(db: Db, boss: PgBoss, job: Job, log: FastifyBaseLogger): Promise<void> {
  // A periodic job is not retried: the next interval runs it again anyway. It may not run
  // longer than its interval (at least a minute), so a stuck run frees the queue. `stately`:
  // at most one waiting and one running, so a slow run is never overtaken by the next.
  await boss.createQueue(job.name, {
    name: job.name,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: Math.max(60, job.everySeconds),
  });
  await boss.work(job.name, { pollingIntervalSeconds: Math.min(2, Math.max(0.5, job.everySeconds / 2)) }, async () => {
    const started = Date.now();
    try {
      await runRecorded(db, job, { rethrow: true });
      log.debug({ job: job.name, ms: Date.now() - started }, 'job done');
    } catch (err) {
      log.error({ err, job: job.name }, 'job failed');
      throw err;
    }
  });
}

async function offer(boss: PgBoss, job: Job, log: FastifyBaseLogger): Promise<void> {
  try {
    await boss.sendThrottled(job.name, {}, {}, job.everySeconds);
  } catch (err) {
    log.error({ err, job: job.name }, 'could not offer job');
  }
}
