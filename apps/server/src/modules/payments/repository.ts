import type { AttemptStatus } from '@portal/contract/payments';
import type { Queryable } from '../../db/client.ts';
import { sqlWhere } from '../../lib/sql-where.ts';

/** SQL of the payments module: attempts, their audit trail, and what a confirmation updates. */
export interface AttemptRow {
  id: number;
  txn_id: string;
  user_id: number;
  purpose: 'registration' | 'donation';
  registration_id: number | null;
  donation_id: number | null;
  kind: 'full' | 'advance' | 'balance' | 'donation';
  provider: string;
  /** The merchant account the attempt went through: the domestic one or the FCRA one (foreign contributions). */
  account: 'domestic' | 'fcra';
  amount_minor: number;
  currency: string;
  status: AttemptStatus;
  provider_txn_id: string | null;
  provider_status: string;
  status_message: string;
  confirmed_at: Date | null;
  created_at: Date;
  /** Null once nothing more is to be learnt from the gateway (a final answer, or past recheck_until). */
  next_check_at: Date | null;
  last_checked_at: Date | null;
  check_count: number;
  /** Set when we closed the attempt without a final answer from the gateway. */
  recheck_until: Date | null;
}

const ATTEMPT_COLUMNS = `id, txn_id, user_id, purpose, registration_id, donation_id, kind, provider, account, amount_minor,
  currency, status, provider_txn_id, provider_status, status_message, confirmed_at, created_at, next_check_at,
  last_checked_at, check_count, recheck_until`;

/** The reconciler's first look at a new attempt: after the payer has had time to finish. */
export const FIRST_CHECK_AFTER_SECONDS = 120;
/** How long an attempt closed on our side is still asked about: a late success is money received. */
export const RECHECK_HOURS = 48;

export interface NewAttempt {
  txnId: string;
  userId: number;
  purpose: 'registration' | 'donation';
  registrationId: number | null;
  donationId: number | null;
  kind: AttemptRow['kind'];
  provider: string;
  /** 'fcra' for a foreign contribution through the FCRA merchant account; default domestic. */
  account?: 'domestic' | 'fcra';
  amountMinor: number;
  currency: string;
  rawRequest: Record<string, unknown>;
  now: Date;
}

export const insertAttempt = (q: Queryable, a: NewAttempt) =>
  q.one<AttemptRow>(
    `INSERT INTO payment_attempts (txn_id, user_id, purpose, registration_id, donation_id, kind, provider,
       amount_minor, currency, raw_request, created_at, next_check_at, account)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11::timestamptz + make_interval(secs => $12), $13)
     RETURNING ${ATTEMPT_COLUMNS}`,
    [
      a.txnId, a.userId, a.purpose, a.registrationId, a.donationId, a.kind, a.provider, a.amountMinor, a.currency,
      JSON.stringify(a.rawRequest), a.now.toISOString(), FIRST_CHECK_AFTER_SECONDS, a.account ?? 'domestic',
    ],
  );

export const findAttemptByTxn = (q: Queryable, txnId: string) =>
  q.one<AttemptRow>(`SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE txn_id = $1`, [txnId]);

export const findAttemptById = (q: Queryable, id: number) =>
  q.one<AttemptRow>(`SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE id = $1`, [id]);

export const lockAttempt = (q: Queryable, id: number) =>
  q.one<AttemptRow>(`SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE id = $1 FOR UPDATE`, [id]);

export interface AttemptChange {
  status: AttemptStatus;
  providerTxnId?: string;
  providerStatus: string;
  statusMessage: string;
  rawResponse: Record<string, unknown>;
  /** The gateway's time of a success. */
  paidAt?: Date;
  /**
   * 'final': the gateway's own answer, nothing more to ask; 'closed-by-us': closed without a final
   * answer, asked again until RECHECK_HOURS have passed; 'open': still waiting.
   */
  checking: 'final' | 'closed-by-us' | 'open';
  now: Date;
}

