import { RECEIPT_MESSAGES, type AdminReceipt, type AdminReceiptListQuery, type ReceiptCancelBody } from '@portal/contract/admin-receipts';
import { DONATION_MODE_LABELS, type DonationMode } from '@portal/contract/admin-donations';
import { toMajor } from '@portal/contract/payments';
import { RECEIPT_PREFIX } from '@portal/contract/donations';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, fieldError, notFound, refused } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { assignCorrectedReceiptNumber, formatReceiptNumber } from '../donations/index.ts';
import { identityOfIssued, identityIssuedNow } from '../documents/index.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { MessagesService } from '../messages/index.ts';
import * as repo from './repository.ts';

/**
 * Receipts in the back office: the list, the same PDF again, and cancelling with a
 * reason — the number stays used and shows as cancelled — with, when asked, a corrected receipt
 * under the next number of the same financial year's series, linked to the one it replaces.
 * Each action is audited (entity 'receipts', id the donation's) in its own transaction.
 */
const ENTITY = 'receipts';

export function receiptView(r: repo.ReceiptRow): AdminReceipt {
  const category = r.category;
  return {
    id: r.id,
    receipt_number: r.receipt_number,
    status: r.cancelled ? 'cancelled' : 'issued',
    current: r.current,
    received_on: r.received_on,
    donor_name: r.donor_name,
    donor_address: r.donor_address,
    pan: r.pan_number,
    category,
    fund: r.fund_label || r.category,
    mode: r.mode as DonationMode,
    amount: toMajor(Number(r.amount_minor), r.currency),
    currency: r.currency,
    document: r.mode === 'kind' ? 'acknowledgement' : 'receipt',
    cancel_reason: r.reason ?? '',
    cancelled_on: r.cancelled_on,
    replaced_by: r.replaced_by ?? '',
    replaces: r.replaces ?? '',
  };
}

/** Whether the corrected receipt carries the 80G statement: only the donor's ID can change that (the rest was decided when the gift was recorded). */
function statementAfter(d: repo.LockedDonation, pan: string) {
  if (d.no_80g_reason && d.no_80g_reason !== 'no_id') return { statement80g: d.statement_80g, no80gReason: d.no_80g_reason };
  const hasId = !!(pan || d.aadhaar_last4);
  return { statement80g: hasId, no80gReason: hasId ? '' : 'no_id' };
}

