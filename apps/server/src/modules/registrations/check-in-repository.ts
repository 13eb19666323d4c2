import { CHECK_IN_STATUSES, type CheckInPerson } from '@portal/contract/check-in';
import type { Queryable } from '../../db/client.ts';
import { personSearchSql } from '../../lib/person-search.ts';

/**
 * Check-in's SQL. Reads join the people, events and staff (read only); the one write
 * sets attended_at / checked_in_by on the registrations table, which this module owns.
 */

const IST_ISO = (col: string) => `to_char(${col} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"')`;
/** How a person at the door reads the time: '25 Nov 2026, 7:05 pm'. */
const IST_SPOKEN = (col: string) => `to_char(${col} AT TIME ZONE 'Asia/Kolkata', 'FMDD Mon YYYY, FMHH12:MI am')`;
const ENTERS = `r.status IN (${CHECK_IN_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** A person at the door as the contract gives them (status is one of PAY_STATUSES by the table's check). */
export type DoorRow = Omit<CheckInPerson, 'balance_due'> & { balance_due_minor: number };

export interface LockedDoorRow extends DoorRow {
  event_id: number;
  event_name: string;
  attended_spoken: string | null;
  checked_in_by: string;
  staff_cancelled: boolean;
}

const PERSON_SQL = `r.id AS registration_id, coalesce(r.reg_number, '') AS reg_number, u.name, u.mobile, r.status,
       (CASE WHEN ${ENTERS} THEN 1 ELSE 0 END)::int AS can_check_in, ${IST_ISO('r.attended_at')} AS attended_at,
       (CASE WHEN r.status IN ('cancelled', 'failed') THEN 0 ELSE greatest(r.total_minor - r.paid_minor, 0) END)::bigint AS balance_due_minor,
       trim(r.currency) AS currency`;

/** The registration and its person, locked so that two scanners at once check in only once. */
export const lockForCheckIn = (q: Queryable, id: number) =>
  q.one<LockedDoorRow>(
    `SELECT ${PERSON_SQL}, r.event_id, e.event_name, ${IST_SPOKEN('r.attended_at')} AS attended_spoken,
            coalesce(s.name, '') AS checked_in_by, r.cancelled_at IS NOT NULL AS staff_cancelled
       FROM registrations r
       JOIN users u ON u.id = r.user_id
       JOIN events e ON e.id = r.event_id
       LEFT JOIN staff s ON s.id = r.checked_in_by
      WHERE r.id = $1
      FOR UPDATE OF r`,
    [id],
  );

/** Marks attended now; only a registration not yet checked in changes. */
export const markAttended = (q: Queryable, id: number, staffId: number, at: Date) =>
  q.one<{ attended_at: string }>(
    `UPDATE registrations SET attended_at = $3, checked_in_by = $2
      WHERE id = $1 AND attended_at IS NULL
      RETURNING ${IST_ISO('attended_at')} AS attended_at`,
    [id, staffId, at.toISOString()],
  );

/** Forgets a check-in made by mistake; only a registration checked in changes. */
export const clearAttended = (q: Queryable, id: number) =>
  q.one<{ id: number }>(`UPDATE registrations SET attended_at = NULL, checked_in_by = NULL WHERE id = $1 AND attended_at IS NOT NULL RETURNING id`, [id]);

export const findEventForDoor = (q: Queryable, eventId: number) =>
  q.one<{ id: number; name: string; date: string }>(`SELECT id, event_name AS name, to_char(event_date, 'YYYY-MM-DD') AS date FROM events WHERE id = $1`, [eventId]);

/** Registered (may enter) and checked in, for the counts at the top of the door page. */
export const doorCounts = (q: Queryable, eventId: number) =>
  q.one<{ registered: number; checked_in: number }>(
    `SELECT count(*) FILTER (WHERE ${ENTERS})::int AS registered,
            count(*) FILTER (WHERE r.attended_at IS NOT NULL)::int AS checked_in
       FROM registrations r WHERE r.event_id = $1`,
    [eventId],
  );

/** The event's people (failed tries left out) by name, registration number or mobile digits; 50 at most. */
export function searchDoor(q: Queryable, eventId: number, text: string) {
  const params: unknown[] = [eventId];
  let where = `r.event_id = $1 AND r.status <> 'failed'`;
  if (text) where += ` AND ${personSearchSql(text, params, ['u.name', 'r.reg_number'])}`;
  return q.query<DoorRow>(
    `SELECT ${PERSON_SQL} FROM registrations r JOIN users u ON u.id = r.user_id
      WHERE ${where} ORDER BY u.name, r.id LIMIT 50`,
    params,
  );
}

/** Every registration of the event but failed tries, for the door's manifest (no mobile numbers). */
export const manifestPeople = (q: Queryable, eventId: number) =>
  q.query<DoorRow>(
    `SELECT ${PERSON_SQL} FROM registrations r JOIN users u ON u.id = r.user_id
      WHERE r.event_id = $1 AND r.status <> 'failed' ORDER BY u.name, r.id`,
    [eventId],
  );

/** Events held from the day before `eventId` to the day after its last day (the door names their tickets offline). */
export const nearbyEvents = (q: Queryable, eventId: number) =>
  q.query<{ id: number; name: string; date: string }>(
    `SELECT o.id, o.event_name AS name, to_char(o.event_date, 'YYYY-MM-DD') AS date
       FROM events e JOIN events o ON o.id <> e.id
        AND o.event_date <= coalesce(e.end_date, e.event_date) + 1 AND coalesce(o.end_date, o.event_date) >= e.event_date - 1
      WHERE e.id = $1 ORDER BY o.event_date, o.id`,
    [eventId],
  );

/** The registrations (but failed tries) of those events, for the digests of their legacy tickets. */
export const registrationsOfEvents = (q: Queryable, eventIds: number[]) =>
  q.query<{ id: number; event_id: number }>(`SELECT id, event_id FROM registrations WHERE event_id = ANY($1::int[]) AND status <> 'failed'`, [eventIds]);

export interface ScanRow {
  scan_id: string;
  registration_id: number | null;
  outcome: 'checked_in' | 'also' | 'refused' | 'undone';
  reason: '' | 'cancelled' | 'unpaid' | 'other_event' | 'unknown';
}

export const findScan = (q: Queryable, scanId: string) =>
  q.one<ScanRow & { event_id: number }>(`SELECT scan_id::text, registration_id, event_id, outcome, reason FROM door_scans WHERE scan_id = $1`, [scanId]);

/** Records a scan; false when its id is known already (a phone sending it again). */
export const insertScan = async (
  q: Queryable,
  s: { scanId: string; eventId: number; registrationId: number | null; device: string; staffId: number; scannedAt: string; outcome: ScanRow['outcome']; reason: ScanRow['reason'] },
) =>
  !!(await q.one(
    `INSERT INTO door_scans (scan_id, event_id, registration_id, device, staff_id, scanned_at, outcome, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (scan_id) DO NOTHING RETURNING scan_id`,
    [s.scanId, s.eventId, s.registrationId, s.device, s.staffId, s.scannedAt, s.outcome, s.reason],
  ));

/** The check-in a registration's scans make: its earliest is the one, the rest are "also". */
export const demoteCheckIns = (q: Queryable, registrationId: number) =>
  q.query(`UPDATE door_scans SET outcome = 'also' WHERE registration_id = $1 AND outcome = 'checked_in'`, [registrationId]);

/** A check-in undone: its scans no longer count (kept, marked undone). */
export const undoScans = (q: Queryable, registrationId: number) =>
  q.query(`UPDATE door_scans SET outcome = 'undone' WHERE registration_id = $1 AND outcome IN ('checked_in', 'also')`, [registrationId]);

/** Sets the check-in to an earlier scan's time and door staff (the earliest check-in wins). */
export const moveAttended = (q: Queryable, id: number, staffId: number, at: string) =>
  q.query(`UPDATE registrations SET attended_at = $3, checked_in_by = $2 WHERE id = $1`, [id, staffId, at]);

export interface ConflictScanRow {
  registration_id: number;
  reg_number: string;
  name: string;
  attended_at: string | null;
  scan_id: string;
  scanned_at: string;
  device: string;
  staff: string;
  outcome: ScanRow['outcome'];
  reason: ScanRow['reason'];
}

/** The scans of the event's registrations that were scanned more than once or refused on sync, oldest first. */
export const conflictScans = (q: Queryable, eventId: number) =>
  q.query<ConflictScanRow>(
    `SELECT d.registration_id, coalesce(r.reg_number, '') AS reg_number, u.name, ${IST_ISO('r.attended_at')} AS attended_at,
            d.scan_id::text, ${IST_ISO('d.scanned_at')} AS scanned_at, d.device, coalesce(s.name, '') AS staff, d.outcome, d.reason
       FROM door_scans d
       JOIN registrations r ON r.id = d.registration_id
       JOIN users u ON u.id = r.user_id
       LEFT JOIN staff s ON s.id = d.staff_id
      WHERE d.registration_id IN (SELECT registration_id FROM door_scans WHERE event_id = $1 AND outcome IN ('also', 'refused'))
      ORDER BY u.name, d.registration_id, d.scanned_at, d.scan_id`,
    [eventId],
  );
