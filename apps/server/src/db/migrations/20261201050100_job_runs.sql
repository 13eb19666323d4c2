-- Each run of a background job: when it started and finished, whether it failed
-- and with what error, and whether the schedule or a staff member started it. The owner's Jobs page
-- reads it (last and next run, failures, retry). Kept 30 days (jobs.ts prunes after each run).
CREATE TABLE job_runs (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  started_by text NOT NULL DEFAULT 'schedule' CHECK (started_by IN ('schedule', 'staff')),
  staff_id integer REFERENCES staff(id),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  ok boolean,
  error text NOT NULL DEFAULT ''
);
CREATE INDEX job_runs_name_idx ON job_runs (name, started_at DESC);
CREATE INDEX job_runs_failed_idx ON job_runs (started_at DESC) WHERE ok = false;
