import type { AdminDevoteeListQuery } from '@portal/contract/admin-devotees';
import type { Queryable } from '../../db/client.ts';
import { sqlWhere } from '../../lib/sql-where.ts';

/**
 * The devotees module's reads: devotees and what they did, joined from the tables the
 * accounts, registrations, payments, donations, program-forms and contact modules own. This
 * module writes none of them: changes go through their services.
 */

const IST = (col: string) => `to_char(${col} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"')`;

export interface DevoteeRow {
  id: number;
  name: string;
  mobile: string;
  email: string;
  city: string;
  created_at: string;
  registrations: number;
  deactivated: boolean;
  erased: boolean;
}

const DEVOTEE_COLUMNS = `u.id, u.name, u.mobile, u.email, coalesce(c.name, '') AS city, ${IST('u.created_at')} AS created_at,
  (SELECT count(*)::int FROM registrations r WHERE r.user_id = u.id) AS registrations,
  u.deactivated_at IS NOT NULL AS deactivated, u.erased_at IS NOT NULL AS erased`;

/** Search by name, email or mobile (digits against digits, whatever dial code or spaces the search carries). */
function devoteeFilter(f: Pick<AdminDevoteeListQuery, 'q' | 'state'> & { ids?: number[] }) {
  const w = sqlWhere();
  if (f.ids?.length) w.add('u.id = ANY(?::int[])', f.ids);
  w.search(f.q, ['u.name', 'u.email'], 'u.mobile');
  if (f.state === 'active') w.raw('u.deactivated_at IS NULL AND u.erased_at IS NULL');
  if (f.state === 'deactivated') w.raw('u.deactivated_at IS NOT NULL AND u.erased_at IS NULL');
  if (f.state === 'erased') w.raw('u.erased_at IS NOT NULL');
  return { clause: w.clause(), params: w.params };
}

export const DEVOTEE_SORTS = { name: 'lower(u.name)', created_at: 'u.created_at', id: 'u.id' } as const;
export type DevoteeSort = keyof typeof DEVOTEE_SORTS;