export const updateAttempt = (q: Queryable, id: number, c: AttemptChange) =>
  q.query(
    `UPDATE payment_attempts SET status = $2, provider_txn_id = coalesce(provider_txn_id, $3), provider_status = $4,
       status_message = $5, raw_response = $6,
       confirmed_at = CASE WHEN $2 = 'success' THEN $7::timestamptz ELSE confirmed_at END,
       paid_at = CASE WHEN $2 = 'success' THEN $8::timestamptz ELSE paid_at END,
       next_check_at = CASE $9 WHEN 'final' THEN NULL ELSE coalesce(next_check_at, $7::timestamptz) END,
       recheck_until = CASE $9 WHEN 'closed-by-us' THEN $7::timestamptz + make_interval(hours => $10) ELSE recheck_until END,
       updated_at = $7::timestamptz
     WHERE id = $1`,
    [
      id, c.status, c.providerTxnId ?? null, c.providerStatus, c.statusMessage, JSON.stringify(c.rawResponse),
      c.now.toISOString(), (c.paidAt ?? c.now).toISOString(), c.checking, RECHECK_HOURS,
    ],
  );

/** The gateway gave its final word on an attempt we had closed: nothing more to ask. */
export const stopChecking = (q: Queryable, id: number) =>
  q.query('UPDATE payment_attempts SET next_check_at = NULL WHERE id = $1', [id]);

/**
 * After the reconciler asked about an attempt: the next check waits twice as long as the last
 * (2 minutes, 4, 8 … at most 6 hours), and an attempt closed on our side is let go once its
 * recheck window has passed. A stuck attempt so moves to the back of the queue.
 */
export const markChecked = (q: Queryable, id: number, now: Date) =>
  q.query(
    `UPDATE payment_attempts SET last_checked_at = $2, check_count = check_count + 1,
       next_check_at = CASE
         WHEN next_check_at IS NULL OR (recheck_until IS NOT NULL AND recheck_until <= $2) THEN NULL
         ELSE $2::timestamptz + least(interval '6 hours', interval '2 minutes' * power(2, least(check_count, 12)))
       END
     WHERE id = $1`,
    [id, now.toISOString()],
  );

/** Another attempt already holding this gateway reference (the unique index would refuse it). */
export const providerRefTaken = async (q: Queryable, provider: string, ref: string, attemptId: number) =>
  !!(await q.one('SELECT 1 FROM payment_attempts WHERE provider = $1 AND provider_txn_id = $2 AND id <> $3', [provider, ref, attemptId]));

export const insertPaymentEvent = (
  q: Queryable,
  e: { attemptId: number; from: string; to: string; source: string; payload: Record<string, unknown> },
) =>
  q.query('INSERT INTO payment_events (attempt_id, from_status, to_status, source, payload) VALUES ($1, $2, $3, $4, $5)', [
    e.attemptId, e.from, e.to, e.source, JSON.stringify(e.payload),
  ]);

/** Whether the order has another try still open, which a failure of this one must not overrule. */
export const otherOpenAttempt = async (q: Queryable, a: Pick<AttemptRow, 'id' | 'registration_id' | 'donation_id'>) =>
  !!(await q.one(
    `SELECT 1 FROM payment_attempts
      WHERE id <> $1 AND status IN ('created', 'pending')
        AND (registration_id = $2 OR donation_id = $3) LIMIT 1`,
    [a.id, a.registration_id, a.donation_id],
  ));

/**
 * Attempts the reconciler should ask the gateway about now: those never checked first, then the
 * least recently checked, so attempts stuck at the gateway cannot keep a newer one waiting. The
 * batch is bounded by `limit`.
 */
export const dueForReconcile = (q: Queryable, now: Date, limit: number) =>
  q.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts
      WHERE next_check_at IS NOT NULL AND next_check_at <= $1
      ORDER BY last_checked_at NULLS FIRST, next_check_at, id LIMIT $2`,
    [now.toISOString(), limit],
  );

/** Open attempts of a registration (created or pending), oldest first. */
export const openAttemptsOf = (q: Queryable, registrationId: number) =>
  q.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE registration_id = $1 AND status IN ('created', 'pending')
      ORDER BY id`,
    [registrationId],
  );

