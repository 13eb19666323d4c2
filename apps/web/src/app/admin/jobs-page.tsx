import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import type { AdminJob, JobRun } from '@portal/contract/admin-jobs';
import { AdminListStatus, AdminTableFrame } from '../../components/admin-list';
import { adminCall } from '../../lib/admin-client';
import { errorMessage } from '../../lib/api';
import { indiaDateTime } from '../../lib/dates';

/** "every 5 minutes", "every 6 hours", "only when asked". */
function every(seconds: number) {
  if (seconds <= 0) return 'only when asked';
  if (seconds % 3600 === 0) return seconds === 3600 ? 'every hour' : `every ${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'every minute' : `every ${seconds / 60} minutes`;
  return `every ${seconds} seconds`;
}

const outcome = (r: JobRun) => (r.ok === null ? 'Running' : r.ok ? 'Done' : 'Failed');
const who = (r: JobRun) => (r.started_by === 'staff' ? `run by ${r.staff_name}` : 'on schedule');

/**
 * /admin/jobs (owner): the background jobs with their last and next run, failures with their
 * error and a retry, and "run now" (the lifecycle and reminders among them). Each run is audited.
 */
export default function JobsPage() {
  const client = useQueryClient();
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'jobs'], queryFn: () => adminCall(calls.adminJobs) });
  const [running, setRunning] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (name: string) => {
    setRunning(name);
    setNotice(null);
    try {
      const res = await adminCall(calls.adminJobRun, { params: { name } });
      setNotice({ ok: !!res.data.ok, text: `${labelOf(name)}: ${res.message}` });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    } finally {
      setRunning('');
      await client.invalidateQueries({ queryKey: ['admin', 'jobs'] });
    }
  };
  const jobs = data?.data.jobs ?? [];
  const labelOf = (name: string) => jobs.find((j) => j.name === name)?.label ?? name;
  const button = (job: Pick<AdminJob, 'name' | 'label'>, text: string) => (
    <button type="button" className="btn btn-small" disabled={!!running} onClick={() => run(job.name)} aria-label={`${text}: ${job.label}`}>
      {running === job.name ? 'Running…' : text}
    </button>
  );
  return (
    <section>
      <h1>Jobs</h1>
      <p className="admin-hint">
        The site&apos;s background work. Times are India time. &ldquo;Run now&rdquo; runs a job at once and waits for it; after a failure it is the retry (each job picks up
        whatever is due, so running it again is safe).
      </p>
      {notice && (
        <p className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <AdminListStatus error={error} isLoading={isLoading} rows={jobs.length} empty="No jobs are registered." />
      {jobs.length > 0 && (
        <AdminTableFrame caption="Background jobs" className="admin-cards" columns={['Job', 'Runs', 'Last run', 'Next run', 'Failures (7 days)', 'Action']} testId="jobs-table">
          {jobs.map((job) => (
            <tr key={job.name} data-testid="job-row">
              <td data-label="Job">
                <strong>{job.label}</strong>
                <br />
                <span className="muted">{job.what}</span>
              </td>
              <td data-label="Runs">{every(job.every_seconds)}</td>
              <td data-label="Last run">
                {job.last_run ? (
                  <>
                    {indiaDateTime(job.last_run.started_at)}: {outcome(job.last_run)} ({who(job.last_run)})
                    {job.last_run.error && <span className="field-error"> {job.last_run.error}</span>}
                  </>
                ) : (
                  'Not yet'
                )}
              </td>
              <td data-label="Next run">{job.next_run_at ? indiaDateTime(job.next_run_at) : 'When asked'}</td>
              <td data-label="Failures (7 days)">{job.failures_7d}</td>
              <td data-label="Action">{button(job, 'Run now')}</td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
      <h2>Failures</h2>
      {data && data.data.failures.length === 0 && <p className="muted">No failed runs.</p>}
      {data && data.data.failures.length > 0 && (
        <AdminTableFrame caption="Failed runs, newest first" className="admin-cards" columns={['When', 'Job', 'Error', 'Action']} testId="job-failures">
          {data.data.failures.map((f) => (
            <tr key={f.id} data-testid="job-failure">
              <td data-label="When">
                {indiaDateTime(f.started_at)} ({who(f)})
              </td>
              <td data-label="Job">{labelOf(f.name)}</td>
              <td data-label="Error">{f.error}</td>
              <td data-label="Action">{button({ name: f.name, label: labelOf(f.name) }, 'Retry')}</td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
    </section>
  );
}
