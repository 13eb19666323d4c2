import type { Queryable } from '../../db/client.ts';

/**
 * What the documents module reads of the receipts module's cancellations (receipt_cancellations,
 * written by modules/receipts): a cancelled receipt prints its own copy, watermarked; a corrected
 * one names the receipt it replaces.
 */
/** What a cancelled receipt printed about the donor, kept with its cancellation. */
export interface PrintedDonor {
  donor_name: string;
  donor_address: string;
  pan_number: string;
  statement_80g: boolean;
  no_80g_reason: string;
}

export interface Cancellation {
  id: number;
  donation_id: number;
  receipt_number: string;
  printed: PrintedDonor;
  foundation: object;
  issued_at: Date | string | null;
  reason: string;
  cancelled_at: Date | string;
  replaced_by: string | null;
}

const CANCELLATION_COLUMNS = 'id, donation_id, receipt_number, printed, foundation, issued_at, reason, cancelled_at, replaced_by';

export const findCancellation = (q: Queryable, receiptNumber: string) =>
  q.one<Cancellation>(`SELECT ${CANCELLATION_COLUMNS} FROM receipt_cancellations WHERE receipt_number = $1`, [receiptNumber]);

/** The cancelled receipt a corrected one replaces. */
export const findReplaced = (q: Queryable, receiptNumber: string) =>
  q.one<Cancellation>(`SELECT ${CANCELLATION_COLUMNS} FROM receipt_cancellations WHERE replaced_by = $1`, [receiptNumber]);