/** The same, locked: the attempts a new try closes in its transaction. */
export const lockOpenAttemptsOf = (q: Queryable, registrationId: number) =>
  q.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE registration_id = $1 AND status IN ('created', 'pending')
      ORDER BY id FOR UPDATE`,
    [registrationId],
  );

// ---- money received beyond what an order owed

export const insertOverpayment = (
  q: Queryable,
  o: { attemptId: number; registrationId: number | null; donationId: number | null; amountMinor: number; currency: string },
) =>
  q.query(
    `INSERT INTO payment_overpayments (attempt_id, registration_id, donation_id, amount_minor, currency)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (attempt_id) DO NOTHING`,
    [o.attemptId, o.registrationId, o.donationId, o.amountMinor, o.currency],
  );

export interface OverpaymentRow {
  id: number;
  attempt_id: number;
  txn_id: string;
  provider: string;
  provider_txn_id: string | null;
  user_id: number;
  registration_id: number | null;
  donation_id: number | null;
  amount_minor: number;
  currency: string;
  created_at: Date;
}

/** Refunds due, newest first: for the back office's money views. */
export const listOverpayments = (q: Queryable, limit: number, offset = 0) =>
  q.query<OverpaymentRow>(
    `SELECT o.id, o.attempt_id, a.txn_id, a.provider, a.provider_txn_id, a.user_id, o.registration_id, o.donation_id,
            o.amount_minor, o.currency, o.created_at
       FROM payment_overpayments o JOIN payment_attempts a ON a.id = o.attempt_id
      ORDER BY o.created_at DESC, o.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );


// ---- the back office's view of a registration's payments

export interface AttemptWithEvents {
  id: number;
  txn_id: string;
  provider: string;
  kind: string;
  status: string;
  amount_minor: number;
  currency: string;
  provider_txn_id: string;
  status_message: string;
  created_at: string;
  paid_at: string | null;
  raw_response: unknown;
  events: { from_status: string; to_status: string; source: string; at: string; payload: unknown }[];
}

const IST_TEXT = (col: string) => `to_char(${col} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"')`;

/** Every attempt of a registration, newest first, each with its state changes in order. */
export async function attemptsWithEvents(q: Queryable, registrationId: number): Promise<AttemptWithEvents[]> {
  const attempts = await q.query<Omit<AttemptWithEvents, 'events'>>(
    `SELECT id, txn_id, provider, kind, status, amount_minor::bigint AS amount_minor, trim(currency) AS currency,
            coalesce(provider_txn_id, '') AS provider_txn_id, status_message, ${IST_TEXT('created_at')} AS created_at,
            CASE WHEN paid_at IS NULL THEN NULL ELSE ${IST_TEXT('paid_at')} END AS paid_at, raw_response
       FROM payment_attempts WHERE registration_id = $1 ORDER BY id DESC`,
    [registrationId],
  );
  if (!attempts.length) return [];
  const events = await q.query<AttemptWithEvents['events'][number] & { attempt_id: number }>(
    `SELECT attempt_id, from_status, to_status, source, ${IST_TEXT('created_at')} AS at, payload
       FROM payment_events WHERE attempt_id = ANY($1::int[]) ORDER BY id`,
    [attempts.map((a) => a.id)],
  );
  return attempts.map((a) => ({
    ...a,
    amount_minor: Number(a.amount_minor),
    events: events.filter((e) => e.attempt_id === a.id).map(({ attempt_id: _omit, ...e }) => e),
  }));
}

// ---- the back office's payments list and refunds

export interface AdminPaymentFilter {
  q: string;
  status?: string;
  purpose?: string;
  provider: string;
  refund_due: boolean;
  from: string;
  to: string;
  ids?: number[];
}

