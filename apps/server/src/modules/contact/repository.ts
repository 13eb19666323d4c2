import type { Queryable } from '../../db/client.ts';

/** SQL of the contact module: contact messages and Karmayogam volunteers. */
export interface ContactRow {
  user_id: number | null;
  name: string;
  email: string;
  mobile: string;
  message: string;
}

export async function insertContact(q: Queryable, c: ContactRow): Promise<number> {
  const row = await q.one<{ id: number }>(
    `INSERT INTO contact_messages (user_id, name, email, mobile, message) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [c.user_id, c.name, c.email, c.mobile, c.message],
  );
  return row!.id;
}

export interface VolunteerEvent {
  id: number;
  event_name: string;
  /** True when the event is still to come (from today on) and is not cancelled or completed. */
  open: boolean;
}

export function findEvent(q: Queryable, eventId: number, today: string) {
  return q.one<VolunteerEvent>(
    `SELECT id, event_name,
            (status IN ('notstarted', 'ongoing') AND event_date >= $2::date) AS open
       FROM events WHERE id = $1`,
    [eventId, today],
  );
}

/** Name, email and phone of the volunteer come from the profile, not from the request. */
export function findContactDetails(q: Queryable, userId: number) {
  return q.one<{ name: string; email: string; mobile: string; dial_code: string }>(
    'SELECT name, email, mobile, dial_code FROM users WHERE id = $1',
    [userId],
  );
}

export interface VolunteerRow {
  user_id: number;
  kind: 'event' | 'foundation';
  event_id: number | null;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Returns the new row's id, or undefined when the user already signed up for that event. */
export async function insertVolunteer(q: Queryable, v: VolunteerRow): Promise<number | undefined> {
  const row = await q.one<{ id: number }>(
    `INSERT INTO volunteers (user_id, kind, event_id, name, email, phone, message)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, event_id) WHERE kind = 'event' DO NOTHING
     RETURNING id`,
    [v.user_id, v.kind, v.event_id, v.name, v.email, v.phone, v.message],
  );
  return row?.id;
}

/** DPDP erasure: the person's volunteering offers and the messages they sent while logged in. */
export const contactIdsOfUser = async (q: Queryable, userId: number) =>
  (await q.query<{ id: number }>('SELECT id FROM contact_messages WHERE user_id = $1', [userId])).map((r) => r.id);

export async function eraseOfUser(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM volunteers WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM contact_messages WHERE user_id = $1', [userId]);
}

/** The back office's inbox: a message marked handled (by whom) or not handled again. */
export const setContactHandled = (q: Queryable, id: number, staffId: number, handled: boolean) =>
  q.query(
    `UPDATE contact_messages SET handled_at = CASE WHEN $3 THEN coalesce(handled_at, now()) END, handled_by = CASE WHEN $3 THEN $2::int END WHERE id = $1`,
    [id, staffId, handled],
  );

export const saveContactReply = (q: Queryable, id: number, staffId: number, reply: string) =>
  q.query(`UPDATE contact_messages SET reply = $3, replied_at = now(), handled_at = coalesce(handled_at, now()), handled_by = $2 WHERE id = $1`, [id, staffId, reply]);

export const lockContact = (q: Queryable, id: number) =>
  q.one<{ id: number; name: string; email: string; message: string; handled_at: Date | null; reply: string }>(
    'SELECT id, name, email, message, handled_at, reply FROM contact_messages WHERE id = $1 FOR UPDATE',
    [id],
  );
