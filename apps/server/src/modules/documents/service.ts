import { DONATION_CATEGORY_LABELS, DONATION_MESSAGES, DONATION_TYPE, type DonationCategory, type InvoiceType } from '@portal/contract/donations';
import { PAY_STATUS_LABELS, type PayStatus } from '@portal/contract/registrations';
import { DONATION_MODE_LABELS, NO_80G_REASON_TEXT, maskAadhaar, type DonationMode, type No80gReason } from '@portal/contract/admin-donations';
import type { AppDeps } from '../../app-deps.ts';
import { notFound, refused } from '../../lib/errors.ts';
import { RECEIPT_MESSAGES } from '@portal/contract/admin-receipts';
import { renderDonationReceipt, type DonationReceiptData, type ReceiptFoundation } from './donation-receipt.ts';
import { currentFoundation } from './issue.ts';
import * as receiptsRepo from './receipts-repository.ts';
import { renderRegistrationInvoice } from './registration-invoice.ts';
import * as repo from './repository.ts';

/** Online gifts are never cash and never in kind; Form 10BD calls this mode so. */
export const ONLINE_MODE = 'Online (payment gateway)';

const PROVIDER_NAMES: Record<string, string> = { sandbox: 'Sandbox gateway', worldline: 'Worldline', ccavenue: 'CCAvenue' };

