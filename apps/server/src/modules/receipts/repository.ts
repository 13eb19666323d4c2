import type { Queryable } from '../../db/client.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import type { PrintedDonor } from '../documents/index.ts';

/**
 * SQL of the receipts module: the list of every receipt number issued (a donation's
 * current receipt and those it had before a correction), and the cancellations, which only this
 * file writes (receipt_cancellations).
 */
export interface ReceiptRow {
  id: number;
  receipt_number: string;
  cancelled: boolean;
  current: boolean;
  received_on: string | null;
  donor_name: string;
  donor_address: string;
  pan_number: string;
  category: string;
  fund_label: string;
  mode: string;
  amount_minor: number;
  currency: string;
  reason: string | null;
  cancelled_on: string | null;
  replaced_by: string | null;
  replaces: string | null;
}

const IST_DAY = (col: string) => `CASE WHEN ${col} IS NULL THEN NULL ELSE to_char(${col} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') END`;

/** One row per receipt number: the donation's current one, then any it had before a correction. */
const RECEIPTS_SQL = `
  SELECT d.id, d.receipt_number, (c.id IS NOT NULL) AS cancelled, true AS current, d.paid_at, d.donor_name, d.donor_address, d.pan_number,
         d.category, d.fund_label, d.mode, d.amount_minor::bigint AS amount_minor, trim(d.currency) AS currency, c.reason, c.cancelled_at,
         c.replaced_by, p.receipt_number AS replaces, coalesce(nullif(d.donor_mobile, ''), u.mobile, '') AS mobile
    FROM donations d
    LEFT JOIN users u ON u.id = d.user_id
    LEFT JOIN receipt_cancellations c ON c.receipt_number = d.receipt_number
    LEFT JOIN receipt_cancellations p ON p.replaced_by = d.receipt_number
   WHERE d.receipt_number IS NOT NULL
  UNION ALL
  SELECT d.id, c.receipt_number, true, false, d.paid_at, c.printed->>'donor_name', c.printed->>'donor_address', c.printed->>'pan_number',
         d.category, d.fund_label, d.mode, d.amount_minor::bigint, trim(d.currency), c.reason, c.cancelled_at,
         c.replaced_by, p.receipt_number, coalesce(nullif(d.donor_mobile, ''), u.mobile, '')
    FROM receipt_cancellations c
    JOIN donations d ON d.id = c.donation_id
    LEFT JOIN users u ON u.id = d.user_id
    LEFT JOIN receipt_cancellations p ON p.replaced_by = c.receipt_number
   WHERE c.receipt_number <> d.receipt_number`;

const SELECT_ROW = `SELECT r.id, r.receipt_number, r.cancelled, r.current, ${IST_DAY('r.paid_at')} AS received_on, r.donor_name, r.donor_address, r.pan_number,
  r.category, r.fund_label, r.mode, r.amount_minor, r.currency, r.reason, ${IST_DAY('r.cancelled_at')} AS cancelled_on, r.replaced_by, r.replaces`;

export async function listReceipts(
  q: Queryable,
  f: { q: string; status?: 'issued' | 'cancelled'; from: string; to: string },
  page: number,
  perPage: number,
) {
  const w = sqlWhere();
  if (f.status) w.add('r.cancelled = ?', f.status === 'cancelled');
  if (f.from) w.add(`r.paid_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.from);
  if (f.to) w.add(`r.paid_at < ((?::date) + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.to);
  w.search(f.q, ['r.receipt_number', 'r.donor_name', 'r.pan_number'], 'r.mobile');
  const from = `FROM (${RECEIPTS_SQL}) r ${w.clause()}`;
  const total = (await q.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, w.params))!.n;
  const rows = await q.query<ReceiptRow>(
    `${SELECT_ROW} ${from} ORDER BY r.paid_at DESC NULLS LAST, r.receipt_number DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    w.params,
  );
  return { rows, total };
}

/** Every receipt number of a financial year's series (current and cancelled), in number order. */
export const registerRows = (q: Queryable, prefix: string) =>
  q.query<ReceiptRow>(`${SELECT_ROW} FROM (${RECEIPTS_SQL}) r WHERE starts_with(r.receipt_number, $1) ORDER BY length(r.receipt_number), r.receipt_number`, [prefix]);

export const findReceiptRow = (q: Queryable, receiptNumber: string) =>
  q.one<ReceiptRow>(`${SELECT_ROW} FROM (${RECEIPTS_SQL}) r WHERE r.receipt_number = $1`, [receiptNumber]);

export interface LockedDonation {
  id: number;
  /** Null for an offline donation (its donor has no account). */
  user_id: number | null;
  status: string;
  receipt_number: string | null;
  donor_name: string;
  donor_address: string;
  pan_number: string;
  aadhaar_last4: string;
  statement_80g: boolean;
  no_80g_reason: string;
}

/** The donation whose receipt is acted on, locked until the action commits (two cancellations queue up). */
export const lockDonation = (q: Queryable, id: number) =>
  q.one<LockedDonation>(
    `SELECT id, user_id, status, receipt_number, donor_name, donor_address, pan_number, aadhaar_last4, statement_80g, no_80g_reason
       FROM donations WHERE id = $1 FOR UPDATE`,
    [id],
  );

// The cancellation's shape and its read by number are shared with the documents module, which
// prints cancelled and corrected receipts (it cannot import this module: this one renders through it).
export { findCancellation, type Cancellation, type PrintedDonor } from '../documents/index.ts';

export async function insertCancellation(
  q: Queryable,
  c: { donationId: number; receiptNumber: string; printed: PrintedDonor; foundation: object; issuedAt: Date | string | null; reason: string; staffId: number },
): Promise<number> {
  const row = await q.one<{ id: number }>(
    `INSERT INTO receipt_cancellations (donation_id, receipt_number, printed, foundation, issued_at, reason, cancelled_by)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7) RETURNING id`,
    [c.donationId, c.receiptNumber, JSON.stringify(c.printed), JSON.stringify(c.foundation), c.issuedAt ? new Date(c.issuedAt).toISOString() : null, c.reason, c.staffId],
  );
  return row!.id;
}

export const setReplacedBy = (q: Queryable, id: number, replacedBy: string) =>
  q.query('UPDATE receipt_cancellations SET replaced_by = $2 WHERE id = $1', [id, replacedBy]);
