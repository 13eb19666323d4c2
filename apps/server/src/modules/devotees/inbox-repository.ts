import type { AdminContactListQuery, AdminEventAnswersQuery, AdminVolunteerListQuery } from '@portal/contract/admin-inbox';
import type { Queryable } from '../../db/client.ts';

/**
 * Reads of the volunteers, the contact inbox, feedback and form answers. Each list has
 * one filter (a WHERE clause with parameters) used twice: a page (OFFSET, for the screen) and a
 * keyset batch after an id (for the exports: no long cursor, PGlite answers one query at a time).
 */

const IST = (col: string) => `to_char(${col} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"')`;

export interface Filter {
  clause: string;
  params: unknown[];
}

function builder() {
  const where: string[] = [];
  const params: unknown[] = [];
  return {
    add(sql: string, value: unknown) {
      params.push(value);
      where.push(sql.replaceAll('?', `$${params.length}`));
    },
    like(columns: string[], q: string) {
      params.push(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
      where.push(`(${columns.map((c) => `${c} ILIKE $${params.length}`).join(' OR ')})`);
    },
    raw: (sql: string) => where.push(sql),
    done: (): Filter => ({ clause: where.length ? `WHERE ${where.join(' AND ')}` : '', params }),
  };
}

/** A page (newest first) and the total, or a keyset batch (id ascending) after `afterId`. */
async function pageOf<T>(q: Queryable, select: string, from: string, f: Filter, id: string, page: { page: number; per_page: number }) {
  const total = (await q.one<{ n: number }>(`SELECT count(*)::int AS n ${from} ${f.clause}`, f.params))!.n;
  const rows = await q.query<T>(`${select} ${from} ${f.clause} ORDER BY ${id} DESC LIMIT ${Number(page.per_page)} OFFSET ${(Number(page.page) - 1) * Number(page.per_page)}`, f.params);
  return { rows, total };
}
const batchOf = <T>(q: Queryable, select: string, from: string, f: Filter, id: string, afterId: number, size: number) =>
  q.query<T>(`${select} ${from} ${f.clause ? `${f.clause} AND` : 'WHERE'} ${id} > $${f.params.length + 1} ORDER BY ${id} LIMIT ${size}`, [...f.params, afterId]);

// ---------------------------------------------------------------- volunteers

const VOL_SELECT = `SELECT v.id, v.kind, v.event_id, coalesce(e.event_name, '') AS event_name, v.user_id,
  coalesce(nullif(v.name, ''), u.name) AS name, coalesce(nullif(v.email, ''), u.email) AS email, coalesce(nullif(v.phone, ''), u.mobile) AS phone,
  v.message, ${IST('v.created_at')} AS created_at`;
const VOL_FROM = 'FROM volunteers v JOIN users u ON u.id = v.user_id LEFT JOIN events e ON e.id = v.event_id';

export function volunteerFilter(f: Pick<AdminVolunteerListQuery, 'q' | 'event_id' | 'kind'>): Filter {
  const b = builder();
  if (f.event_id) b.add('v.event_id = ?', f.event_id);
  if (f.kind) b.add('v.kind = ?', f.kind);
  if (f.q) b.like(['u.name', 'u.email', 'u.mobile', 'v.name', 'v.message', 'e.event_name'], f.q);
  return b.done();
}
export type VolunteerRow = { id: number; kind: 'event' | 'foundation'; event_id: number | null; event_name: string; user_id: number; name: string; email: string; phone: string; message: string; created_at: string };
export const listVolunteers = (q: Queryable, f: AdminVolunteerListQuery) => pageOf<VolunteerRow>(q, VOL_SELECT, VOL_FROM, volunteerFilter(f), 'v.id', f);
export const volunteerBatch = (q: Queryable, f: Filter, afterId: number, size: number) => batchOf<VolunteerRow>(q, VOL_SELECT, VOL_FROM, f, 'v.id', afterId, size);

// ---------------------------------------------------------------- contact inbox

const CONTACT_SELECT = `SELECT c.id, c.user_id, c.name, c.email, c.mobile, c.message, ${IST('c.created_at')} AS created_at,
  c.handled_at IS NOT NULL AS handled, CASE WHEN c.handled_at IS NULL THEN NULL ELSE ${IST('c.handled_at')} END AS handled_at,
  c.reply, CASE WHEN c.replied_at IS NULL THEN NULL ELSE ${IST('c.replied_at')} END AS replied_at`;
const CONTACT_FROM = 'FROM contact_messages c';

export function contactFilter(f: Pick<AdminContactListQuery, 'q' | 'handled'>): Filter {
  const b = builder();
  if (f.handled === 'yes') b.raw('c.handled_at IS NOT NULL');
  if (f.handled === 'no') b.raw('c.handled_at IS NULL');
  if (f.q) b.like(['c.name', 'c.email', 'c.mobile', 'c.message'], f.q);
  return b.done();
}
export type ContactRow = { id: number; user_id: number | null; name: string; email: string; mobile: string; message: string; created_at: string; handled: boolean; handled_at: string | null; reply: string; replied_at: string | null };
export const listContacts = (q: Queryable, f: AdminContactListQuery) => pageOf<ContactRow>(q, CONTACT_SELECT, CONTACT_FROM, contactFilter(f), 'c.id', f);
export const contactBatch = (q: Queryable, f: Filter, afterId: number, size: number) => batchOf<ContactRow>(q, CONTACT_SELECT, CONTACT_FROM, f, 'c.id', afterId, size);

// ---------------------------------------------------------------- feedback and form answers

export type AnswersRow = { registration_id: number; reg_number: string; name: string; mobile: string; event_id: number; event_name: string; program_id: number; answers: Record<string, unknown>; at: string };

const FEEDBACK_SELECT = `SELECT fb.id, r.id AS registration_id, coalesce(r.reg_number, '') AS reg_number, u.name, u.mobile, r.event_id, e.event_name, r.program_id::int AS program_id,
  fb.answers, ${IST('fb.created_at')} AS at`;
const FEEDBACK_FROM = 'FROM feedback fb JOIN registrations r ON r.id = fb.registration_id JOIN users u ON u.id = fb.user_id JOIN events e ON e.id = r.event_id';

const FORM_SELECT = `SELECT r.id, r.id AS registration_id, coalesce(r.reg_number, '') AS reg_number, u.name, u.mobile, r.event_id, e.event_name, r.program_id::int AS program_id,
  r.details AS answers, ${IST('coalesce(r.details_updated_at, r.updated_at)')} AS at`;
const FORM_FROM = 'FROM registrations r JOIN users u ON u.id = r.user_id JOIN events e ON e.id = r.event_id';

export function answersFilter(f: Pick<AdminEventAnswersQuery, 'q' | 'event_id' | 'program_id'>, form: boolean): Filter {
  const b = builder();
  if (form) b.raw('r.details IS NOT NULL');
  if (f.event_id) b.add('r.event_id = ?', f.event_id);
  if (f.program_id) b.add('r.program_id = ?', f.program_id);
  if (f.q) b.like(['u.name', 'u.mobile', 'r.reg_number'], f.q);
  return b.done();
}
export const listFeedback = (q: Queryable, f: AdminEventAnswersQuery) => pageOf<AnswersRow & { id: number }>(q, FEEDBACK_SELECT, FEEDBACK_FROM, answersFilter(f, false), 'fb.id', f);
export const feedbackBatch = (q: Queryable, f: Filter, afterId: number, size: number) => batchOf<AnswersRow & { id: number }>(q, FEEDBACK_SELECT, FEEDBACK_FROM, f, 'fb.id', afterId, size);
export const listFormAnswers = (q: Queryable, f: AdminEventAnswersQuery) => pageOf<AnswersRow & { id: number }>(q, FORM_SELECT, FORM_FROM, answersFilter(f, true), 'r.id', f);
export const formAnswersBatch = (q: Queryable, f: Filter, afterId: number, size: number) => batchOf<AnswersRow & { id: number }>(q, FORM_SELECT, FORM_FROM, f, 'r.id', afterId, size);

/** The summary of the feedback answers of the filter: per question, per short answer, how many (in SQL, not in memory). */
export const feedbackCounts = (q: Queryable, f: Filter) =>
  q.query<{ program_id: number; field: string; value: string; n: number }>(
    `SELECT r.program_id::int AS program_id, kv.key AS field, CASE WHEN length(kv.value) <= 40 THEN kv.value ELSE 'text' END AS value, count(*)::int AS n
       ${FEEDBACK_FROM} CROSS JOIN LATERAL jsonb_each_text(fb.answers) kv ${f.clause ? `${f.clause} AND` : 'WHERE'} kv.value <> ''
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 4 DESC, 3`,
    f.params,
  );
