import type { Queryable } from '../../db/client.ts';
import { recordedRunColumns, type RecordedRunRow } from '../../lib/recorded-run.ts';

/** Reads of `job_runs` (kept by jobs.ts, a shared table) for the owner's Jobs page. */
export type JobRunRow = RecordedRunRow;

const RUN_COLUMNS = recordedRunColumns('r');

/** Each job's newest run, and its newest run started by the schedule (for the next run's time). */
export const lastRuns = (q: Queryable) =>
  q.query<JobRunRow & { scheduled: boolean }>(
    `SELECT DISTINCT ON (r.name, r.started_by = 'schedule') ${RUN_COLUMNS}, r.started_by = 'schedule' AS scheduled
       FROM job_runs r LEFT JOIN staff s ON s.id = r.staff_id
      ORDER BY r.name, r.started_by = 'schedule', r.started_at DESC, r.id DESC`,
  );

/** Failed runs in the last 7 days, per job. */
export const failureCounts = (q: Queryable) =>
  q.query<{ name: string; n: number }>(`SELECT name, count(*)::int AS n FROM job_runs WHERE ok = false AND started_at > now() - interval '7 days' GROUP BY name`);

/** The newest failures, newest first. */
export const recentFailures = (q: Queryable, limit = 50) =>
  q.query<JobRunRow>(`SELECT ${RUN_COLUMNS} FROM job_runs r LEFT JOIN staff s ON s.id = r.staff_id WHERE r.ok = false ORDER BY r.started_at DESC, r.id DESC LIMIT $1`, [limit]);

export const findRun = (q: Queryable, id: number) =>
  q.one<JobRunRow>(`SELECT ${RUN_COLUMNS} FROM job_runs r LEFT JOIN staff s ON s.id = r.staff_id WHERE r.id = $1`, [id]);
