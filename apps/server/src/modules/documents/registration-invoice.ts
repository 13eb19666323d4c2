import { displayDate, fields, footnote, heading, indianDate, money, moneyTable, newDocument, paragraph, section, signature, toBuffer, type Foundation } from './pdf-layout.ts';

/** The invoice of an event registration: its frozen price, what has been paid and what is left. */
export interface InvoicePayment {
  date: Date;
  kind: string;
  amountMinor: number;
  currency: string;
  reference: string;
}

export interface RegistrationInvoiceData {
  regNumber: string;
  status: string;
  participantName: string;
  participantEmail: string;
  participantMobile: string;
  programName: string;
  eventName: string;
  eventDate: string;
  eventAddress: string;
  currency: string;
  amountMinor: number;
  discountPercent: number;
  discountMinor: number;
  earlyMinor: number;
  /** A discount code used and what it took off (0: none). */
  discountCode?: string;
  codeMinor?: number;
  totalMinor: number;
  paidMinor: number;
  payments: InvoicePayment[];
  issuedAt: Date;
  /** Site settings' footer and refund sentence, in the devotee's language. */
  footer: string;
  refundWording: string;
}

const KIND_LABELS: Record<string, string> = { full: 'Full payment', advance: 'Advance', balance: 'Balance', donation: 'Donation' };

export const INVOICE_TEXT = {
  title: 'Invoice',
  computer: 'This is a computer-generated invoice.',
} as const;

export function renderRegistrationInvoice(foundation: Foundation, r: RegistrationInvoiceData): Promise<Buffer> {
  const doc = newDocument(`Invoice ${r.regNumber}`);
  const m = (minor: number) => money(minor, r.currency);
  return toBuffer(doc, () => {
    heading(doc, foundation, INVOICE_TEXT.title);
    fields(doc, [
      ['Registration No.', r.regNumber],
      ['Invoice Date', indianDate(r.issuedAt)],
      ['Payment Status', r.status],
    ]);
    section(doc, 'Participant');
    fields(doc, [
      ['Name', r.participantName],
      ['Email', r.participantEmail],
      ['Mobile', r.participantMobile],
    ]);
    section(doc, 'Event');
    fields(doc, [
      ['Program', r.programName],
      ['Event', r.eventName],
      ['Date', displayDate(r.eventDate)],
      ['Venue', r.eventAddress],
    ]);
    section(doc, 'Price');
    const rows: Array<[string, string, boolean?]> = [['Event price', m(r.amountMinor)]];
    if (r.discountMinor > 0) rows.push([`Discount (${r.discountPercent}%)`, `- ${m(r.discountMinor)}`]);
    if (r.earlyMinor > 0) rows.push(['Early-bird discount', `- ${m(r.earlyMinor)}`]);
    if (r.codeMinor && r.codeMinor > 0) rows.push([`Discount code ${r.discountCode ?? ''}`, `- ${m(r.codeMinor)}`]);
    rows.push(['Total', m(r.totalMinor), true]);
    rows.push(['Paid so far', m(r.paidMinor)]);
    rows.push(['Balance', m(Math.max(0, r.totalMinor - r.paidMinor)), true]);
    moneyTable(doc, rows);
    section(doc, 'Payments');
    if (r.payments.length === 0) paragraph(doc, 'No payment received yet.');
    for (const p of r.payments) {
      paragraph(doc, `${indianDate(p.date)}  ${KIND_LABELS[p.kind] ?? p.kind}  ${money(p.amountMinor, p.currency)}  Ref: ${p.reference}`, 10);
    }
    // What the invoice says about refunds and tax is the owner's text (Site settings), never a
    // sentence fixed here: a program fee is not a donation and the portal records refunds.
    doc.moveDown(0.6);
    if (r.refundWording) paragraph(doc, r.refundWording, 9);
    if (r.footer) paragraph(doc, r.footer, 9);
    signature(doc, foundation.name);
    footnote(doc, INVOICE_TEXT.computer);
  });
}
