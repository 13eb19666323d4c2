import type { Queryable } from '../../db/client.ts';
import { recordedRunColumns, type RecordedRunRow } from '../../lib/recorded-run.ts';

/** The `backups` table: one row per backup the running server takes (a recorded run). */
export interface BackupRow extends RecordedRunRow {
  database: string;
  store: string;
  database_file: string;
  database_bytes: number;
  files_bytes: number;
}

const COLUMNS = `${recordedRunColumns('b')}, b.database, b.store, b.database_file, b.database_bytes, b.files_bytes`;

/** A backup left "being taken" by a process that died is closed as failed after this long. */
const STALE = `interval '1 hour'`;

/**
 * Starts a backup's row; undefined when another is being taken (the partial unique index lets one
 * row at a time be unfinished, across processes).
 */
export async function start(q: Queryable, row: { name: string; database: string; store: string; staffId?: number }) {
  await q.query(`UPDATE backups SET finished_at = now(), ok = false, error = 'interrupted' WHERE finished_at IS NULL AND started_at < now() - ${STALE}`);
  return q.one<{ id: number }>(
    `INSERT INTO backups (name, database, store, started_by, staff_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id::int AS id`,
    [row.name, row.database, row.store, row.staffId ? 'staff' : 'schedule', row.staffId ?? null],
  );
}

export const finish = (q: Queryable, id: number, done: { error: string; databaseFile?: string; databaseBytes?: number; filesBytes?: number }) =>
  q.query(`UPDATE backups SET finished_at = now(), ok = $2, error = $3, database_file = $4, database_bytes = $5, files_bytes = $6 WHERE id = $1`, [
    id,
    !done.error,
    done.error.slice(0, 2000),
    done.databaseFile ?? '',
    done.databaseBytes ?? 0,
    done.filesBytes ?? 0,
  ]);

/** The backups still kept, newest first. */
export const list = (q: Queryable, limit = 200) =>
  q.query<BackupRow>(`SELECT ${COLUMNS} FROM backups b LEFT JOIN staff s ON s.id = b.staff_id WHERE b.removed_at IS NULL ORDER BY b.started_at DESC, b.id DESC LIMIT $1`, [limit]);

export const find = (q: Queryable, id: number) =>
  q.one<BackupRow & { removed: boolean }>(`SELECT ${COLUMNS}, b.removed_at IS NOT NULL AS removed FROM backups b LEFT JOIN staff s ON s.id = b.staff_id WHERE b.id = $1`, [id]);

/** When the newest good backup finished, if any. */
export const lastGood = (q: Queryable) =>
  q.one<{ finished_at: string }>(`SELECT finished_at FROM backups WHERE ok AND removed_at IS NULL ORDER BY finished_at DESC LIMIT 1`);

/**
 * Backups older than the days kept, the newest good one excepted (a site whose schedule stopped
 * keeps its last backup however old it is).
 */
export const expired = (q: Queryable, keepDays: number) =>
  q.query<BackupRow>(
    `SELECT ${COLUMNS} FROM backups b LEFT JOIN staff s ON s.id = b.staff_id
      WHERE b.removed_at IS NULL AND b.finished_at IS NOT NULL AND b.started_at < now() - make_interval(days => $1)
        AND b.id <> COALESCE((SELECT id FROM backups WHERE ok AND removed_at IS NULL ORDER BY finished_at DESC LIMIT 1), 0)`,
    [keepDays],
  );

export const markRemoved = (q: Queryable, id: number) => q.query(`UPDATE backups SET removed_at = now() WHERE id = $1`, [id]);
