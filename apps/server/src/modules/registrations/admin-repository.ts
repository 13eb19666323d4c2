import type { AdminRegistrationListQuery } from '@portal/contract/admin-registrations';
import type { Queryable } from '../../db/client.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import type { Price } from './price.ts';

/**
 * The back office's SQL over registrations. Reads join the people, events and programs
 * (read only); the writes here touch the registrations table alone, which this module owns.
 */

/** Derived from the amounts: refund due first, then paid in full, part paid, nothing paid. */
const PAYMENT_STATE = `CASE WHEN r.refund_due_minor > 0 THEN 'refund_due' WHEN r.paid_minor >= r.total_minor THEN 'paid'
  WHEN r.paid_minor > 0 THEN 'part' ELSE 'unpaid' END`;

const IST = (col: string) => `to_char(${col} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"')`;

export interface AdminRegistrationRow {
  id: number;
  reg_number: string;
  created_at: string;
  name: string;
  mobile: string;
  email: string;
  event_id: number;
  event_name: string;
  event_date: string;
  program_id: number;
  program_name: string;
  status: string;
  payment: string;
  currency: string;
  total_minor: number;
  paid_minor: number;
  refunded_minor: number;
  refund_due_minor: number;
  discount_code: string;
  code_minor: number;
  user_id: number;
  /** When the person was checked in at the door (India time), or null. */
  attended_at: string | null;
  /** Who checked them in ('' when no one has). */
  checked_in_by: string;
}

/** Refunds recorded against the registration's payments (the payments module's tables, read only). */
const REFUNDED = `(SELECT coalesce(sum(rf.amount_minor), 0) FROM payment_refunds rf JOIN payment_attempts pa ON pa.id = rf.attempt_id
  WHERE pa.registration_id = r.id)::bigint`;

const ROW_SQL = `SELECT r.id, coalesce(r.reg_number, '') AS reg_number, ${IST('r.created_at')} AS created_at,
       u.name, u.mobile, u.email, r.event_id, e.event_name, to_char(e.event_date, 'YYYY-MM-DD') AS event_date,
       r.program_id::int AS program_id, p.name AS program_name, r.status, ${PAYMENT_STATE} AS payment,
       trim(r.currency) AS currency, r.total_minor::bigint AS total_minor, r.paid_minor::bigint AS paid_minor,
       ${REFUNDED} AS refunded_minor, ${IST('r.attended_at')} AS attended_at, coalesce(cs.name, '') AS checked_in_by,
       r.discount_code, r.code_minor::bigint AS code_minor,
       r.refund_due_minor::bigint AS refund_due_minor, r.user_id
  FROM registrations r
  JOIN users u ON u.id = r.user_id
  JOIN events e ON e.id = r.event_id
  JOIN programs p ON p.id = r.program_id
  LEFT JOIN staff cs ON cs.id = r.checked_in_by`;

const SORT_SQL = { created_at: 'r.created_at', event_date: 'e.event_date', name: 'u.name' } as const;
export type RegistrationSort = keyof typeof SORT_SQL;

/** The list's filters (an export has no page). */
export type RegistrationFilter = Omit<AdminRegistrationListQuery, 'page' | 'per_page' | 'sort'>;

