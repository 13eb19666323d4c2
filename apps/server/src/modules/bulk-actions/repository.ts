import type { BulkRunAction } from '@portal/contract/bulk-actions';
import type { Queryable } from '../../db/client.ts';

/** SQL of the bulk actions' runs (table `bulk_runs`, this module's own). */

export interface BulkRunRow {
  id: number;
  /** Which rows `ids` names: registrations, or places on one event's waiting list. */
  list: 'registrations' | 'waiting_list';
  action: BulkRunAction;
  /** What the action needs besides the rows (cancel: reason and paid_money; the waiting list: its event, remove's reason). */
  options: { reason?: string; paid_money?: 'refund_due' | 'forfeit'; event_id?: number };
  ids: number[];
  state: 'queued' | 'running' | 'done';
  tried: number;
  succeeded: number;
  failures: { id: number; label: string; reason: string }[];
  staff_id: number | null;
  staff_role: string;
  created_at: string;
  finished_at: string | null;
}

const COLUMNS = 'id, list, action, options, ids, state, tried, succeeded, failures, staff_id, staff_role, created_at, finished_at';

export const insertRun = (q: Queryable, r: { list?: BulkRunRow['list']; action: BulkRunAction; options: BulkRunRow['options']; ids: number[]; staffId: number; staffRole: string }) =>
  q.one<BulkRunRow>(`INSERT INTO bulk_runs (action, options, ids, staff_id, staff_role, list) VALUES ($1, $2, $3::int[], $4, $5, $6) RETURNING ${COLUMNS}`, [
    r.action,
    JSON.stringify(r.options),
    r.ids,
    r.staffId,
    r.staffRole,
    r.list ?? 'registrations',
  ]);

export const findRun = (q: Queryable, id: number) => q.one<BulkRunRow>(`SELECT ${COLUMNS} FROM bulk_runs WHERE id = $1`, [id]);

/**
 * Takes the oldest run waiting, or one left 'running' by a process that stopped (no beat for
 * `staleSeconds`): marked running, so another process's job passes it by.
 */
export const claimRun = (q: Queryable, staleSeconds: number) =>
  q.one<BulkRunRow>(
    `UPDATE bulk_runs SET state = 'running', beat_at = now()
      WHERE id = (SELECT id FROM bulk_runs
                   WHERE state = 'queued' OR (state = 'running' AND beat_at < now() - make_interval(secs => $1))
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [staleSeconds],
  );

/** One row tried: the count moves on, a failure is kept with its reason. */
export const recordRow = (q: Queryable, id: number, ok: boolean, failure?: { id: number; label: string; reason: string }) =>
  q.query(
    `UPDATE bulk_runs SET tried = tried + 1, succeeded = succeeded + $2, beat_at = now(),
            failures = CASE WHEN $3::jsonb IS NULL THEN failures ELSE failures || $3::jsonb END
      WHERE id = $1`,
    [id, ok ? 1 : 0, failure ? JSON.stringify([failure]) : null],
  );

/** The job gives the run back (its time slice is up): the next run of the job goes on from `tried`. */
export const yieldRun = (q: Queryable, id: number) => q.query(`UPDATE bulk_runs SET state = 'queued' WHERE id = $1`, [id]);

export const finishRun = (q: Queryable, id: number) => q.query(`UPDATE bulk_runs SET state = 'done', finished_at = now(), beat_at = now() WHERE id = $1`, [id]);
