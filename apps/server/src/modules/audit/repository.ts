import type { AuditEntry } from '@portal/contract/staff';
import type { Queryable } from '../../db/client.ts';

/** SQL of audit_log: rows are only ever inserted (a trigger refuses UPDATE and DELETE). */

export interface AuditRow {
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export async function insertAudit(q: Queryable, row: AuditRow) {
  await q.query(
    `INSERT INTO audit_log (staff_id, action, entity, entity_id, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [row.staffId, row.action, row.entity, row.entityId, jsonOrNull(row.before), jsonOrNull(row.after)],
  );
}

const jsonOrNull = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** The before/after of the rows about these entities (an erasure's targets). */
export const rowsAbout = (q: Queryable, entity: string, entityIds: string[]) =>
  q.query<{ id: string; before: unknown; after: unknown }>(`SELECT id::text AS id, before, after FROM audit_log WHERE entity = $1 AND entity_id = ANY($2::text[]) ORDER BY id`, [entity, entityIds]);

/**
 * Rewrites the before/after of rows, in the caller's transaction. The append-only trigger allows
 * this only while portal.audit_erasure is on (set for this transaction alone), and only to those
 * two columns.
 */
export async function rewriteValues(q: Queryable, rows: Array<{ id: string; before: unknown; after: unknown }>) {
  if (!rows.length) return;
  await q.query(`SELECT set_config('portal.audit_erasure', 'on', true)`);
  for (const r of rows) await q.query('UPDATE audit_log SET before = $2::jsonb, after = $3::jsonb WHERE id = $1', [r.id, jsonOrNull(r.before), jsonOrNull(r.after)]);
  await q.query(`SELECT set_config('portal.audit_erasure', 'off', true)`);
}

export interface AuditFilter {
  q: string;
  entity: string;
  staffId?: number;
  /** YYYY-MM-DD bounds, inclusive, in India time (the office's calendar). */
  from: string;
  to: string;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

export async function listAudit(q: Queryable, f: AuditFilter): Promise<{ rows: AuditEntry[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (f.entity) add('a.entity = ?', f.entity);
  if (f.staffId) add('a.staff_id = ?', f.staffId);
  if (f.from) add(`a.at >= (?::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.from);
  if (f.to) add(`a.at < ((?::date) + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.to);
  if (f.q) add('(a.action ILIKE ? OR a.entity ILIKE ? OR a.entity_id ILIKE ? OR s.name ILIKE ?)', `%${f.q.replace(/[\\%_]/g, '\\$&')}%`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id ${clause}`, params))!.n;
  const rows = await q.query<AuditEntry>(
    `SELECT a.id::int AS id, to_char(a.at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"') AS at, a.staff_id,
            coalesce(s.name, 'System') AS staff_name, a.action, a.entity, a.entity_id, a.before, a.after
       FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
       ${clause}
      ORDER BY a.at ${f.order}, a.id ${f.order}
      LIMIT ${f.limit} OFFSET ${f.offset}`,
    params,
  );
  return { rows, total };
}

/** The trail of one row (a registration's detail shows its own), oldest first. */
export const auditOf = (q: Queryable, entity: string, entityId: string | number, limit = 200) =>
  q.query<AuditEntry>(
    `SELECT a.id::int AS id, to_char(a.at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"') AS at, a.staff_id,
            coalesce(s.name, 'System') AS staff_name, a.action, a.entity, a.entity_id, a.before, a.after
       FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
      WHERE a.entity = $1 AND a.entity_id = $2
      ORDER BY a.at, a.id LIMIT ${Number(limit)}`,
    [entity, String(entityId)],
  );
