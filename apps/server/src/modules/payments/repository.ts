import type { AttemptStatus } from '@portal/contract/payments';
import type { Queryable } from '../../db/client.ts';

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
  amount_minor: number;
  currency: string;
  status: AttemptStatus;
  provider_txn_id: string | null;
  provider_status: string;
  status_message: string;
  confirmed_at: Date | null;
  created_at: Date;
}

const ATTEMPT_COLUMNS = `id, txn_id, user_id, purpose, registration_id, donation_id, kind, provider, amount_minor,
  currency, status, provider_txn_id, provider_status, status_message, confirmed_at, created_at`;

export interface NewAttempt {
  txnId: string;
  userId: number;
  purpose: 'registration' | 'donation';
  registrationId: number | null;
  donationId: number | null;
  kind: AttemptRow['kind'];
  provider: string;
  amountMinor: number;
  currency: string;
  rawRequest: Record<string, unknown>;
}

export const insertAttempt = (q: Queryable, a: NewAttempt) =>
  q.one<AttemptRow>(
    `INSERT INTO payment_attempts (txn_id, user_id, purpose, registration_id, donation_id, kind, provider,
       amount_minor, currency, raw_request)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${ATTEMPT_COLUMNS}`,
    [a.txnId, a.userId, a.purpose, a.registrationId, a.donationId, a.kind, a.provider, a.amountMinor, a.currency, JSON.stringify(a.rawRequest)],
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
}

export const updateAttempt = (q: Queryable, id: number, c: AttemptChange) =>
  q.query(
    `UPDATE payment_attempts SET status = $2, provider_txn_id = coalesce(provider_txn_id, $3), provider_status = $4,
       status_message = $5, raw_response = $6,
       confirmed_at = CASE WHEN $2 = 'success' THEN now() ELSE confirmed_at END, updated_at = now()
     WHERE id = $1`,
    [id, c.status, c.providerTxnId ?? null, c.providerStatus, c.statusMessage, JSON.stringify(c.rawResponse)],
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

/** Attempts the reconciler should ask the gateway about: open and older than `minAgeSeconds`. */
export const dueForReconcile = (q: Queryable, minAgeSeconds: number, limit: number) =>
  q.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts
      WHERE status IN ('created', 'pending') AND created_at < now() - make_interval(secs => $1)
      ORDER BY created_at LIMIT $2`,
    [minAgeSeconds, limit],
  );

/** Open attempts of a registration that a new try replaces (the payer left their checkout). */
export const openAttemptsOf = (q: Queryable, registrationId: number) =>
  q.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE registration_id = $1 AND status IN ('created', 'pending')
      ORDER BY id FOR UPDATE`,
    [registrationId],
  );

// ---- what a confirmed attempt changes

export interface RegistrationMoney {
  id: number;
  status: string;
  total_minor: number;
  paid_minor: number;
  reg_number: string | null;
}

export const lockRegistration = (q: Queryable, id: number) =>
  q.one<RegistrationMoney>('SELECT id, status, total_minor, paid_minor, reg_number FROM registrations WHERE id = $1 FOR UPDATE', [id]);

export const updateRegistrationMoney = (q: Queryable, id: number, status: string, paidMinor: number, regNumber: string | null) =>
  q.query(
    `UPDATE registrations SET status = $2, paid_minor = $3, reg_number = coalesce(reg_number, $4), updated_at = now()
      WHERE id = $1`,
    [id, status, paidMinor, regNumber],
  );

export const setRegistrationStatus = (q: Queryable, id: number, status: string) =>
  q.query('UPDATE registrations SET status = $2, updated_at = now() WHERE id = $1', [id, status]);

export const markDonationPaid = (q: Queryable, id: number, paidAt: Date) =>
  q.query(`UPDATE donations SET status = 'success', paid_at = coalesce(paid_at, $2) WHERE id = $1`, [id, paidAt.toISOString()]);

/** A failed or cancelled try never moves a paid donation backwards. */
export const markDonationUnpaid = (q: Queryable, id: number, status: 'failed' | 'cancelled') =>
  q.query(`UPDATE donations SET status = $2 WHERE id = $1 AND status <> 'success'`, [id, status]);

/** What the result screens show beside the attempt. */
export interface ResultExtras {
  reg_number: string | null;
  receipt_number: string | null;
}

export const resultExtras = (q: Queryable, a: Pick<AttemptRow, 'registration_id' | 'donation_id'>) =>
  q.one<ResultExtras>(
    `SELECT (SELECT reg_number FROM registrations WHERE id = $1) AS reg_number,
            (SELECT receipt_number FROM donations WHERE id = $2) AS receipt_number`,
    [a.registration_id, a.donation_id],
  );