/** What the order (registration or donation) still owes back, read beside each attempt. */
const ORDER_REFUND_DUE = `coalesce(r.refund_due_minor, d.refund_due_minor, 0)`;
/** Refunds recorded against an attempt. */
const REFUNDED = `(SELECT coalesce(sum(f.amount_minor), 0) FROM payment_refunds f WHERE f.attempt_id = a.id)`;

const ADMIN_FROM = `FROM payment_attempts a
  JOIN users u ON u.id = a.user_id
  LEFT JOIN registrations r ON r.id = a.registration_id
  LEFT JOIN events e ON e.id = r.event_id
  LEFT JOIN donations d ON d.id = a.donation_id`;

export interface AdminPaymentRow {
  id: number;
  txn_id: string;
  provider: string;
  provider_txn_id: string;
  provider_status: string;
  status: AttemptStatus;
  status_message: string;
  purpose: 'registration' | 'donation';
  kind: string;
  registration_id: number | null;
  donation_id: number | null;
  title: string;
  name: string;
  mobile: string;
  amount_minor: number;
  currency: string;
  refunded_minor: number;
  order_refund_due_minor: number;
  created_at: string;
  paid_at: string | null;
  last_checked_at: string | null;
  checking: boolean;
}

const ADMIN_COLUMNS = `a.id, a.txn_id, a.provider, coalesce(a.provider_txn_id, '') AS provider_txn_id, a.provider_status, a.status,
  a.status_message, a.purpose, a.kind, a.registration_id, a.donation_id, coalesce(e.event_name, d.fund_label, '') AS title,
  u.name, u.mobile, a.amount_minor::bigint AS amount_minor, trim(a.currency) AS currency, ${REFUNDED}::bigint AS refunded_minor,
  ${ORDER_REFUND_DUE}::bigint AS order_refund_due_minor, ${IST_TEXT('a.created_at')} AS created_at,
  CASE WHEN a.paid_at IS NULL THEN NULL ELSE ${IST_TEXT('a.paid_at')} END AS paid_at,
  CASE WHEN a.last_checked_at IS NULL THEN NULL ELSE ${IST_TEXT('a.last_checked_at')} END AS last_checked_at,
  a.next_check_at IS NOT NULL AS checking`;

