import { DONATION_MESSAGES, DONATION_TYPE, type InvoiceType } from '@portal/contract/donations';
import { PAY_STATUS_LABELS, type PayStatus } from '@portal/contract/registrations';
import { DONATION_MODE_LABELS, maskAadhaar, type DonationMode } from '@portal/contract/admin-donations';
import type { Lang } from '@portal/contract/languages';
import { ayLabel, assessmentYearOf, parseUrnValidity, urnValidityCovers } from '@portal/contract/urn-validity';
import type { AppDeps } from '../../app-deps.ts';
import { notFound, refused, refusedWithCode } from '../../lib/errors.ts';
import { RECEIPT_MESSAGES } from '@portal/contract/admin-receipts';
import { cachedSettings, documentTexts } from '../settings/index.ts';
import { renderDonationReceipt, type DonationReceiptData, type ReceiptFoundation } from './donation-receipt.ts';
import { currentFoundation } from './issue.ts';
import { indianDate } from './pdf-layout.ts';
import * as receiptsRepo from './receipts-repository.ts';
import { renderRegistrationInvoice } from './registration-invoice.ts';
import * as repo from './repository.ts';

/** Online gifts are never cash and never in kind; Form 10BD calls this mode so. */
export const ONLINE_MODE = 'Online (payment gateway)';

const PROVIDER_NAMES: Record<string, string> = { sandbox: 'Sandbox gateway', worldline: 'Worldline', ccavenue: 'CCAvenue' };

/** A document and the name it downloads under: its own number (what the devotee files it by). */
export interface NamedPdf {
  pdf: Buffer;
  filename: string;
}

/** 'MF/2026-27/00012' → 'MF-2026-27-00012.pdf': the number, safe as a file name on every system. */
export const pdfFilename = (documentNumber: string) => `${documentNumber.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'document'}.pdf`;

/** Whether a registration of this stated validity may be printed on an 80G receipt of this date. */
const validityCovers = (validity: string, moment: Date | string) => {
  const parsed = parseUrnValidity(validity);
  return parsed !== null && urnValidityCovers(parsed, moment);
};

