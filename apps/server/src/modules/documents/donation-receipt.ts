import { fields, footnote, heading, indianDate, money, newDocument, notice, paragraph, section, signature, toBuffer, watermark, type Foundation } from './pdf-layout.ts';
import { rupeesInWords } from './amount-words.ts';

/**
 * The 80G donation receipt (PAYMENTS.md "80G donation receipts"): what the Income Tax rules ask a
 * receipt to carry, with section names kept in one place because the law renumbers them.
 */
export interface ReceiptFoundation extends Foundation {
  urn: string;
  urnValidity: string;
}

export interface DonationReceiptData {
  receiptNumber: string;
  paidAt: Date;
  donorName: string;
  donorAddress: string;
  donorPan: string;
  amountMinor: number;
  currency: string;
  purpose: string;
  donationType: string;
  mode: string;
  reference: string;
  /** Masked (last four digits), '' when not given. */
  donorAadhaar?: string;
  /** A gift in kind: its description (an acknowledgement, not an 80G receipt). */
  inKind?: string | null;
  /** Whether the 80G statement is printed (decided when the donation was recorded). */
  statement80g?: boolean;
  /** A foreign contribution (FCRA account): the receipt says so, as the FCRA asks. */
  fcra?: boolean;
  /** A cancelled receipt: printed with a CANCELLED watermark, when and why, and what replaced it. */
  cancelled?: { on: Date; reason: string; replacedBy: string | null } | null;
  /** A corrected receipt: the number of the cancelled receipt it replaces. */
  replaces?: string | null;
  /** Site settings' refund sentence, in the reader's language. */
  refundWording?: string;
}

export const RECEIPT_TEXT = {
  title: 'Donation Receipt (Section 80G)',
  plainTitle: 'Donation Receipt',
  kindTitle: 'Acknowledgement of a Gift in Kind',
  kindNote: 'Gifts in kind are acknowledged with thanks; they are not eligible for deduction under section 80G.',
  exemption: (name: string) =>
    `Donations to ${name} are eligible for a 50% tax exemption under section 80G(5)(vi) of the Income Tax Act, 1961.`,
  cashNote: 'Donations in cash above Rs 2,000 are not eligible for deduction under section 80G.',
  fcra: 'Foreign contribution received under the Foreign Contribution (Regulation) Act, 2010 into the foundation’s FCRA account.',
  computer: 'This is a computer-generated receipt.',
  watermark: 'CANCELLED',
  cancelledNote: (on: string, reason: string) => `This receipt was cancelled on ${on}. Reason: ${reason}`,
  replacedBy: (n: string) => `It is replaced by receipt ${n}.`,
  notReplaced: 'It is not valid for any purpose.',
  replaces: (n: string) => `This receipt corrects and replaces receipt ${n}, which is cancelled.`,
} as const;

export function renderDonationReceipt(foundation: ReceiptFoundation, d: DonationReceiptData): Promise<Buffer> {
  const doc = newDocument(`Receipt ${d.receiptNumber}`);
  const statement = d.statement80g !== false && !d.inKind;
  return toBuffer(doc, () => {
    if (d.cancelled) watermark(doc, RECEIPT_TEXT.watermark);
    heading(doc, foundation, d.inKind ? RECEIPT_TEXT.kindTitle : statement ? RECEIPT_TEXT.title : RECEIPT_TEXT.plainTitle);
    if (d.cancelled) {
      notice(doc, RECEIPT_TEXT.cancelledNote(indianDate(d.cancelled.on), d.cancelled.reason));
      notice(doc, d.cancelled.replacedBy ? RECEIPT_TEXT.replacedBy(d.cancelled.replacedBy) : RECEIPT_TEXT.notReplaced);
    }
    if (d.replaces) paragraph(doc, RECEIPT_TEXT.replaces(d.replaces));
    // Only an 80G receipt names the registration: a receipt without the statement claims nothing under it.
    fields(doc, [
      [d.inKind ? 'Acknowledgement No.' : 'Receipt No.', d.receiptNumber],
      ['Date', indianDate(d.paidAt)],
      ...(statement
        ? ([
            ['80G Registration (URN)', foundation.urn],
            ['80G Validity', foundation.urnValidity],
          ] as [string, string][])
        : []),
    ]);
    section(doc, 'Received with thanks from');
    fields(doc, [
      ['Donor Name', d.donorName],
      ['Address', d.donorAddress],
      ['PAN', d.donorPan],
      ...(d.donorAadhaar ? ([['Aadhaar', d.donorAadhaar]] as [string, string][]) : []),
    ]);
    section(doc, 'Donation');
    fields(doc, [
      ...(d.inKind ? ([['Gift', d.inKind]] as [string, string][]) : []),
      [d.inKind ? 'Stated value' : 'Amount', money(d.amountMinor, d.currency)],
      ['Amount in words', rupeesInWords(d.amountMinor)],
      ['Purpose', d.purpose],
      ['Donation Type', d.donationType],
      ['Mode of Payment', d.mode],
      ['Transaction Reference', d.reference],
    ]);
    // Why a receipt has no 80G statement is the office's reason (kept on the donation and shown in
    // the back office), not a sentence for the donor's tax papers.
    if (d.inKind || statement) section(doc, 'Tax exemption');
    if (d.inKind) paragraph(doc, RECEIPT_TEXT.kindNote);
    else if (statement) {
      paragraph(doc, RECEIPT_TEXT.exemption(foundation.name));
      paragraph(doc, RECEIPT_TEXT.cashNote);
    }
    if (d.fcra) paragraph(doc, RECEIPT_TEXT.fcra);
    doc.moveDown(0.4);
    if (d.refundWording) paragraph(doc, d.refundWording);
    signature(doc, foundation.name);
    footnote(doc, RECEIPT_TEXT.computer);
  });
}
