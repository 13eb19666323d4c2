import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { DONATION_MESSAGES, RECEIPT_PREFIX } from '@portal/contract/donations';
import { financialYearOf } from '@portal/contract/financial-year';
import { recordIssuedIdentity } from '../documents/index.ts';

/** The financial year of a receipt (the contract's, on the IST calendar). E.g. '2026-27'. */
export const financialYear = financialYearOf;

export function formatReceiptNumber(fy: string, seq: number): string {
  return `${RECEIPT_PREFIX}/${fy}/${String(seq).padStart(5, '0')}`;
}

/**
 * Gives a paid donation its 80G receipt number: serial within the Indian financial year (1 April –
 * 31 March) of paidAt (in IST), gap-free, race-safe (row lock / upsert on receipt_sequences),
 * idempotent (a donation that already has one keeps it). Returns it, e.g. 'MF/2026-27/00001'.
 *
 * Call it inside the transaction that marks the donation paid: the upsert locks the year's
 * counter row until that transaction ends, so a rollback gives the number back (no gaps) and a
 * concurrent confirmation waits and takes the next one (no duplicates).
 */
export async function assignReceiptNumber(q: Queryable, donationId: number, paidAt: Date): Promise<string> {
  // Locking the donation first makes two confirmations of the same donation queue up, so the
  // second sees the first one's number instead of taking another.
  const row = await q.one<{ receipt_number: string | null }>(
    'SELECT receipt_number FROM donations WHERE id = $1 FOR UPDATE',
    [donationId],
  );
  if (!row) throw notFound('donation_not_found', DONATION_MESSAGES.donationNotFound);
  if (row.receipt_number) return row.receipt_number;

  const fy = financialYear(paidAt);
  const seqRow = await q.one<{ last_seq: number }>(
    `INSERT INTO receipt_sequences (financial_year, last_seq) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_seq = receipt_sequences.last_seq + 1
     RETURNING last_seq`,
    [fy],
  );
  const seq = Number(seqRow!.last_seq);
  const receiptNumber = formatReceiptNumber(fy, seq);
  // paid_at is normally set by the confirmation already; filling it when empty keeps the receipt's
  // date and its financial year in agreement.
  await q.query(
    `UPDATE donations SET receipt_fy = $2, receipt_seq = $3, receipt_number = $4,
       paid_at = COALESCE(paid_at, $5)
     WHERE id = $1`,
    [donationId, fy, seq, receiptNumber, paidAt.toISOString()],
  );
  // The receipt is issued now: it keeps the foundation's identity of this moment.
  await recordIssuedIdentity(q, 'donation_receipt', donationId);
  return receiptNumber;
}

/** What a corrected receipt prints differently from the one it replaces. */
export interface ReceiptCorrection {
  donorName: string;
  donorAddress: string;
  pan: string;
  statement80g: boolean;
  no80gReason: string;
}

/**
 * A corrected receipt: the donation takes the next number of its own financial year's
 * series (the one its first receipt came from, so the gift stays in that year's Form 10BD) and the
 * corrected donor details. The caller has recorded the cancelled receipt, in the same transaction.
 * Issued receipts are otherwise locked by a trigger (migration 20261127010000): this is the one
 * write allowed through it, for this statement only. Returns the new number.
 */
export async function assignCorrectedReceiptNumber(q: Queryable, donationId: number, c: ReceiptCorrection): Promise<string> {
  const row = await q.one<{ receipt_fy: string | null }>('SELECT receipt_fy FROM donations WHERE id = $1 FOR UPDATE', [donationId]);
  if (!row?.receipt_fy) throw notFound('donation_not_found', DONATION_MESSAGES.donationNotFound);
  const seqRow = await q.one<{ last_seq: number }>(
    `INSERT INTO receipt_sequences (financial_year, last_seq) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_seq = receipt_sequences.last_seq + 1
     RETURNING last_seq`,
    [row.receipt_fy],
  );
  const seq = Number(seqRow!.last_seq);
  const receiptNumber = formatReceiptNumber(row.receipt_fy, seq);
  await q.query(`SELECT set_config('portal.receipt_correction', 'on', true)`);
  await q.query(
    `UPDATE donations SET receipt_seq = $2, receipt_number = $3, donor_name = $4, donor_address = $5, pan_number = $6,
       statement_80g = $7, no_80g_reason = $8
     WHERE id = $1`,
    [donationId, seq, receiptNumber, c.donorName, c.donorAddress, c.pan, c.statement80g, c.no80gReason],
  );
  await q.query(`SELECT set_config('portal.receipt_correction', 'off', true)`);
  return receiptNumber;
}
