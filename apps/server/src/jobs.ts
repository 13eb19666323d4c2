import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

/**
 * Background work runs from one queue kept in PostgreSQL (pg-boss, in its own `pgboss` schema of
 * the same database, PGlite or a server), so that with several server processes each periodic
 * job runs once per interval, not once per process.
 *
 * A module registers a periodic job with `registerJob`. Every process offers the job once per
 * interval with pg-boss's throttled send: the first offer of an interval creates the job, the
 * others are dropped by a unique index; whichever process polls first runs it.
 */
export type Job = { name: string; everySeconds: number; run: () => Promise<void> };

// Keyed by name: building the app again (tests build many) replaces a job instead of adding a twin.
const jobs = new Map<string, Job>();

export function registerJob(job: Job) {
  jobs.set(job.name, job);
}

/** The registered jobs, for the development route that runs one at once and for tests. */
export function registeredJob(name: string): Job | undefined {
  return jobs.get(name);
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
export async function startJobs(db: Db, config: Config, log: FastifyBaseLogger): Promise<JobRunner> {
  // A job registered with no interval runs only when asked (the development route runs it at once).
  const list = [...jobs.values()].filter((job) => job.everySeconds > 0);
  if (config.NODE_ENV === 'test' || list.length === 0) return { offerAll: async () => undefined, stop: async () => undefined };
  const boss = createQueue(db, log);
  await underStartLock(db, async () => {
    await boss.start();
    for (const job of list) await startJob(boss, job, log);
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

async function startJob(boss: PgBoss, job: Job, log: FastifyBaseLogger): Promise<void> {
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
      await job.run();
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