export async function listDevotees(q: Queryable, f: AdminDevoteeListQuery, order: [DevoteeSort, 'ASC' | 'DESC']) {
  const { clause, params } = devoteeFilter(f);
  const total = (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${clause}`, params))!.n;
  const rows = await q.query<DevoteeRow>(
    `SELECT ${DEVOTEE_COLUMNS} FROM users u LEFT JOIN cities c ON c.id = u.city_id ${clause}
      ORDER BY ${DEVOTEE_SORTS[order[0]]} ${order[1]}, u.id ${order[1]} LIMIT ${Number(f.per_page)} OFFSET ${(Number(f.page) - 1) * Number(f.per_page)}`,
    params,
  );
  return { rows, total };
}

/** One batch of the devotees export after `afterId` (keyset: no long cursor, no OFFSET). */
export const devoteeBatch = (q: Queryable, f: Pick<AdminDevoteeListQuery, 'q' | 'state'>, afterId: number, size: number) => {
  const { clause, params } = devoteeFilter(f);
  params.push(afterId);
  const where = `${clause ? `${clause} AND` : 'WHERE'} u.id > $${params.length}`;
  return q.query<DevoteeRow>(`SELECT ${DEVOTEE_COLUMNS} FROM users u LEFT JOIN cities c ON c.id = u.city_id ${where} ORDER BY u.id LIMIT ${size}`, params);
};

export interface DevoteeDetailRow extends DevoteeRow {
  salut: string;
  dial_code: string;
  whatsapp_number: string;
  street_address: string;
  pincode: string;
  pan_number: string;
  deactivated_at: string | null;
  erased_at: string | null;
}

export const findDevotee = (q: Queryable, id: number) =>
  q.one<DevoteeDetailRow>(
    `SELECT ${DEVOTEE_COLUMNS}, u.salut, u.dial_code, u.whatsapp_number, u.street_address, u.pincode, u.pan_number,
            CASE WHEN u.deactivated_at IS NULL THEN NULL ELSE ${IST('u.deactivated_at')} END AS deactivated_at,
            CASE WHEN u.erased_at IS NULL THEN NULL ELSE ${IST('u.erased_at')} END AS erased_at
       FROM users u LEFT JOIN cities c ON c.id = u.city_id WHERE u.id = $1`,
    [id],
  );

export const registrationsOf = (q: Queryable, userId: number) =>
  q.query<{
    id: number;
    reg_number: string;
    event_id: number;
    event_name: string;
    event_date: string;
    program_id: number;
    program_name: string;
    status: string;
    currency: string;
    total_minor: number;
    paid_minor: number;
    details: Record<string, unknown> | null;
    feedback: Record<string, unknown> | null;
    created_at: string;
  }>(
    `SELECT r.id, coalesce(r.reg_number, '') AS reg_number, r.event_id, e.event_name, to_char(e.event_date, 'YYYY-MM-DD') AS event_date,
            r.program_id::int AS program_id, p.name AS program_name, r.status, trim(r.currency) AS currency, r.total_minor::bigint AS total_minor,
            r.paid_minor::bigint AS paid_minor, r.details, f.answers AS feedback, ${IST('r.created_at')} AS created_at
       FROM registrations r JOIN events e ON e.id = r.event_id JOIN programs p ON p.id = r.program_id
       LEFT JOIN feedback f ON f.registration_id = r.id
      WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [userId],
  );

export const paymentsOf = (q: Queryable, userId: number) =>
  q.query<{ id: number; txn_id: string; purpose: string; provider: string; status: string; amount_minor: number; currency: string; created_at: string }>(
    `SELECT a.id, a.txn_id, a.purpose, a.provider, a.status, a.amount_minor::bigint AS amount_minor, trim(a.currency) AS currency,
            ${IST('a.created_at')} AS created_at
       FROM payment_attempts a WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 200`,
    [userId],
  );

export const donationsOf = (q: Queryable, userId: number) =>
  q.query<{ id: number; category: string; fund_label: string; amount_minor: number; currency: string; status: string; receipt_number: string; created_at: string; pan_number: string; donor_name: string; donor_address: string }>(
    `SELECT d.id, d.category, d.fund_label, d.amount_minor::bigint AS amount_minor, trim(d.currency) AS currency, d.status,
            coalesce(d.receipt_number, '') AS receipt_number, ${IST('d.created_at')} AS created_at, d.pan_number, d.donor_name, d.donor_address
       FROM donations d WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id DESC`,
    [userId],
  );

export const volunteeringOf = (q: Queryable, userId: number) =>
  q.query<{ id: number; kind: string; event_name: string; message: string; created_at: string; name: string; email: string; phone: string }>(
    `SELECT v.id, v.kind, coalesce(e.event_name, '') AS event_name, v.message, ${IST('v.created_at')} AS created_at, v.name, v.email, v.phone
       FROM volunteers v LEFT JOIN events e ON e.id = v.event_id WHERE v.user_id = $1 ORDER BY v.id DESC`,
    [userId],
  );

export const contactMessagesOf = (q: Queryable, userId: number) =>
  q.query<Record<string, unknown>>(
    `SELECT id, name, email, mobile, message, ${IST('created_at')} AS created_at FROM contact_messages WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );

/** Everything about the person for the DPDP export: the profile's columns by name (no password hash). */
export const profileForExport = (q: Queryable, id: number) =>
  q.one<Record<string, unknown>>(
    `SELECT u.id, u.salut, u.name, u.email, u.mobile, u.dial_code, u.dob::text AS dob, u.gender, u.marital_status,
            co.name AS country, s.name AS state, c.name AS city, u.street_address, u.pincode, u.education, u.profession,
            u.profession_detail, u.company_name, u.whatsapp_number, u.know_matangi, u.friend_name, u.friend_mobile,
            u.know_other, u.pan_number, u.picture, u.language, ${IST('u.created_at')} AS created_at
       FROM users u LEFT JOIN countries co ON co.id = u.country_id LEFT JOIN states s ON s.id = u.state_id
       LEFT JOIN cities c ON c.id = u.city_id WHERE u.id = $1`,
    [id],
  );
