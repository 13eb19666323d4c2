import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@portal/contract/staff';
import type { Queryable } from '../../db/client.ts';
import { hashToken } from '../../lib/auth.ts';

/** SQL of the staff tables (staff, staff_sessions, staff_recovery_codes, staff_links, door_links): only this file writes them. */

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  must_change_password: boolean;
  totp_secret: string | null;
  totp_enabled: boolean;
  disabled_at: string | null;
  created_at: string;
}

/** What a request's staff session says about who is calling (`req.staff`). */
export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
  /** `door`: a door phone's session (a door link), reaching only its event's check-in. */
  stage: 'full' | 'setup' | 'door';
  /** A door session's event and link. */
  doorEventId?: number;
  doorLinkId?: number;
}

const STAFF_COLUMNS = `id, email, name, role, password_hash, must_change_password, totp_secret, totp_enabled,
  disabled_at::text AS disabled_at, created_at::text AS created_at`;

export const findStaffByEmail = (q: Queryable, email: string) =>
  q.one<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE lower(email) = lower($1)`, [email]);

export const findStaffById = (q: Queryable, id: number) => q.one<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE id = $1`, [id]);

export async function countStaff(q: Queryable): Promise<number> {
  return (await q.one<{ n: number }>('SELECT count(*)::int AS n FROM staff'))!.n;
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string | null;
  mustChangePassword: boolean;
  totpSecret?: string | null;
}

export async function insertStaff(q: Queryable, s: NewStaff): Promise<StaffRow> {
  return (await q.one<StaffRow>(
    `INSERT INTO staff (email, name, role, password_hash, must_change_password, totp_secret, totp_enabled)
     VALUES ($1, $2, $3, $4, $5, $6::text, $6::text IS NOT NULL) RETURNING ${STAFF_COLUMNS}`,
    [s.email.trim(), s.name.trim(), s.role, s.passwordHash, s.mustChangePassword, s.totpSecret ?? null],
  ))!;
}

export async function setPassword(q: Queryable, id: number, passwordHash: string, mustChange: boolean) {
  await q.query('UPDATE staff SET password_hash = $2, must_change_password = $3, updated_at = now() WHERE id = $1', [id, passwordHash, mustChange]);
}

/** Stores a secret being enrolled (not yet on) or turns the second factor on/off. */
export async function setTotp(q: Queryable, id: number, secret: string | null, enabled: boolean) {
  await q.query(
    `UPDATE staff SET totp_secret = $2, totp_enabled = $3, updated_at = now(),
       totp_last_step = CASE WHEN totp_secret IS DISTINCT FROM $2 THEN NULL ELSE totp_last_step END
     WHERE id = $1`,
    [id, secret, enabled],
  );
}

/**
 * Takes a time-based code's step for this account: true the first time, false when a code of this
 * step or a later one was already used (a replayed code). One statement, so two sign-ins racing
 * with the same code cannot both pass.
 */
export async function useTotpStep(q: Queryable, staffId: number, step: number): Promise<boolean> {
  const row = await q.one(
    'UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id',
    [staffId, step],
  );
  return !!row;
}

// ---------------------------------------------------------------- sessions

export async function createStaffSession(q: Queryable, staffId: number, stage: 'full' | 'setup', hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO staff_sessions (staff_id, token_hash, stage, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [staffId, hashToken(token), stage, hours],
  );
  return token;
}

/**
 * The session of a token, marked as seen now: only while it has not ended, expired, been idle
 * longer than `idleMinutes`, and its account is not disabled.
 */
export async function touchStaffSession(q: Queryable, token: string, idleMinutes: number): Promise<StaffUser | undefined> {
  const row = await q.one<{ session_id: number; stage: 'full' | 'setup'; id: number; email: string; name: string; role: StaffRole }>(
    `UPDATE staff_sessions s SET last_seen_at = now()
       FROM staff st
      WHERE st.id = s.staff_id AND s.token_hash = $1 AND s.ended_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(mins => $2) AND st.disabled_at IS NULL
     RETURNING s.id AS session_id, s.stage, st.id, st.email, st.name, st.role`,
    [hashToken(token), idleMinutes],
  );
  return row && { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: row.session_id, stage: row.stage };
}

export async function endStaffSession(q: Queryable, sessionId: number) {
  await q.query('UPDATE staff_sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL', [sessionId]);
}

export async function endAllStaffSessions(q: Queryable, staffId: number) {
  await q.query('UPDATE staff_sessions SET ended_at = now() WHERE staff_id = $1 AND ended_at IS NULL', [staffId]);
}

/** Ends every session of the staff member but the one making the request. */
export async function endOtherStaffSessions(q: Queryable, staffId: number, keepSessionId: number) {
  await q.query('UPDATE staff_sessions SET ended_at = now() WHERE staff_id = $1 AND id <> $2 AND ended_at IS NULL', [staffId, keepSessionId]);
}

