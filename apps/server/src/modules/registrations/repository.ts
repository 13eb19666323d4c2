import type { EventOption, EventStatus, PayStatus } from '@portal/contract/registrations';
import type { Lang } from '@portal/contract/languages';
import type { Queryable } from '../../db/client.ts';
import { localizedColumns } from '../../lib/content-language.ts';
import { cameToEvent } from '../../lib/attendance.ts';
import { asksQuestionsSql } from '../questions/index.ts';
import type { Price, PricedEvent } from './price.ts';
import { CLOSING_COLUMNS, openEventSql, type ClosingFacts } from './closing.ts';

/** SQL of the registrations module: events open for registration, registrations (the orders). */
export interface EventRow extends ClosingFacts, PricedEvent {
  id: number;
  program_id: number;
  event_name: string;
  event_date: string;
  status: EventStatus;
  is_closed: boolean;
  payment_link: string;
  /** The program's owner marked it as collecting a PAN at registration. */
  collects_pan: boolean;
  /** Ticket types a person may choose (one must then be chosen). */
  has_visible_types: boolean;
}

export const findEvent = (q: Queryable, id: number) =>
  q.one<EventRow>(
    `SELECT e.id, e.program_id::int AS program_id, e.event_name, ${CLOSING_COLUMNS}, e.currency, e.price_minor,
            e.discount_percent, e.early_bird_minor, e.early_bird_until, e.advance_minor, e.payment_link,
            coalesce((SELECT p.collects_pan FROM programs p WHERE p.id = e.program_id), false) AS collects_pan,
            EXISTS (SELECT 1 FROM ticket_types t WHERE t.event_id = e.id AND NOT t.hidden) AS has_visible_types
       FROM events e WHERE e.id = $1`,
    [id],
  );


/** The registration screen's event drop-down, in the reader's language (Tamil twins, English where empty). */
export const listOpenEvents = (q: Queryable, programId: number, today: string, limit: number, lang: Lang) =>
  q.query<EventOption>(
    `SELECT e.id, ${localizedColumns('e', ['event_name', 'city_name', 'event_address'], lang)}, e.event_date
       FROM events e
      WHERE e.program_id = $1 AND ${openEventSql('$2')}
      ORDER BY e.event_date, e.id LIMIT $3`,
    [programId, today, limit],
  );

export interface Payer {
  id: number;
  name: string;
  email: string;
  mobile: string;
  pan_number: string;
}

/** The user row, locked: one registration submit per user at a time (one live registration per event). */
export const lockPayer = (q: Queryable, userId: number) =>
  q.one<Payer>('SELECT id, name, email, mobile, pan_number FROM users WHERE id = $1 FOR UPDATE', [userId]);

export const findPayer = (q: Queryable, userId: number) =>
  q.one<Payer>('SELECT id, name, email, mobile, pan_number FROM users WHERE id = $1', [userId]);

export interface RegistrationRow {
  id: number;
  user_id: number;
  event_id: number;
  program_id: number;
  status: PayStatus;
  currency: string;
  total_minor: number;
  paid_minor: number;
  reg_number: string | null;
  ticket_type_id: number | null;
}

const REG_COLUMNS = 'id, user_id, event_id, program_id::int AS program_id, status, currency, total_minor, paid_minor, reg_number, ticket_type_id';