export function createDocumentsService({ config, db }: AppDeps) {
  /**
   * The identity a document prints and when it was issued: the one stored when it was issued
   * (issue.ts), or for a document issued before that existed, what it printed the first time.
   */
  async function issuedIdentity(kind: repo.DocumentKind, refId: number) {
    const row = await repo.keepIssuedIdentity(db, kind, refId, await currentFoundation(db, config));
    return { foundation: row.foundation, issuedAt: new Date(row.issued_at) };
  }

  /**
   * The 80G registration an 80G receipt prints: the one it was issued with when that covers its
   * date; else the one in Site settings now, when the owner has since entered a registration that
   * covers it (kept with the receipt from then on); else the receipt is refused, never printed with
   * a lapsed registration. Staff are told which setting to fix; the devotee only that it is being
   * updated (docs/decisions/tax.md, "80G validity").
   */
  async function registrationInForce(d: repo.DonationForReceipt, issued: ReceiptFoundation, forStaff: boolean): Promise<ReceiptFoundation> {
    const paidAt = d.paid_at!;
    if (validityCovers(issued.urnValidity, paidAt)) return issued;
    const now = await currentFoundation(db, config);
    if (validityCovers(now.urnValidity, paidAt)) {
      const renewed = { ...issued, urn: now.urn, urnValidity: now.urnValidity };
      await repo.replaceIssuedIdentity(db, 'donation_receipt', d.id, renewed);
      return renewed;
    }
    const message = !forStaff
      ? RECEIPT_MESSAGES.urnLapsedForDevotee
      : parseUrnValidity(now.urnValidity) === null
        ? RECEIPT_MESSAGES.urnUnreadable.replace('{validity}', now.urnValidity)
        : RECEIPT_MESSAGES.urnLapsed.replace('{validity}', now.urnValidity).replace('{date}', indianDate(paidAt)).replace('{ay}', ayLabel(assessmentYearOf(paidAt)));
    // The setting to fix is the field the refusal names, so a screen can point at it.
    const code = forStaff && parseUrnValidity(now.urnValidity) === null ? 'urn_validity_unreadable' : 'urn_validity_lapsed';
    throw refusedWithCode(422, code, message, { foundation_80g_validity: message });
  }

  async function findDonation(userId: number | null, donationId: number) {
    const d = userId === null ? await repo.findDonationForStaff(db, donationId) : await repo.findDonationForReceipt(db, userId, donationId);
    if (!d) throw notFound('donation_not_found', DONATION_MESSAGES.donationNotFound);
    // Only money actually received may be receipted: an 80G receipt is a tax document.
    if (d.status !== 'success' || !d.receipt_number || !d.paid_at) throw refused('receipt_not_ready', DONATION_MESSAGES.receiptNotReady);
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
      purpose: d.fund_label || d.category,
      donationType: DONATION_TYPE,
      mode: d.mode !== 'online' ? DONATION_MODE_LABELS[d.mode as DonationMode] : d.provider ? `${ONLINE_MODE} - ${PROVIDER_NAMES[d.provider] ?? d.provider}` : ONLINE_MODE,
      reference: d.reference || d.provider_txn_id || d.txn_id || '-',
      donorAadhaar: maskAadhaar(d.aadhaar_last4),
      inKind: d.mode === 'kind' ? d.kind_description : null,
      statement80g: d.statement_80g,
      fcra: d.no_80g_reason === 'fcra',
    };
  }

  /**
   * One receipt of a donation, as it was issued: the current one (with the receipt it corrects,
   * and watermarked CANCELLED when cancelled without a correction), or, by its number, one
   * cancelled and replaced by a correction (what it printed, kept with its cancellation).
   */
  async function renderReceipt(d: repo.DonationForReceipt, receiptNumber = d.receipt_number!, lang: Lang = 'en', forStaff = true): Promise<Buffer> {
    const cancellation = await receiptsRepo.findCancellation(db, receiptNumber);
    const { refundWording } = documentTexts(await cachedSettings(db, config), lang);
    if (receiptNumber !== d.receipt_number) {
      if (!cancellation || cancellation.donation_id !== d.id) throw refused('receipt_cancellation_not_of_donation', RECEIPT_MESSAGES.notOfDonation);
      const printed = cancellation.printed;
      return renderDonationReceipt(cancellation.foundation as ReceiptFoundation, {
        ...receiptData(d, receiptNumber),
        refundWording,
        donorName: printed.donor_name,
        donorAddress: printed.donor_address,
        donorPan: printed.pan_number,
        statement80g: printed.statement_80g,
        fcra: printed.no_80g_reason === 'fcra',
        replaces: (await receiptsRepo.findReplaced(db, receiptNumber))?.receipt_number ?? null,
        cancelled: { on: new Date(cancellation.cancelled_at), reason: cancellation.reason, replacedBy: cancellation.replaced_by },
      });
    }
    const issued = (await issuedIdentity('donation_receipt', d.id)).foundation as ReceiptFoundation;
    const data = receiptData(d, receiptNumber);
    // A receipt cancelled without a correction is printed as the record it is (watermarked); a valid 80G receipt needs a registration in force.
    const is80g = data.statement80g !== false && !data.inKind;
    const foundation = is80g && !cancellation ? await registrationInForce(d, issued, forStaff) : issued;
    return renderDonationReceipt(foundation, {
      ...data,
      refundWording,
      replaces: (await receiptsRepo.findReplaced(db, receiptNumber))?.receipt_number ?? null,
      cancelled: cancellation ? { on: new Date(cancellation.cancelled_at), reason: cancellation.reason, replacedBy: cancellation.replaced_by } : null,
    });
  }

  async function donationReceipt(userId: number | null, donationId: number, lang: Lang = 'en'): Promise<NamedPdf> {
    const d = await findDonation(userId, donationId);
    // A devotee gets only a valid receipt: one cancelled without a correction is not handed out as one.
    if (userId !== null && (await receiptsRepo.findCancellation(db, d.receipt_number!))) throw refused('receipt_cancelled', RECEIPT_MESSAGES.cancelledForDevotee);
    return { pdf: await renderReceipt(d, d.receipt_number!, lang, userId === null), filename: pdfFilename(d.receipt_number!) };
  }

  async function registrationInvoice(userId: number, registrationId: number, lang: Lang): Promise<NamedPdf> {
    const r = await repo.findRegistrationForInvoice(db, userId, registrationId);
    if (!r) throw notFound('registration_not_found', DONATION_MESSAGES.registrationNotFound);
    const payments = await repo.registrationPayments(db, r.id);
    const { foundation, issuedAt } = await issuedIdentity('registration_invoice', r.id);
    const texts = documentTexts(await cachedSettings(db, config), lang);
    const regNumber = r.reg_number ?? `REG-${r.id}`;
    const pdf = await renderRegistrationInvoice(foundation, {
      regNumber,
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
      discountCode: r.discount_code,
      codeMinor: Number(r.code_minor),
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
      footer: texts.invoiceFooter,
      refundWording: texts.refundWording,
    });
    return { pdf, filename: pdfFilename(regNumber) };
  }

  /** The PDF of a donation receipt ('mandir') or a registration invoice ('reg') of this user, the owner's texts in `lang`. */
  const namedPdf = (userId: number, invoiceId: number, type: InvoiceType, lang: Lang = 'en'): Promise<NamedPdf> =>
    type === 'mandir' ? donationReceipt(userId, invoiceId, lang) : registrationInvoice(userId, invoiceId, lang);

  return {
    namedPdf,
    invoicePdf: async (userId: number, invoiceId: number, type: InvoiceType, lang: Lang = 'en'): Promise<Buffer> => (await namedPdf(userId, invoiceId, type, lang)).pdf,
    /** Any donation's receipt (or acknowledgement of a gift in kind), for finance. */
    staffDonationReceipt: (donationId: number, lang: Lang = 'en') => donationReceipt(null, donationId, lang),
    /** Any receipt of a donation by its number (the current one when not given), for finance: the same PDF as issued. */
    async staffReceiptByNumber(donationId: number, receiptNumber?: string) {
      const d = await findDonation(null, donationId);
      return { pdf: await renderReceipt(d, receiptNumber || d.receipt_number!), receiptNumber: receiptNumber || d.receipt_number! };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