function adminFilter(f: AdminPaymentFilter) {
  const w = sqlWhere();
  const add = w.add;
  if (f.status) add('a.status = ?', f.status);
  if (f.purpose) add('a.purpose = ?', f.purpose);
  if (f.provider) add('a.provider = ?', f.provider);
  if (f.refund_due) w.raw(`a.status = 'success' AND ${ORDER_REFUND_DUE} > 0`);
  if (f.from) add(`a.created_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.from);
  if (f.to) add(`a.created_at < ((?::date) + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.to);
  if (f.ids?.length) add('a.id = ANY(?::int[])', f.ids);
  w.search(f.q, ['a.txn_id', 'a.provider_txn_id', 'u.name', 'u.email'], 'u.mobile');
  return { clause: w.clause(), params: w.params };
}

const PAYMENT_SORT_SQL = { created_at: 'a.created_at', amount: 'a.amount_minor' } as const;
export type PaymentSort = keyof typeof PAYMENT_SORT_SQL;

export async function listAdminPayments(q: Queryable, f: AdminPaymentFilter, order: [PaymentSort, 'ASC' | 'DESC'], page: number, perPage: number) {
  const { clause, params } = adminFilter(f);
  const counts = await q.query<{ status: string; n: number; received: number }>(
    `SELECT a.status, count(*)::int AS n,
            coalesce(sum(CASE WHEN a.status = 'success' AND trim(a.currency) = 'INR' THEN a.amount_minor ELSE 0 END), 0)::bigint AS received
       ${ADMIN_FROM} ${clause} GROUP BY a.status`,
    params,
  );
  const rows = await q.query<AdminPaymentRow>(
    `SELECT ${ADMIN_COLUMNS} ${ADMIN_FROM} ${clause}
      ORDER BY ${PAYMENT_SORT_SQL[order[0]]} ${order[1]}, a.id ${order[1]} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    params,
  );
  return {
    rows,
    total: counts.reduce((n, c) => n + c.n, 0),
    byStatus: Object.fromEntries(counts.map((c) => [c.status, c.n])),
    receivedMinor: counts.reduce((n, c) => n + Number(c.received), 0),
  };
}

/** One batch of the payments export after `afterId`, with the list's own filters (keyset: a short query per batch). */
export function adminPaymentBatch(q: Queryable, f: AdminPaymentFilter, afterId: number, size: number) {
  const { clause, params } = adminFilter(f);
  params.push(afterId);
  return q.query<AdminPaymentRow>(`SELECT ${ADMIN_COLUMNS} ${ADMIN_FROM} ${clause ? `${clause} AND` : 'WHERE'} a.id > $${params.length} ORDER BY a.id LIMIT ${Number(size)}`, params);
}

/** The ids of the attempts the list's own filters match (id order), at most `limit`: a message to their payers. */
export async function adminPaymentIds(q: Queryable, f: AdminPaymentFilter, limit: number) {
  const { clause, params } = adminFilter(f);
  return (await q.query<{ id: number }>(`SELECT a.id ${ADMIN_FROM} ${clause} ORDER BY a.id LIMIT ${Number(limit)}`, params)).map((r) => r.id);
}

export const findAdminPayment = (q: Queryable, id: number) =>
  q.one<AdminPaymentRow>(`SELECT ${ADMIN_COLUMNS} ${ADMIN_FROM} WHERE a.id = $1`, [id]);

/** Refunds recorded against an attempt so far (lock the attempt first). */
export const refundedOf = async (q: Queryable, attemptId: number) =>
  Number((await q.one<{ n: number }>('SELECT coalesce(sum(amount_minor), 0)::bigint AS n FROM payment_refunds WHERE attempt_id = $1', [attemptId]))?.n ?? 0);

export interface NewRefund {
  attemptId: number;
  amountMinor: number;
  currency: string;
  method: string;
  reference: string;
  refundedOn: string;
  note: string;
  staffId: number;
  now: Date;
}

export const insertRefund = (q: Queryable, r: NewRefund) =>
  q.one<{ id: number }>(
    `INSERT INTO payment_refunds (attempt_id, amount_minor, currency, method, reference, refunded_on, note, staff_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [r.attemptId, r.amountMinor, r.currency, r.method, r.reference, r.refundedOn, r.note, r.staffId, r.now.toISOString()],
  );

export interface RefundListRow {
  id: number;
  attempt_id: number;
  txn_id: string;
  purpose: 'registration' | 'donation';
  registration_id: number | null;
  donation_id: number | null;
  title: string;
  name: string;
  amount_minor: number;
  currency: string;
  method: string;
  reference: string;
  refunded_on: string;
  note: string;
  staff_name: string;
  created_at: string;
}

const REFUND_FROM = `FROM payment_refunds f
  JOIN payment_attempts a ON a.id = f.attempt_id
  JOIN users u ON u.id = a.user_id
  LEFT JOIN registrations r ON r.id = a.registration_id
  LEFT JOIN events e ON e.id = r.event_id
  LEFT JOIN donations d ON d.id = a.donation_id
  LEFT JOIN staff s ON s.id = f.staff_id`;

const REFUND_COLUMNS = `f.id, f.attempt_id, a.txn_id, a.purpose, a.registration_id, a.donation_id,
  coalesce(e.event_name, d.fund_label, '') AS title, u.name, f.amount_minor::bigint AS amount_minor, trim(f.currency) AS currency,
  f.method, f.reference, to_char(f.refunded_on, 'YYYY-MM-DD') AS refunded_on, f.note, coalesce(s.name, '') AS staff_name,
  ${IST_TEXT('f.created_at')} AS created_at`;

export const findRefund = (q: Queryable, id: number) => q.one<RefundListRow>(`SELECT ${REFUND_COLUMNS} ${REFUND_FROM} WHERE f.id = $1`, [id]);

function refundFilter(f: RefundFilter) {
  const w = sqlWhere();
  if (f.from) w.add('f.refunded_on >= ?::date', f.from);
  if (f.to) w.add('f.refunded_on <= ?::date', f.to);
  w.search(f.q, ['u.name', 'a.txn_id', 'f.reference'], 'u.mobile');
  return { clause: w.clause(), params: w.params };
}
export type RefundFilter = { q: string; from: string; to: string };

export async function listRefunds(q: Queryable, f: RefundFilter, page: number, perPage: number) {
  const { clause, params } = refundFilter(f);
  const sums = (await q.one<{ n: number; refunded: number }>(
    `SELECT count(*)::int AS n, coalesce(sum(CASE WHEN trim(f.currency) = 'INR' THEN f.amount_minor ELSE 0 END), 0)::bigint AS refunded ${REFUND_FROM} ${clause}`,
    params,
  ))!;
  const rows = await q.query<RefundListRow>(
    `SELECT ${REFUND_COLUMNS} ${REFUND_FROM} ${clause} ORDER BY f.refunded_on DESC, f.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    params,
  );
  return { rows, total: sums.n, refundedMinor: Number(sums.refunded) };
}

/** One batch of the refunds export after `afterId`, with the list's own filters. */
export function refundBatch(q: Queryable, f: RefundFilter, afterId: number, size: number) {
  const { clause, params } = refundFilter(f);
  params.push(afterId);
  return q.query<RefundListRow>(`SELECT ${REFUND_COLUMNS} ${REFUND_FROM} ${clause ? `${clause} AND` : 'WHERE'} f.id > $${params.length} ORDER BY f.id LIMIT ${Number(size)}`, params);
}

export interface RefundDueRow {
  purpose: 'registration' | 'donation';
  registration_id: number | null;
  donation_id: number | null;
  title: string;
  name: string;
  mobile: string;
  reason: 'cancelled' | 'overpaid';
  refund_due_minor: number;
  currency: string;
  attempt_id: number | null;
}

/** The newest paid attempt of an order with something of it left to give back. */
const REFUNDABLE_ATTEMPT = (col: string, id: string) => `(SELECT a.id FROM payment_attempts a
  WHERE a.${col} = ${id} AND a.status = 'success' AND a.amount_minor > ${REFUNDED} ORDER BY a.id DESC LIMIT 1)`;

/** Every order still owing money back (registrations, then donations), the largest first. */
export const listRefundsDue = (q: Queryable) =>
  q.query<RefundDueRow>(
    `SELECT 'registration' AS purpose, r.id AS registration_id, NULL::int AS donation_id, e.event_name AS title, u.name, u.mobile,
            CASE WHEN r.cancelled_money = 'refund_due' THEN 'cancelled' ELSE 'overpaid' END AS reason,
            r.refund_due_minor::bigint AS refund_due_minor, trim(r.currency) AS currency, ${REFUNDABLE_ATTEMPT('registration_id', 'r.id')} AS attempt_id
       FROM registrations r JOIN users u ON u.id = r.user_id JOIN events e ON e.id = r.event_id
      WHERE r.refund_due_minor > 0
     UNION ALL
     SELECT 'donation', NULL, d.id, d.fund_label, u.name, u.mobile, 'overpaid', d.refund_due_minor::bigint, trim(d.currency),
            ${REFUNDABLE_ATTEMPT('donation_id', 'd.id')}
       FROM donations d JOIN users u ON u.id = d.user_id
      WHERE d.refund_due_minor > 0
     ORDER BY refund_due_minor DESC LIMIT 500`,
  );

/** INR still owed back over every order (registrations and donations). */
export const refundDueTotal = async (q: Queryable) =>
  Number(
    (await q.one<{ n: number }>(
      `SELECT ((SELECT coalesce(sum(refund_due_minor), 0) FROM registrations WHERE trim(currency) = 'INR')
             + (SELECT coalesce(sum(refund_due_minor), 0) FROM donations WHERE trim(currency) = 'INR'))::bigint AS n`,
    ))?.n ?? 0,
  );
