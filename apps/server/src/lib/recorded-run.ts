/**
 * A recorded run: a row of a table that keeps who started a piece of work, when it started and
 * finished, and how it ended (job_runs for the Jobs page, backups for the Backups page). The
 * columns are read the same way (the staff member's name joined from `staff s`) and shown the
 * same way (times as ISO strings, no staff name as '').
 */
export interface RecordedRunRow {
  id: number;
  name: string;
  started_by: string;
  staff_name: string | null;
  started_at: string;
  finished_at: string | null;
  ok: boolean | null;
  error: string;
}

/** The SELECT list of a recorded run from the table aliased `alias`, joined to `staff s` for the name. */
export const recordedRunColumns = (alias: string) =>
  `${alias}.id::int AS id, ${alias}.name, ${alias}.started_by, s.name AS staff_name, ${alias}.started_at, ${alias}.finished_at, ${alias}.ok, ${alias}.error`;

const iso = (v: string | Date) => new Date(v).toISOString();

/** A recorded run as the back office shows it. */
export const recordedRunView = (r: RecordedRunRow) => ({
  id: Number(r.id),
  name: r.name,
  started_by: r.started_by,
  staff_name: r.staff_name ?? '',
  started_at: iso(r.started_at),
  finished_at: r.finished_at ? iso(r.finished_at) : null,
  ok: r.ok,
  error: r.error,
});