/** The WHERE clause of the list's filters and search, with its parameters. */
function filterClause(f: RegistrationFilter) {
  const w = sqlWhere();
  const add = w.add;
  if (f.event_id) add('r.event_id = ?', f.event_id);
  if (f.program_id) add('r.program_id = ?', f.program_id);
  if (f.status) add('r.status = ?', f.status);
  if (f.payment) add(`${PAYMENT_STATE} = ?`, f.payment);
  if (f.from) add(`r.created_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.from);
  if (f.to) add(`r.created_at < ((?::date) + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.to);
  if (f.ids?.length) add('r.id = ANY(?::int[])', f.ids);
  w.search(f.q, ['u.name', 'u.email', 'r.reg_number'], 'u.mobile');
  return { clause: w.clause(), params: w.params };
}

export async function listRegistrations(
  q: Queryable,
  f: AdminRegistrationListQuery,
  order: [RegistrationSort, 'ASC' | 'DESC'],
): Promise<{ rows: AdminRegistrationRow[]; total: number; byStatus: Record<string, number>; sums: Sums }> {
  const { clause, params } = filterClause(f);
  const base = `FROM registrations r JOIN users u ON u.id = r.user_id JOIN events e ON e.id = r.event_id ${clause}`;
  const counts = await q.query<{ status: string; n: number }>(`SELECT r.status, count(*)::int AS n ${base} GROUP BY r.status`, params);
  // Sums over rupee rows only: a total mixing currencies would mean nothing.
  const sums = (await q.one<Sums>(
    `SELECT coalesce(sum(r.total_minor), 0)::bigint AS total_minor, coalesce(sum(r.paid_minor), 0)::bigint AS paid_minor,
            coalesce(sum(r.refund_due_minor), 0)::bigint AS refund_due_minor,
            coalesce(sum(CASE WHEN r.status = 'cancelled' THEN 0 ELSE r.total_minor - r.paid_minor END), 0)::bigint AS balance_minor
       FROM registrations r JOIN users u ON u.id = r.user_id JOIN events e ON e.id = r.event_id
       ${clause ? `${clause} AND` : 'WHERE'} trim(r.currency) = 'INR'`,
    params,
  ))!;
  const [column, dir] = order;
  const rows = await q.query<AdminRegistrationRow>(
    `${ROW_SQL} ${clause} ORDER BY ${SORT_SQL[column]} ${dir}, r.id ${dir} LIMIT ${Number(f.per_page)} OFFSET ${(Number(f.page) - 1) * Number(f.per_page)}`,
    params,
  );
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  return { rows, total: counts.reduce((n, c) => n + c.n, 0), byStatus, sums };
}

/** One batch of the registrations export after `afterId`, with the list's own filters (keyset: a short query per batch). */
export function registrationBatch(q: Queryable, f: RegistrationFilter, afterId: number, size: number) {
  const { clause, params } = filterClause(f);
  params.push(afterId);
  return q.query<AdminRegistrationRow>(`${ROW_SQL} ${clause ? `${clause} AND` : 'WHERE'} r.id > $${params.length} ORDER BY r.id LIMIT ${Number(size)}`, params);
}

export interface Sums {
  total_minor: number;
  paid_minor: number;
  refund_due_minor: number;
  balance_minor: number;
}

export interface AdminRegistrationDetailRow extends AdminRegistrationRow {
  event_status: string;
  amount_minor: number;
  discount_percent: number;
  discount_minor: number;
  early_minor: number;
  advance_minor: number;
  cancel_reason: string;
  cancelled_money: 'refund_due' | 'forfeit' | null;
  cancelled_at: string | null;
  details: Record<string, unknown> | null;
  city: string;
  date_of_birth: string;
  gender: string;
  feedback: Record<string, unknown> | null;
}

export const findRegistrationForStaff = (q: Queryable, id: number) =>
  q.one<AdminRegistrationDetailRow>(
    `${ROW_SQL.replace(
      'r.refund_due_minor::bigint AS refund_due_minor, r.user_id',
      `r.refund_due_minor::bigint AS refund_due_minor, r.user_id, e.status AS event_status,
       r.amount_minor::bigint AS amount_minor, r.discount_percent::float AS discount_percent, r.discount_minor::bigint AS discount_minor,
       r.early_minor::bigint AS early_minor, r.advance_minor::bigint AS advance_minor, r.cancel_reason, r.cancelled_money,
       r.cancelled_at, r.details, coalesce(c.name, '') AS city,
       coalesce(to_char(u.dob, 'YYYY-MM-DD'), '') AS date_of_birth, u.gender,
       (SELECT f.answers FROM feedback f WHERE f.registration_id = r.id) AS feedback`,
    ).replace('JOIN programs p ON p.id = r.program_id', 'JOIN programs p ON p.id = r.program_id LEFT JOIN cities c ON c.id = u.city_id')}
     WHERE r.id = $1`,
    [id],
  );

/** The row as the actions need it, locked for their transaction. */
export interface LockedRegistration {
  id: number;
  user_id: number;
  event_id: number;
  status: string;
  currency: string;
  total_minor: number;
  paid_minor: number;
  refund_due_minor: number;
  cancelled_at: Date | null;
  cancel_reason: string;
  cancelled_money: string | null;
  program_id: number;
  attended_at: Date | null;
  ticket_type_id: number | null;
}

const LOCKED_COLUMNS = `id, user_id, event_id, status, trim(currency) AS currency, total_minor::bigint AS total_minor, paid_minor::bigint AS paid_minor,
  refund_due_minor::bigint AS refund_due_minor, cancelled_at, cancel_reason, cancelled_money, program_id::int AS program_id, attended_at, ticket_type_id`;

export const lockForStaff = (q: Queryable, id: number) =>
  q.one<LockedRegistration>(`SELECT ${LOCKED_COLUMNS} FROM registrations WHERE id = $1 FOR UPDATE`, [id]);

/**
 * An event's registrations not cancelled yet, locked in id order (a cancelled event takes them
 * all). One the devotee abandoned at the gateway (already 'cancelled', nothing paid) stays as it is.
 */
export const lockEventRegistrations = (q: Queryable, eventId: number) =>
  q.query<LockedRegistration>(
    `SELECT ${LOCKED_COLUMNS} FROM registrations WHERE event_id = $1 AND cancelled_at IS NULL AND status <> 'cancelled' ORDER BY id FOR UPDATE`,
    [eventId],
  );

/** Events of a program a registration may move to: not cancelled, not over (today or later). */
export const transferTargets = (q: Queryable, programId: number, exceptEventId: number, today: string) =>
  q.query<{ id: number; city_name: string }>(
    `SELECT e.id, e.city_name FROM events e
      WHERE e.program_id = $1 AND e.id <> $2 AND e.status NOT IN ('cancelled', 'completed') AND e.event_date >= $3::date
      ORDER BY e.event_date, e.id LIMIT 50`,
    [programId, exceptEventId, today],
  );

/** Staff's transfer: the registration takes the new event and its price; money above the price leaves as refund due (or is forfeit). */
export const moveRegistration = (
  q: Queryable,
  id: number,
  m: { eventId: number; price: Price; paidMinor: number; refundAddMinor: number; status: string },
) =>
  q.query(
    `UPDATE registrations SET event_id = $2, amount_minor = $3, discount_percent = $4, discount_minor = $5, early_minor = $6,
       total_minor = $7, advance_minor = $8, paid_minor = $9, refund_due_minor = refund_due_minor + $10, status = $11, updated_at = now()
     WHERE id = $1`,
    [id, m.eventId, m.price.priceMinor, m.price.discountPercent, m.price.discountMinor, m.price.earlyMinor, m.price.totalMinor, m.price.advanceMinor, m.paidMinor, m.refundAddMinor, m.status],
  );

/** DPDP erasure: the detail form answers and the PAN typed on a person's registrations (amounts stay: they are accounts). */
export const eraseAnswersOfUser = (q: Queryable, userId: number) =>
  q.query(`UPDATE registrations SET details = NULL, pan_number = '', updated_at = now() WHERE user_id = $1`, [userId]);

/**
 * Health notes of the detail forms, deleted `days` after the event ended (its end date, else its
 * date, India's calendar): the keys removed from the answers, each registration once. Returns how many.
 */
export async function deleteHealthNotes(q: Queryable, keys: readonly string[], days: number, today: string): Promise<number> {
  const rows = await q.query(
    `UPDATE registrations r SET details = r.details - $1::text[], health_notes_deleted_at = now(), updated_at = now()
       FROM events e
      WHERE e.id = r.event_id AND r.health_notes_deleted_at IS NULL AND r.details IS NOT NULL
        AND coalesce(e.end_date, e.event_date) + $2::int < $3::date
      RETURNING r.id`,
    [keys, days, today],
  );
  return rows.length;
}

/** The ids of every registration the list's filters match (bulk actions' "all matching"), oldest first, at most `limit`. */
export async function matchingIds(q: Queryable, f: RegistrationFilter, limit: number): Promise<number[]> {
  const { clause, params } = filterClause(f);
  const base = `FROM registrations r JOIN users u ON u.id = r.user_id JOIN events e ON e.id = r.event_id ${clause}`;
  return (await q.query<{ id: number }>(`SELECT r.id ${base} ORDER BY r.id LIMIT ${Number(limit)}`, params)).map((r) => Number(r.id));
}
