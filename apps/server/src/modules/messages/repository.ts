import type { MessageKind, MessageLang } from '@portal/contract/notifications';
import type { AdminMessageListQuery } from '@portal/contract/admin-messages';
import { personSearchSql } from '../../lib/person-search.ts';
import { asksQuestionsSql } from '../questions/index.ts';
import type { Queryable } from '../../db/client.ts';
import type { StoredData } from './render.ts';

/** SQL of the messages module: the messages table and the rows a message is made from. */
export type Channel = 'email' | 'sms' | 'whatsapp';
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface MessageRow {
  id: number;
  /** Null for a donor without an account (an offline donation's receipt). */
  user_id: number | null;
  kind: MessageKind;
  subject_ref: string;
  channel: Channel;
  lang: MessageLang;
  idempotency_key: string;
  recipient: string;
  data: StoredData;
  status: MessageStatus;
  attempts: number;
  last_error: string;
  sent_at: string | null;
}

const COLUMNS = `id::int AS id, user_id, kind, subject_ref, channel, lang, idempotency_key, recipient, data, status,
  attempts, last_error, sent_at::text AS sent_at`;

export interface NewMessage {
  userId: number | null;
  kind: MessageKind;
  subjectRef: string;
  channel: Channel;
  lang: MessageLang;
  recipient: string;
  data: StoredData;
  sendAt: Date;
}

/**
 * Queues a message unless one with the same key was queued for this person before (then nothing);
 * a message to a donor without an account is keyed on its own (the migration's partial index).
 */
export const insertMessage = (q: Queryable, m: NewMessage) =>
  q.one<{ id: number }>(
    `INSERT INTO messages (user_id, kind, subject_ref, channel, lang, idempotency_key, recipient, data, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING
     RETURNING id::int AS id`,
    messageValues(m),
  );

const messageValues = (m: NewMessage) =>
  [m.userId, m.kind, m.subjectRef, m.channel, m.lang, `${m.kind}:${m.subjectRef}:${m.channel}`, m.recipient, JSON.stringify(m.data), m.sendAt];

/**
 * Several messages in one statement (each skipped as insertMessage skips it); how many were queued.
 * One round trip instead of one per message: a payment's outcome queues four at the festival peak.
 */
export async function insertMessages(q: Queryable, ms: NewMessage[]): Promise<number> {
  if (ms.length === 0) return 0;
  if (ms.length === 1) return (await insertMessage(q, ms[0]!)) ? 1 : 0;
  const rows = ms.map((_m, i) => `(${Array.from({ length: 9 }, (_v, j) => `$${i * 9 + j + 1}`).join(', ')})`);
  const inserted = await q.query<{ id: number }>(
    `INSERT INTO messages (user_id, kind, subject_ref, channel, lang, idempotency_key, recipient, data, next_attempt_at)
     VALUES ${rows.join(', ')}
     ON CONFLICT DO NOTHING
     RETURNING id::int AS id`,
    ms.flatMap(messageValues),
  );
  return inserted.length;
}

/**
 * Claims due messages for one delivery run: each row moves from 'queued' to 'sending' in the same
 * statement that locks it, and rows another run has locked are skipped. A row another run
 * claimed is no longer 'queued', so two runs at once never hold the same message.
 */