/** Keeps (or, with null, drops) the secret of a new authenticator this session is enrolling. */
export async function setPendingTotp(q: Queryable, sessionId: number, secret: string | null) {
  await q.query('UPDATE staff_sessions SET pending_totp_secret = $2 WHERE id = $1', [sessionId, secret]);
}

export async function pendingTotp(q: Queryable, sessionId: number): Promise<string | null> {
  return (await q.one<{ s: string | null }>('SELECT pending_totp_secret AS s FROM staff_sessions WHERE id = $1', [sessionId]))?.s ?? null;
}

// ---------------------------------------------------------------- recovery codes

export async function replaceRecoveryCodes(q: Queryable, staffId: number, codeHashes: string[]) {
  await q.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
  for (const h of codeHashes) await q.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [staffId, h]);
}

/** Spends a recovery code: true when it was unused (it cannot be used again). */
export async function useRecoveryCode(q: Queryable, staffId: number, codeHash: string): Promise<boolean> {
  const row = await q.one(
    'UPDATE staff_recovery_codes SET used_at = now() WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id',
    [staffId, codeHash],
  );
  return !!row;
}

// ---------------------------------------------------------------- management (owner)

const ITEM_COLUMNS = `id, email, name, role, totp_enabled, must_change_password, password_hash IS NOT NULL AS has_password,
  disabled_at IS NOT NULL AS disabled, to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"') AS created_at`;

export interface StaffItemRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totp_enabled: boolean;
  must_change_password: boolean;
  has_password: boolean;
  disabled: boolean;
  created_at: string;
}