export function createDocumentsService({ config, db }: AppDeps) {
  /**
   * The identity a document prints and when it was issued: the one stored when it was issued
   * (issue.ts), or for a document issued before that existed, what it printed the first time.
   */
  async function issuedIdentity(kind: repo.DocumentKind, refId: number) {
    const row = await repo.keepIssuedIdentity(db, kind, refId, await currentFoundation(db, config));
    return { foundation: row.foundation, issuedAt: new Date(row.issued_at) };
  }

  async function findDonation(userId: number | null, donationId: number) {
    const d = userId === null ? await repo.findDonationForStaff(db, donationId) : await repo.findDonationForReceipt(db, userId, donationId);
    if (!d) throw notFound(DONATION_MESSAGES.donationNotFound);
    // Only money actually received may be receipted: an 80G receipt is a tax document.
    if (d.status !== 'success' || !d.receipt_number || !d.paid_at) throw refused(DONATION_MESSAGES.receiptNotReady);
    return d;
  }

  function receiptData(d: repo.DonationForReceipt, receiptNumber: string): DonationReceiptData {
    return {
      receiptNumber,
      paidAt: new Date(d.paid_at!),
      donorName: d.donor_name,
      donorAddress: d.donor_address,
      donorPan: d.pan_number,
      amountMinor: d.amount_minor,
      currency: d.currency,
      purpose: DONATION_CATEGORY_LABELS[d.category as DonationCategory] ?? d.category,
      donationType: DONATION_TYPE,
      mode: d.mode !== 'online' ? DONATION_MODE_LABELS[d.mode as DonationMode] : d.provider ? `${ONLINE_MODE} - ${PROVIDER_NAMES[d.provider] ?? d.provider}` : ONLINE_MODE,
      reference: d.reference || d.provider_txn_id || d.txn_id || '-',
      donorAadhaar: maskAadhaar(d.aadhaar_last4),
      inKind: d.mode === 'kind' ? d.kind_description : null,
      statement80g: d.statement_80g,
      no80gReason: d.no_80g_reason ? NO_80G_REASON_TEXT[d.no_80g_reason as No80gReason] : '',
    };
  }

  /**
   * One receipt of a donation, as it was issued: the current one (with the receipt it corrects,
   * and watermarked CANCELLED when cancelled without a correction), or, by its number, one
   * cancelled and replaced by a correction (what it printed, kept with its cancellation).
   */
  async function renderReceipt(d: repo.DonationForReceipt, receiptNumber = d.receipt_number!): Promise<Buffer> {
    const cancellation = await receiptsRepo.findCancellation(db, receiptNumber);
    if (receiptNumber !== d.receipt_number) {
      if (!cancellation || cancellation.donation_id !== d.id) throw refused(RECEIPT_MESSAGES.notOfDonation);
      const printed = cancellation.printed;
      return renderDonationReceipt(cancellation.foundation as ReceiptFoundation, {
        ...receiptData(d, receiptNumber),
        donorName: printed.donor_name,
        donorAddress: printed.donor_address,
        donorPan: printed.pan_number,
        statement80g: printed.statement_80g,
        no80gReason: printed.no_80g_reason ? NO_80G_REASON_TEXT[printed.no_80g_reason as No80gReason] : '',
        replaces: (await receiptsRepo.findReplaced(db, receiptNumber))?.receipt_number ?? null,
        cancelled: { on: new Date(cancellation.cancelled_at), reason: cancellation.reason, replacedBy: cancellation.replaced_by },
      });
    }
    const { foundation } = await issuedIdentity('donation_receipt', d.id);
    return renderDonationReceipt(foundation, {
      ...receiptData(d, receiptNumber),
      replaces: (await receiptsRepo.findReplaced(db, receiptNumber))?.receipt_number ?? null,
      cancelled: cancellation ? { on: new Date(cancellation.cancelled_at), reason: cancellation.reason, replacedBy: cancellation.replaced_by } : null,
    });
  }

  async function donationReceipt(userId: number | null, donationId: number): Promise<Buffer> {
    const d = await findDonation(userId, donationId);
    // A devotee gets only a valid receipt: one cancelled without a correction is not handed out as one.
    if (userId !== null && (await receiptsRepo.findCancellation(db, d.receipt_number!))) throw refused(RECEIPT_MESSAGES.cancelledForDevotee);
    return renderReceipt(d);
  }

  async function registrationInvoice(userId: number, registrationId: number): Promise<Buffer> {
    const r = await repo.findRegistrationForInvoice(db, userId, registrationId);
    if (!r) throw notFound(DONATION_MESSAGES.registrationNotFound);
    const payments = await repo.registrationPayments(db, r.id);
    const { foundation, issuedAt } = await issuedIdentity('registration_invoice', r.id);
    return renderRegistrationInvoice(foundation, {
      regNumber: r.reg_number ?? `REG-${r.id}`,
      status: PAY_STATUS_LABELS[r.status as PayStatus] ?? r.status,
      participantName: r.participant_name,
      participantEmail: r.participant_email,
      participantMobile: r.participant_mobile,
      programName: r.program_name,
      eventName: r.event_name,
      eventDate: r.event_date,
      eventAddress: r.event_address,
      currency: r.currency,
      amountMinor: r.amount_minor,
      discountPercent: r.discount_percent,
      discountMinor: r.discount_minor,
      earlyMinor: r.early_minor,
      totalMinor: r.total_minor,
      paidMinor: r.paid_minor,
      payments: payments.map((p) => ({
        date: new Date(p.confirmed_at ?? p.created_at),
        kind: p.kind,
        amountMinor: p.amount_minor,
        currency: p.currency,
        reference: p.provider_txn_id || p.txn_id,
      })),
      issuedAt,
    });
  }

  return {
    /** The PDF of a donation receipt ('mandir') or a registration invoice ('reg') of this user. */
    invoicePdf(userId: number, invoiceId: number, type: InvoiceType): Promise<Buffer> {
      return type === 'mandir' ? donationReceipt(userId, invoiceId) : registrationInvoice(userId, invoiceId);
    },
    /** Any donation's receipt (or acknowledgement of a gift in kind), for finance. */
    staffDonationReceipt: (donationId: number) => donationReceipt(null, donationId),
    /** Any receipt of a donation by its number (the current one when not given), for finance: the same PDF as issued. */
    async staffReceiptByNumber(donationId: number, receiptNumber?: string) {
      const d = await findDonation(null, donationId);
      return { pdf: await renderReceipt(d, receiptNumber || d.receipt_number!), receiptNumber: receiptNumber || d.receipt_number! };
    },
  };
}