export function createReceiptsService(deps: AppDeps, { documents, messages }: { documents: DocumentsService; messages: MessagesService }) {
  const { db, config } = deps;

  const rowOf = async (receiptNumber: string) => receiptView((await repo.findReceiptRow(db, receiptNumber))!);

  return {
    /**
     * The receipt register of a financial year: every number of its series in order, cancelled
     * ones included (marked, with the reason and what replaced them), then the totals (issued and
     * cancelled, counted and summed per currency) and any number missing from the series.
     */
    async registerCsv(fy: string) {
      const rows = (await repo.registerRows(db, `${RECEIPT_PREFIX}/${fy}/`)).map(receiptView);
      let csv = CSV_BOM + csvLine(['Receipt number', 'Status', 'Received on', 'Donor', 'PAN', 'Fund', 'Received as', 'Document', 'Currency', 'Amount', 'Cancelled on', 'Reason', 'Replaced by', 'Replaces']);
      for (const r of rows) {
        csv += csvLine([
          r.receipt_number, r.status === 'cancelled' ? 'Cancelled' : 'Issued', r.received_on ?? '', r.donor_name, r.pan, r.fund, DONATION_MODE_LABELS[r.mode] ?? r.mode,
          r.document === 'acknowledgement' ? 'Acknowledgement' : 'Receipt', r.currency, r.amount.toFixed(2), r.cancelled_on ?? '', r.cancel_reason, r.replaced_by, r.replaces,
        ]);
      }
      const sums = (status: string) => {
        const mine = rows.filter((r) => r.status === status);
        const byCurrency = new Map<string, number>();
        for (const r of mine) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + r.amount);
        return { count: mine.length, amounts: [...byCurrency].map(([c, a]) => `${c} ${a.toFixed(2)}`).join('; ') || '0.00' };
      };
      const issued = sums('issued');
      const cancelled = sums('cancelled');
      const seqs = rows.map((r) => Number(r.receipt_number.split('/').pop())).filter(Number.isFinite);
      const have = new Set(seqs);
      const gaps: number[] = [];
      for (let n = 1; n <= Math.max(0, ...seqs); n++) if (!have.has(n)) gaps.push(n);
      csv += '\r\n';
      csv += csvLine(['Financial year', fy]);
      csv += csvLine(['Numbers in the register', rows.length]);
      csv += csvLine(['Issued', issued.count, 'Total issued', issued.amounts]);
      csv += csvLine(['Cancelled', cancelled.count, 'Total cancelled', cancelled.amounts]);
      csv += csvLine(['Numbers missing from the series', gaps.length ? gaps.map((n) => formatReceiptNumber(fy, n)).join(' ') : 'none']);
      return csv;
    },

    async list(f: AdminReceiptListQuery) {
      const { rows, total } = await repo.listReceipts(db, f, Number(f.page), Number(f.per_page));
      return { data: rows.map(receiptView), total };
    },

    /** The same PDF again (same number, same printed identity), for finance; audited. */
    async reissue(staffId: number, donationId: number, receiptNumber: string) {
      const { pdf, receiptNumber: printed } = await documents.staffReceiptByNumber(donationId, receiptNumber);
      await db.tx((q) => recordAudit(q, { staffId, action: 'reissue', entity: ENTITY, entityId: donationId, after: { receipt_number: printed } }));
      return { pdf, receiptNumber: printed };
    },

    /**
     * Cancels the donation's current receipt with a reason; with `corrected`, issues the corrected
     * receipt in the same transaction. Refused, with nothing changed: an unknown donation, one
     * not receipted, a number that is not the donation's current receipt (409), a receipt already
     * cancelled, a correction that corrects nothing.
     */
    async cancel(staffId: number, donationId: number, body: ReceiptCancelBody) {
      const result = await db.tx(async (q) => {
        const d = await repo.lockDonation(q, donationId);
        if (!d) throw notFound('receipt_not_found', RECEIPT_MESSAGES.notFound);
        if (d.status !== 'success' || !d.receipt_number) throw refused('donation_not_receipted', RECEIPT_MESSAGES.notReceipted);
        // Acts on the number the person saw, only while it is current: a repeat changes nothing.
        if (d.receipt_number !== body.receipt_number) throw conflict('receipt_not_current', RECEIPT_MESSAGES.notCurrent.replace('{number}', body.receipt_number));
        if (await repo.findCancellation(q, d.receipt_number)) throw refused('receipt_already_cancelled', RECEIPT_MESSAGES.alreadyCancelled);

        let correction: null | { donorName: string; donorAddress: string; pan: string; statement80g: boolean; no80gReason: string } = null;
        if (body.corrected) {
          const c = body.corrected;
          const next = { donorName: c.donor_name ?? d.donor_name, donorAddress: c.donor_address ?? d.donor_address, pan: c.pan_number ?? d.pan_number };
          if (next.donorName === d.donor_name && next.donorAddress === d.donor_address && next.pan === d.pan_number) {
            throw fieldError('receipt_nothing_corrected', 'corrected', RECEIPT_MESSAGES.nothingCorrected);
          }
          correction = { ...next, ...statementAfter(d, next.pan) };
        }

        // What the cancelled receipt printed: its donor details and the identity it was issued with.
        const identity = await identityOfIssued(q, config, 'donation_receipt', d.id);
        const printed = { donor_name: d.donor_name, donor_address: d.donor_address, pan_number: d.pan_number, statement_80g: d.statement_80g, no_80g_reason: d.no_80g_reason };
        const cancellationId = await repo.insertCancellation(q, {
          donationId: d.id,
          receiptNumber: d.receipt_number,
          printed,
          foundation: identity.foundation,
          issuedAt: identity.issued_at,
          reason: body.reason,
          staffId,
        });
        await recordAudit(q, {
          staffId,
          action: 'cancel',
          entity: ENTITY,
          entityId: d.id,
          before: { receipt_number: d.receipt_number, status: 'issued' },
          after: { receipt_number: d.receipt_number, status: 'cancelled', reason: body.reason },
        });
        if (!correction) return { cancelled: d.receipt_number, corrected: null };

        const corrected = await assignCorrectedReceiptNumber(q, d.id, correction);
        await repo.setReplacedBy(q, cancellationId, corrected);
        // The corrected receipt is a document issued now: it prints today's identity.
        await identityIssuedNow(q, config, 'donation_receipt', d.id);
        await recordAudit(q, {
          staffId,
          action: 'correct',
          entity: ENTITY,
          entityId: d.id,
          before: printed,
          after: {
            receipt_number: corrected,
            replaces: d.receipt_number,
            donor_name: correction.donorName,
            donor_address: correction.donorAddress,
            pan_number: correction.pan,
            statement_80g: correction.statement80g,
            no_80g_reason: correction.no80gReason,
          },
        });
        // The donor gets the corrected receipt (the account, or the offline donor's mobile and email).
        await messages.queueMessage(q, { kind: 'receipt-corrected', userId: d.user_id, subject: `receipt:${corrected}`, donationId: d.id });
        return { cancelled: d.receipt_number, corrected };
      });
      return { cancelled: await rowOf(result.cancelled), corrected: result.corrected ? await rowOf(result.corrected) : null };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