export const lockUserRegistration = (q: Queryable, userId: number, eventId: number) =>
  q.one<RegistrationRow>(
    `SELECT ${REG_COLUMNS} FROM registrations WHERE user_id = $1 AND event_id = $2 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userId, eventId],
  );

/** The registration as it stands (no lock): what a new try asks the gateway about first. */
export const findUserRegistration = (q: Queryable, userId: number, eventId: number) =>
  q.one<RegistrationRow>(
    `SELECT ${REG_COLUMNS} FROM registrations WHERE user_id = $1 AND event_id = $2 ORDER BY id DESC LIMIT 1`,
    [userId, eventId],
  );

export const findOwnRegistration = (q: Queryable, userId: number, id: number) =>
  q.one<RegistrationRow>(`SELECT ${REG_COLUMNS} FROM registrations WHERE id = $1 AND user_id = $2`, [id, userId]);

export const lockOwnRegistration = (q: Queryable, userId: number, id: number) =>
  q.one<RegistrationRow>(`SELECT ${REG_COLUMNS} FROM registrations WHERE id = $1 AND user_id = $2 FOR UPDATE`, [id, userId]);

export interface OrderFields {
  userId: number;
  event: EventRow;
  price: Price;
  pan: string;
  details: Record<string, unknown> | null;
  language: number;
  status: 'pending' | 'success';
  /** The chosen ticket type (null: the event has none). */
  ticketTypeId?: number | null;
}

const orderValues = (o: OrderFields) => [
  o.price.currency, o.price.priceMinor, o.price.discountPercent, o.price.discountMinor, o.price.earlyMinor,
  o.price.totalMinor, o.price.advanceMinor, o.pan, o.details === null ? null : JSON.stringify(o.details), o.language, o.status,
  o.ticketTypeId ?? null, o.price.code ?? '', o.price.codeMinor ?? 0,
];

/** A new order with its price frozen. */
export const insertRegistration = (q: Queryable, o: OrderFields) =>
  q.one<RegistrationRow>(
    `INSERT INTO registrations (currency, amount_minor, discount_percent, discount_minor, early_minor, total_minor,
       advance_minor, pan_number, details, details_language, status, accept_terms, user_id, event_id, program_id,
       ticket_type_id, discount_code, code_minor, details_updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, $15, $16, $17, $12, $13, $14, CASE WHEN $9::jsonb IS NULL THEN NULL ELSE now() END)
     RETURNING ${REG_COLUMNS}`,
    [...orderValues(o), o.userId, o.event.id, o.event.program_id],
  );

/** An unpaid order tried again: the price is frozen anew (nothing was paid under the old one). */
export const renewRegistration = (q: Queryable, id: number, o: OrderFields) =>
  q.one<RegistrationRow>(
    `UPDATE registrations SET currency = $1, amount_minor = $2, discount_percent = $3, discount_minor = $4,
       early_minor = $5, total_minor = $6, advance_minor = $7, pan_number = $8,
       details = coalesce($9::jsonb, details), details_language = $10, status = $11, accept_terms = true,
       details_updated_at = CASE WHEN $9::jsonb IS NULL THEN details_updated_at ELSE now() END, updated_at = now(),
       cancelled_at = NULL, cancel_reason = '', cancelled_money = NULL, ticket_type_id = $12, discount_code = $13, code_minor = $14
     WHERE id = $15 AND paid_minor = 0
     RETURNING ${REG_COLUMNS}`,
    [...orderValues(o), id],
  );

export const setRegNumber = (q: Queryable, id: number, regNumber: string) =>
  q.query('UPDATE registrations SET reg_number = coalesce(reg_number, $2) WHERE id = $1', [id, regNumber]);

/** Rows of the current and history lists; amounts in minor units here. */
export interface ListRow {
  id: number;
  event_name: string;
  participant_name: string;
  event_date: string;
  event_address: string;
  event_status: EventStatus;
  currency: string;
  total_minor: number;
  paid_minor: number;
  pay_status: PayStatus;
  program_id: number;
  feedback: boolean;
  /** The person came (lib/attendance.ts): the feedback is theirs to give. */
  came: boolean;
  /** The program asks feedback: the spec's five, or questions the office put on its feedback form. */
  feedback_form: boolean;
  /** Cancelled by staff (or with its event), not a payment the devotee left at the gateway. */
  cancelled_by_staff: boolean;
}

const LIST_SQL = `SELECT r.id, e.event_name, u.name AS participant_name, e.event_date, e.event_address,
       e.status AS event_status, r.currency, r.total_minor, r.paid_minor, r.status AS pay_status,
       r.program_id::int AS program_id,
       EXISTS (SELECT 1 FROM feedback f WHERE f.registration_id = r.id) AS feedback, ${cameToEvent('r')} AS came,
       (r.program_id BETWEEN 1 AND 5 OR ${asksQuestionsSql('r', 'feedback')}) AS feedback_form,
       r.cancelled_at IS NOT NULL AS cancelled_by_staff
  FROM registrations r JOIN events e ON e.id = r.event_id JOIN users u ON u.id = r.user_id
 WHERE r.user_id = $1`;

/**
 * Coming and running events, and cancelled ones whose dates have not passed (their registrations
 * show 'Cancelled' where the devotee looks for them); `today` is the app's IST date.
 */
const STILL_AHEAD = `(e.status IN ('notstarted', 'ongoing') OR (e.status = 'cancelled' AND coalesce(e.end_date, e.event_date) >= $3::date))`;

export const listCurrent = (q: Queryable, userId: number, limit: number, today: string) =>
  q.query<ListRow>(`${LIST_SQL} AND ${STILL_AHEAD} ORDER BY e.event_date, r.id LIMIT $2`, [userId, limit, today]);

/** Events that took place or never will: a cancelled event's registrations move here once its dates pass. */
export const listHistory = (q: Queryable, userId: number, limit: number, today: string) =>
  q.query<ListRow>(`${LIST_SQL} AND NOT ${STILL_AHEAD} ORDER BY e.event_date DESC, r.id DESC LIMIT $2`, [userId, limit, today]);

export interface DetailRow extends ListRow {
  event_id: number;
  amount_minor: number;
  discount_percent: number;
  discount_minor: number;
  early_minor: number;
  advance_minor: number;
  reg_number: string | null;
  is_closed: boolean;
  registration_opens_on: string | null;
  registration_closes_on: string | null;
  published: boolean;
  hidden: boolean;
  payment_id: string | null;
  refund_due_minor: number;
}

/** The event's own times (first day's start, last day's end, India) and the program's timing, their fallback. */
export interface EventTimeFacts {
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  timing: string;
  timing_ta: string;
}
const EVENT_TIME_SQL = `e.end_date, e.start_time::text AS start_time, e.end_time::text AS end_time,
       (SELECT p.timing FROM programs p WHERE p.id = r.program_id) AS timing,
       (SELECT coalesce(p.timing_ta, '') FROM programs p WHERE p.id = r.program_id) AS timing_ta`;

export const findDetail = (q: Queryable, userId: number, id: number) =>
  q.one<DetailRow & EventTimeFacts & { event_desc: string; event_desc_ta: string }>(
    `${LIST_SQL.replace('SELECT r.id,', `SELECT r.id, r.event_id, r.amount_minor, r.discount_percent, r.discount_minor,
       r.early_minor, r.advance_minor, r.reg_number, e.is_closed, r.refund_due_minor,
       e.registration_opens_on, e.registration_closes_on, e.published, e.hidden, ${EVENT_TIME_SQL},
       e.event_desc, coalesce(e.event_desc_ta, '') AS event_desc_ta,
       (SELECT coalesce(a.provider_txn_id, a.txn_id) FROM payment_attempts a
         WHERE a.registration_id = r.id AND a.status = 'success' ORDER BY a.confirmed_at DESC LIMIT 1) AS payment_id,`)}
       AND r.id = $2`,
    [userId, id],
  );

// ---- what a confirmed or failed payment changes (called through the registration PaymentTarget)

export interface RegistrationMoney {
  id: number;
  event_id: number;
  status: string;
  total_minor: number;
  paid_minor: number;
  reg_number: string | null;
  /** Cancelled by staff (final): a payment arriving later is all a refund due. */
  staff_cancelled: boolean;
}

const MONEY_COLUMNS = 'id, event_id, status, total_minor, paid_minor, reg_number, cancelled_at IS NOT NULL AS staff_cancelled';

export const lockMoney = (q: Queryable, id: number) =>
  q.one<RegistrationMoney>(`SELECT ${MONEY_COLUMNS} FROM registrations WHERE id = $1 FOR UPDATE`, [id]);

export const findMoney = (q: Queryable, id: number) =>
  q.one<RegistrationMoney>(`SELECT ${MONEY_COLUMNS} FROM registrations WHERE id = $1`, [id]);

export const updateMoney = (q: Queryable, id: number, status: string, paidMinor: number, regNumber: string | null) =>
  q.query(
    `UPDATE registrations SET status = $2, paid_minor = $3, reg_number = coalesce(reg_number, $4), updated_at = now()
      WHERE id = $1`,
    [id, status, paidMinor, regNumber],
  );

export const setStatus = (q: Queryable, id: number, status: string) =>
  q.query('UPDATE registrations SET status = $2, updated_at = now() WHERE id = $1', [id, status]);

/** Money received beyond the total: the foundation owes it back. */
export const addRefundDue = (q: Queryable, id: number, amountMinor: number) =>
  q.query('UPDATE registrations SET refund_due_minor = refund_due_minor + $2, updated_at = now() WHERE id = $1', [id, amountMinor]);

/** The refund due, read with the row locked (the caller locked it through lockMoney). */
export const refundDueOf = async (q: Queryable, id: number) =>
  Number((await q.one<{ refund_due_minor: number }>('SELECT refund_due_minor FROM registrations WHERE id = $1', [id]))?.refund_due_minor ?? 0);

/** A refund was paid out: the refund due drops by it (never below zero: the caller checked). */
export const reduceRefundDue = (q: Queryable, id: number, amountMinor: number) =>
  q.query('UPDATE registrations SET refund_due_minor = refund_due_minor - $2, updated_at = now() WHERE id = $1', [id, amountMinor]);

// ---- the detail form's answers (written for program-forms through saveRegistrationDetails)

/** Registrations a detail form may be filled for: paid in full or in part. */
export const DETAIL_FORM_PAY_STATUSES = ['success', 'partialpay'] as const;

/**
 * Stores the answers. The paid check is repeated in the WHERE clause, so a registration whose
 * payment state changed since it was read is not written.
 */
export const saveDetails = (q: Queryable, regId: number, userId: number, details: Record<string, string>, language: 0 | 1) =>
  q.one<{ id: number }>(
    `UPDATE registrations
        SET details = $3::jsonb, details_language = $4, details_updated_at = now(), updated_at = now()
      WHERE id = $1 AND user_id = $2 AND status = ANY($5::text[])
      RETURNING id`,
    [regId, userId, JSON.stringify(details), language, DETAIL_FORM_PAY_STATUSES],
  );

export interface TicketFacts {
  id: number;
  status: string;
  program_id: number;
  event_id: number;
  /** The participant's name (the ticket carries its initials). */
  name: string;
  has_details: boolean;
  /** The office put questions on the program's (or event's) details form. */
  asks_details: boolean;
  event_name: string;
  event_date: string;
  end_date: string | null;
  event_address: string;
  city_name: string;
  start_time: string | null;
  end_time: string | null;
}

/** The caller's own registration with what its ticket, form link and calendar file need. */
export const findTicketFacts = (q: Queryable, userId: number, id: number) =>
  q.one<TicketFacts>(
    `SELECT r.id, r.status, r.program_id::int AS program_id, r.event_id, u.name, r.details IS NOT NULL AS has_details,
            ${asksQuestionsSql('r', 'details')} AS asks_details,
            e.event_name, e.event_date, e.end_date, e.event_address, e.city_name,
            e.start_time::text AS start_time, e.end_time::text AS end_time
       FROM registrations r JOIN events e ON e.id = r.event_id JOIN users u ON u.id = r.user_id
      WHERE r.id = $1 AND r.user_id = $2`,
    [id, userId],
  );

/** Staff's cancellation: final; money paid becomes a refund due or is forfeit, as chosen. */
export const cancelByStaff = (q: Queryable, id: number, reason: string, money: 'refund_due' | 'forfeit' | null, refundMinor: number) =>
  q.query(
    `UPDATE registrations SET status = 'cancelled', cancelled_at = now(), cancel_reason = $2, cancelled_money = $3,
       refund_due_minor = refund_due_minor + $4, updated_at = now()
     WHERE id = $1`,
    [id, reason, money, refundMinor],
  );