export const claimDue = (q: Queryable, now: Date, limit: number) =>
  q.query<MessageRow>(
    `UPDATE messages SET status = 'sending', attempts = attempts + 1, claimed_at = $1
      WHERE id IN (SELECT id FROM messages WHERE status = 'queued' AND next_attempt_at <= $1
                    ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [now, limit],
  );

export const markSent = (q: Queryable, id: number, now: Date) =>
  q.query(`UPDATE messages SET status = 'sent', sent_at = $2, last_error = '' WHERE id = $1 AND status = 'sending'`, [id, now]);

/** A failed try: queued again for `retryAt`, or failed for good when `retryAt` is null. */
export const markFailedTry = (q: Queryable, id: number, error: string, retryAt: Date | null) =>
  q.query(
    `UPDATE messages SET status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'queued' END,
            next_attempt_at = coalesce($3::timestamptz, next_attempt_at), last_error = $2
      WHERE id = $1 AND status = 'sending'`,
    [id, error.slice(0, 500), retryAt],
  );

/**
 * Rows a process claimed and never finished (it stopped mid-send) go back to the queue after
 * `before`. Such a message may reach the person twice; losing a receipt would be worse
 * (docs/decisions/messages.md).
 */
export const requeueStale = (q: Queryable, before: Date) =>
  q.query(`UPDATE messages SET status = 'queued', last_error = 'interrupted while sending' WHERE status = 'sending' AND claimed_at < $1`, [before]);

// ---------------------------------------------------------------- what messages are made from

export interface Person {
  id: number;
  name: string;
  email: string;
  mobile: string;
  whatsapp_number: string;
  language: number;
}

export const findPerson = (q: Queryable, userId: number) =>
  q.one<Person>('SELECT id, name, email, mobile, whatsapp_number, language::int AS language FROM users WHERE id = $1', [userId]);

export interface RegistrationFacts {
  id: number;
  user_id: number;
  status: string;
  reg_number: string | null;
  currency: string;
  total_minor: number;
  paid_minor: number;
  has_details: boolean;
  /** The office put questions on the program's (or event's) details form. */
  asks_details: boolean;
  /** Set when staff cancelled the registration (or its event): the reason and what became of money paid. */
  cancel_reason: string | null;
  cancelled_money: 'refund_due' | 'forfeit' | null;
  event_id: number;
  event_name: string;
  event_date: string;
  end_date: string | null;
  event_address: string;
  city_name: string;
  program_id: number;
  program_name: string;
  /** The event's own times (HH:MM:SS in India, first and last day) and the program's timing, their fallback. */
  start_time: string | null;
  end_time: string | null;
  timing: string;
  timing_ta: string;
}

/** What a registration has and an event (a waiting-list offer) has not. */
export type RegistrationOnly = 'id' | 'status' | 'reg_number' | 'currency' | 'total_minor' | 'paid_minor' | 'has_details' | 'asks_details' | 'cancel_reason' | 'cancelled_money';

const EVENT_TIMES = `e.start_time::text AS start_time, e.end_time::text AS end_time, p.timing, coalesce(p.timing_ta, '') AS timing_ta`;

export const findRegistration = (q: Queryable, id: number) =>
  q.one<RegistrationFacts>(
    `SELECT r.id, r.user_id, r.status, r.reg_number, r.currency, r.total_minor, r.paid_minor, r.details IS NOT NULL AS has_details,
            ${asksQuestionsSql('r', 'details')} AS asks_details, r.cancel_reason, r.cancelled_money,
            e.id AS event_id, e.event_name, e.event_date, e.end_date, e.event_address, e.city_name,
            r.program_id::int AS program_id, p.name AS program_name, ${EVENT_TIMES}
       FROM registrations r JOIN events e ON e.id = r.event_id JOIN programs p ON p.id = r.program_id
      WHERE r.id = $1`,
    [id],
  );

/** A waiting-list offer (the seats module's row) with its event, for the offer message. */
export interface OfferFacts extends Omit<RegistrationFacts, RegistrationOnly> {
  waiting_id: number;
  offer_expires_at: Date;
}

export const findOffer = (q: Queryable, waitingId: number) =>
  q.one<OfferFacts>(
    `SELECT w.id AS waiting_id, w.user_id, w.offer_expires_at, e.id AS event_id, e.event_name, e.event_date, e.end_date,
            e.event_address, e.city_name, e.program_id::int AS program_id, p.name AS program_name, ${EVENT_TIMES}
       FROM waiting_list w JOIN events e ON e.id = w.event_id JOIN programs p ON p.id = e.program_id
      WHERE w.id = $1 AND w.state = 'offered'`,
    [waitingId],
  );

/** A waiting-list place in any state, with its event (a change staff made to it). */
export const findWaitingPlace = (q: Queryable, waitingId: number) =>
  q.one<Omit<OfferFacts, 'offer_expires_at'>>(
    `SELECT w.id AS waiting_id, w.user_id, e.id AS event_id, e.event_name, e.event_date, e.end_date,
            e.event_address, e.city_name, e.program_id::int AS program_id, p.name AS program_name, ${EVENT_TIMES}
       FROM waiting_list w JOIN events e ON e.id = w.event_id JOIN programs p ON p.id = e.program_id
      WHERE w.id = $1`,
    [waitingId],
  );

export interface DonationFacts {
  id: number;
  /** Null for an offline donation: its donor is reached at the mobile and email given at the counter. */
  user_id: number | null;
  currency: string;
  amount_minor: number;
  receipt_number: string | null;
  category: string;
  statement_80g: boolean;
  reference: string;
  /** The day it was received, in India (YYYY-MM-DD). */
  received_on: string | null;
  donor_name: string;
  donor_mobile: string;
  donor_email: string;
  donor_lang: string;
}

export const findDonation = (q: Queryable, id: number) =>
  q.one<DonationFacts>(
    `SELECT id, user_id, currency, amount_minor, receipt_number, category, statement_80g, reference,
            to_char(paid_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS received_on,
            donor_name, coalesce(donor_mobile, '') AS donor_mobile, donor_email, donor_lang
       FROM donations WHERE id = $1`,
    [id],
  );

/** The receipt a corrected receipt replaced (receipts module's table, read here). */
export const findReplacedReceipt = async (q: Queryable, correctedNumber: string) =>
  (await q.one<{ receipt_number: string }>('SELECT receipt_number FROM receipt_cancellations WHERE replaced_by = $1', [correctedNumber]))?.receipt_number;

/** A refund staff recorded (payments module's table, read here), with what it was for. */
export interface RefundFacts {
  id: number;
  user_id: number;
  amount_minor: number;
  currency: string;
  refunded_on: string;
  reference: string;
  purpose: 'registration' | 'donation';
  registration_id: number | null;
  donation_id: number | null;
  category: string | null;
  fund_label: string | null;
  fund_label_ta: string | null;
}

export const findRefund = (q: Queryable, id: number) =>
  q.one<RefundFacts>(
    `SELECT f.id, a.user_id, f.amount_minor, f.currency, f.refunded_on::text AS refunded_on, f.reference,
            a.purpose, a.registration_id, a.donation_id, d.category, d.fund_label, d.fund_label_ta
       FROM payment_refunds f JOIN payment_attempts a ON a.id = f.attempt_id LEFT JOIN donations d ON d.id = a.donation_id
      WHERE f.id = $1`,
    [id],
  );

/** A Form 10BE certificate matched to a Form 10BD row of the person's account (tables of modules/tax, read here). */
export interface CertificateFacts {
  id: number;
  user_id: number;
  fy: string;
  total_minor: number;
  file_key: string;
}

export const findCertificate = (q: Queryable, id: number) =>
  q.one<CertificateFacts>(
    `SELECT c.id, r.user_id, r.fy, r.total_minor::bigint AS total_minor, c.file_key
       FROM form_10be_certificates c JOIN form_10bd_rows r ON r.id = c.row_id WHERE c.id = $1`,
    [id],
  );

export interface AttemptFacts {
  id: number;
  user_id: number;
  purpose: 'registration' | 'donation';
  kind: string;
  registration_id: number | null;
  donation_id: number | null;
  amount_minor: number;
  currency: string;
  txn_id: string;
}

export const findAttempt = (q: Queryable, id: number) =>
  q.one<AttemptFacts>(
    `SELECT id, user_id, purpose, kind, registration_id, donation_id, amount_minor, currency,
            coalesce(provider_txn_id, txn_id) AS txn_id
       FROM payment_attempts WHERE id = $1`,
    [id],
  );

// ---------------------------------------------------------------- reminders

export interface ReminderCandidate {
  registration_id: number;
  user_id: number;
}

/**
 * Registrations to remind the day before: events of `day` (IST) that take place (not cancelled
 * or completed) and registrations that hold a place (paid, part-paid or pay-later).
 */
export const registrationsOnDay = (q: Queryable, day: string) =>
  q.query<ReminderCandidate>(
    `SELECT r.id AS registration_id, r.user_id
       FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE e.event_date = $1 AND e.status = 'notstarted' AND r.status IN ('success', 'partialpay', 'paylater')`,
    [day],
  );

/**
 * Part-paid and pay-later registrations of events between `from` and `to` (IST dates) not yet
 * started: closing registrations does not stop a balance being paid, nor its reminder.
 */
export const balancesDue = (q: Queryable, from: string, to: string) =>
  q.query<ReminderCandidate>(
    `SELECT r.id AS registration_id, r.user_id
       FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE e.event_date BETWEEN $1 AND $2 AND e.status = 'notstarted'
        AND r.status IN ('partialpay', 'paylater') AND r.total_minor > r.paid_minor`,
    [from, to],
  );

// ---------------------------------------------------------------- the back office's view

export interface StaffMessageRow {
  id: number;
  created_at: Date | string;
  user_id: number | null;
  name: string;
  mobile: string;
  email: string;
  kind: MessageKind;
  channel: Channel;
  lang: MessageLang;
  recipient: string;
  status: MessageStatus;
  attempts: number;
  last_error: string;
  sent_at: Date | string | null;
  next_attempt_at: Date | string;
  subject_ref: string;
}

/** Messages with their person, newest first, by the back office's filters; and the count of each status. */
export async function listForStaff(q: Queryable, f: AdminMessageListQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.kind) add('m.kind = ?', f.kind);
  if (f.channel) add('m.channel = ?', f.channel);
  if (f.subject) add('m.subject_ref = ?', f.subject);
  if (f.q) where.push(personSearchSql(f.q, params, ['u.name', 'u.email', 'm.recipient']));
  // A donor without an account (an offline donation) has no users row: the name the message used.
  const base = `FROM messages m LEFT JOIN users u ON u.id = m.user_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  // The counts ignore the status filter, so that each status's number shows beside it.
  const counts = await q.query<{ status: string; n: number }>(`SELECT m.status, count(*)::int AS n ${base} GROUP BY m.status`, params);
  const statusClause = f.status ? `${where.length ? ' AND' : ' WHERE'} m.status = $${params.length + 1}` : '';
  const rowParams = f.status ? [...params, f.status] : params;
  const rows = await q.query<StaffMessageRow>(
    `SELECT m.id::int AS id, m.created_at, m.user_id, coalesce(u.name, m.data->>'name', '') AS name,
            coalesce(u.mobile, '') AS mobile, coalesce(u.email, '') AS email, m.kind, m.channel, m.lang,
            m.recipient, m.status, m.attempts, m.last_error, m.sent_at, m.next_attempt_at, m.subject_ref
       ${base}${statusClause}
      ORDER BY m.id DESC LIMIT ${Number(f.per_page)} OFFSET ${(Number(f.page) - 1) * Number(f.per_page)}`,
    rowParams,
  );
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  const total = f.status ? (byStatus[f.status] ?? 0) : counts.reduce((n, c) => n + c.n, 0);
  return { rows, total, byStatus };
}
