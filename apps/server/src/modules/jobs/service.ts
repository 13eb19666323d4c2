import { JOB_INFO, type AdminJob, type JobRun } from '@portal/contract/admin-jobs';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { jobNamed, runRecorded, type Job } from '../../jobs.ts';
import { notFound } from '../../lib/errors.ts';
import { recordedRunView } from '../../lib/recorded-run.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';

/**
 * The owner's Jobs page: every registered job with its last run and when the schedule runs it
 * next (its last scheduled start plus its interval; soon when it has not run yet), the recent
 * failures with their error, and "run now", audited.
 */
export const runView = (r: repo.JobRunRow): JobRun => recordedRunView(r);

export function createJobsService(deps: AppDeps, registered: readonly Job[]) {
  const { db } = deps;
  const now = () => (deps.clock?.now() ?? new Date()).getTime();

  return {
    async list(): Promise<{ jobs: AdminJob[]; failures: JobRun[] }> {
      const [last, counts, failures] = await Promise.all([repo.lastRuns(db), repo.failureCounts(db), repo.recentFailures(db)]);
      const jobs = [...registered].sort((a, b) => a.name.localeCompare(b.name)).map((job): AdminJob => {
        const mine = last.filter((r) => r.name === job.name);
        const newest = mine.sort((a, b) => new Date(b.started_at).getTime() - new Date(a.started_at).getTime())[0];
        const scheduled = mine.find((r) => r.scheduled);
        const next = job.everySeconds > 0 ? Math.max(now(), scheduled ? new Date(scheduled.started_at).getTime() + job.everySeconds * 1000 : now()) : null;
        return {
          name: job.name,
          label: JOB_INFO[job.name]?.label ?? job.name,
          what: JOB_INFO[job.name]?.what ?? '',
          every_seconds: job.everySeconds,
          last_run: newest ? runView(newest) : null,
          next_run_at: next === null ? null : new Date(next).toISOString(),
          failures_7d: counts.find((c) => c.name === job.name)?.n ?? 0,
        };
      });
      return { jobs, failures: failures.map(runView) };
    },

    /** Runs the job now and waits for it (a failure is recorded and answered, not thrown); audited. */
    async runNow(staffId: number, name: string) {
      const job = jobNamed(registered, name);
      if (!job) throw notFound('job_unknown', MESSAGES.jobUnknown);
      const result = await runRecorded(db, job, { staffId });
      await recordAudit(db, { staffId, action: 'run', entity: 'jobs', entityId: name, after: { run: result.id, ok: result.ok, error: result.error } });
      return runView((await repo.findRun(db, result.id))!);
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