export async function listStaff(q: Queryable, f: { q: string; column: string; order: 'ASC' | 'DESC'; limit: number; offset: number }) {
  const params: unknown[] = [];
  let where = '';
  if (f.q) {
    params.push(`%${f.q.replace(/[\\%_]/g, '\\$&')}%`);
    where = 'WHERE name ILIKE $1 OR email ILIKE $1';
  }
  const total = (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM staff ${where}`, params))!.n;
  // The column comes from an allow-list (parseSort), never from the request as such.
  const rows = await q.query<StaffItemRow>(`SELECT ${ITEM_COLUMNS} FROM staff ${where} ORDER BY ${f.column} ${f.order}, id LIMIT ${f.limit} OFFSET ${f.offset}`, params);
  return { rows, total };
}

export const findStaffItem = (q: Queryable, id: number) => q.one<StaffItemRow>(`SELECT ${ITEM_COLUMNS} FROM staff WHERE id = $1`, [id]);

/** Locks the owners' rows, so two owners demoting each other at once cannot leave none. */
export async function lockActiveOwners(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ id: number }>(`SELECT id FROM staff WHERE role = 'owner' AND disabled_at IS NULL ORDER BY id FOR UPDATE`);
  return rows.map((r) => r.id);
}

export async function updateStaff(q: Queryable, id: number, v: { name?: string; role?: StaffRole; disabled?: boolean }) {
  await q.query(
    `UPDATE staff SET name = coalesce($2, name), role = coalesce($3, role),
       disabled_at = CASE WHEN $4::boolean IS NULL THEN disabled_at WHEN $4::boolean THEN coalesce(disabled_at, now()) ELSE NULL END,
       updated_at = now()
     WHERE id = $1`,
    [id, v.name ?? null, v.role ?? null, v.disabled ?? null],
  );
}

// ---------------------------------------------------------------- invitation and reset links

export async function createLink(q: Queryable, staffId: number, purpose: 'invite' | 'reset', hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(`UPDATE staff_links SET used_at = now() WHERE staff_id = $1 AND purpose = $2 AND used_at IS NULL`, [staffId, purpose]);
  await q.query(`INSERT INTO staff_links (staff_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`, [
    staffId,
    purpose,
    hashToken(token),
    hours,
  ]);
  return token;
}

/** Spends a link: the staff id when it was valid (once only). */
export async function useLink(q: Queryable, token: string): Promise<number | undefined> {
  const row = await q.one<{ staff_id: number }>(
    `UPDATE staff_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING staff_id`,
    [hashToken(token)],
  );
  return row?.staff_id;
}

// ---------------------------------------------------------------- door links (a shared door phone's session)

const IST_ISO = (col: string) => `CASE WHEN ${col} IS NULL THEN NULL ELSE to_char(${col} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"') END`;

const DOOR_LINK_COLUMNS = `d.id, d.door_name, st.name AS created_by, ${IST_ISO('d.created_at')} AS created_at, ${IST_ISO('d.opened_at')} AS opened_at,
  ${IST_ISO('d.last_used_at')} AS last_used_at, ${IST_ISO('d.expires_at')} AS expires_at, ${IST_ISO('d.link_expires_at')} AS link_expires_at`;

export interface DoorLinkRow {
  id: number;
  door_name: string;
  created_by: string;
  created_at: string;
  opened_at: string | null;
  last_used_at: string | null;
  expires_at: string;
  link_expires_at: string;
}

/**
 * A new door link of an event, whose session ends at 23:59 of the event's last day in India (its
 * end date, else its date); undefined when that moment has passed (or no such event).
 */
export async function insertDoorLink(q: Queryable, v: { eventId: number; doorName: string; createdBy: number; linkHash: string; linkHours: number }) {
  const row = await q.one<{ id: number }>(
    `WITH ev AS (
       SELECT id, ((coalesce(end_date, event_date) + 1)::timestamp AT TIME ZONE 'Asia/Kolkata') - interval '1 minute' AS ends FROM events WHERE id = $1
     )
     INSERT INTO door_links (event_id, door_name, created_by, link_hash, link_expires_at, expires_at)
     SELECT ev.id, $2, $3, $4, least(now() + make_interval(hours => $5), ev.ends), ev.ends FROM ev WHERE ev.ends > now()
     RETURNING id`,
    [v.eventId, v.doorName, v.createdBy, v.linkHash, v.linkHours],
  );
  return row ? findDoorLink(q, v.eventId, row.id) : undefined;
}

export const findDoorLink = (q: Queryable, eventId: number, id: number) =>
  q.one<DoorLinkRow>(`SELECT ${DOOR_LINK_COLUMNS} FROM door_links d JOIN staff st ON st.id = d.created_by WHERE d.event_id = $1 AND d.id = $2`, [eventId, id]);

/** The links of an event still in force: not revoked, not ended, and opened or still openable. */
export const activeDoorLinks = (q: Queryable, eventId: number) =>
  q.query<DoorLinkRow>(
    `SELECT ${DOOR_LINK_COLUMNS} FROM door_links d JOIN staff st ON st.id = d.created_by
      WHERE d.event_id = $1 AND d.revoked_at IS NULL AND d.expires_at > now() AND (d.opened_at IS NOT NULL OR d.link_expires_at > now())
      ORDER BY d.created_at, d.id`,
    [eventId],
  );

/** Revokes a link of the event (its phone is refused from the next call): the row as it was, or undefined. */
export async function revokeDoorLink(q: Queryable, eventId: number, id: number, staffId: number) {
  const before = await q.one<DoorLinkRow>(
    `SELECT ${DOOR_LINK_COLUMNS} FROM door_links d JOIN staff st ON st.id = d.created_by
      WHERE d.event_id = $1 AND d.id = $2 AND d.revoked_at IS NULL AND d.expires_at > now() FOR UPDATE OF d`,
    [eventId, id],
  );
  if (!before) return undefined;
  await q.query('UPDATE door_links SET revoked_at = now(), revoked_by = $2 WHERE id = $1', [id, staffId]);
  return before;
}

/**
 * Spends a link: opened once, before it expires, while its session may still run and its maker's
 * account is enabled. The phone's session token (hashed) takes its place.
 */
export async function openDoorLink(q: Queryable, linkHash: string, sessionHash: string) {
  return q.one<{ id: number; event_id: number; door_name: string; expires_at: string }>(
    `UPDATE door_links d SET opened_at = now(), last_used_at = now(), session_hash = $2
       FROM staff st
      WHERE st.id = d.created_by AND st.disabled_at IS NULL AND d.link_hash = $1 AND d.opened_at IS NULL
        AND d.revoked_at IS NULL AND d.link_expires_at > now() AND d.expires_at > now()
     RETURNING d.id, d.event_id, d.door_name, ${IST_ISO('d.expires_at')} AS expires_at`,
    [linkHash, sessionHash],
  );
}

/**
 * The door session of a token, marked as used now when in force: it acts for the staff member who
 * made the link (their role, their name with the door's). `revoked`/`ended` when it no longer runs.
 */
export async function touchDoorSession(q: Queryable, token: string): Promise<(StaffUser & { doorEventId: number; doorLinkId: number }) | 'revoked' | 'ended' | undefined> {
  const row = await q.one<{ link_id: number; event_id: number; door_name: string; revoked: boolean; ended: boolean; id: number; email: string; name: string; role: StaffRole }>(
    `SELECT d.id AS link_id, d.event_id, d.door_name, d.revoked_at IS NOT NULL OR st.disabled_at IS NOT NULL AS revoked, d.expires_at <= now() AS ended,
            st.id, st.email, st.name, st.role
       FROM door_links d JOIN staff st ON st.id = d.created_by WHERE d.session_hash = $1`,
    [hashToken(token)],
  );
  if (!row) return undefined;
  if (row.revoked) return 'revoked';
  if (row.ended) return 'ended';
  await q.query('UPDATE door_links SET last_used_at = now() WHERE id = $1', [row.link_id]);
  const door = row.door_name || 'Door';
  return { id: row.id, email: row.email, name: `${row.name} (${door})`, role: row.role, sessionId: 0, stage: 'door', doorEventId: row.event_id, doorLinkId: row.link_id };
}
