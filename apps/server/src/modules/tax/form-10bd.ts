import { createHmac } from 'node:crypto';
import {
  DONATION_TYPES_10BD,
  DONATION_TYPE_10BD_LABELS,
  ID_CODE_10BD_LABELS,
  RECEIPT_MODE_10BD_LABELS,
  type DonationType10bd,
  type IdCode10bd,
  type Missing10bd,
  type ReceiptMode10bd,
} from '@portal/contract/admin-tax';
import { maskAadhaar } from '@portal/contract/admin-donations';
import { majorText } from '@portal/contract/payments';
import type { Queryable } from '../../db/client.ts';
import { decryptIdentity } from '../../lib/identity-crypto.ts';
import { donationsOfYearFor10bd, type Form10bdDonation } from '../donations/service.ts';
import { csvCell } from '../../lib/csv.ts';

/**
 * Form 10BD (statement of donations received, due by 31 May), one implementation for the back
 * office and scripts/report-10bd.ts. Rule 18AB: one row per donor, donation type and mode of
 * receipt, the amounts of that donor's donations of the year summed; the donor is known by the
 * ID on the receipt (PAN first, else Aadhaar). Only donations whose receipt carries the 80G
 * statement are reported (cash above Rs 2,000, gifts in kind and funds that are not
 * 80G-eligible have none: the donor cannot claim them); FCRA contributions never are.
 */
export interface Form10bdSettings {
  urn: string;
  /** Date the 80G URN was issued, DD/MM/YYYY ('' when not known: fill it in before upload). */
  urnDate: string;
  sectionCode: string;
}

export const FORM_10BD_HEADER = [
  'Sr. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

export const DEFAULT_SECTION_CODE = 'Section 80G';

/** The mode of receipt a donation's own mode is reported as: every bank instrument is "electronic" (the form's wording includes account payee cheques and drafts). */
export function receiptMode10bd(mode: string): ReceiptMode10bd {
  switch (mode) {
    case 'online':
    case 'cheque':
    case 'bank_transfer':
    case 'upi':
    case 'draft':
      return 'electronic';
    case 'cash':
      return 'cash';
    case 'kind':
      return 'kind';
    default:
      return 'others';
  }
}

export const donationType10bd = (t: string): DonationType10bd => ((DONATION_TYPES_10BD as readonly string[]).includes(t) ? (t as DonationType10bd) : 'others');

/** A donation as the aggregation reads it: the Aadhaar already decrypted. */
export interface DonationFor10bd {
  id: number;
  userId: number | null;
  receiptNumber: string;
  receiptSeq: number;
  paidAt: Date;
  donorName: string;
  donorAddress: string;
  pan: string;
  aadhaar: string;
  amountMinor: number;
  mode: string;
  donationType: string;
  statement80g: boolean;
  no80gReason: string;
  fcra: boolean;
}

export interface Form10bdRowData {
  rowNo: number;
  donorKey: string;
  idCode: IdCode10bd;
  idNumber: string;
  donorName: string;
  donorAddress: string;
  donationType: DonationType10bd;
  mode: ReceiptMode10bd;
  totalMinor: number;
  userId: number | null;
  donationIds: number[];
  receipts: Array<{ donation_id: number; receipt_number: string }>;
}

export interface Form10bdIncompleteData {
  donorKey: string;
  donorName: string;
  idText: string;
  missing: Missing10bd[];
  amountMinor: number;
  receipts: Array<{ donation_id: number; receipt_number: string }>;
}

export interface Form10bdData {
  /** The rows the CSV writes, numbered 1…n in the order of each row's first receipt. */
  rows: Form10bdRowData[];
  /** Donors whose rows cannot be filed (no ID, no address): not in the CSV until fixed. */
  incomplete: Form10bdIncompleteData[];
  /** Donations received but not reportable, by reason ('cash_over_limit', 'kind', 'fund_not_eligible', 'fcra'). */
  notEligible: { count: number; amountMinor: number; byReason: Record<string, number> };
}

/**
 * The aggregation itself (pure, tested cell by cell): eligible donations grouped by donor ID,
 * donation type and mode; a donor's name, address and account are those of their newest donation
 * that has them (a donor who moved is reported at the address of their latest receipt).
 */
export function aggregate10bd(donations: readonly DonationFor10bd[]): Form10bdData {
  const notEligible = { count: 0, amountMinor: 0, byReason: {} as Record<string, number> };
  const groups = new Map<string, DonationFor10bd[]>();
  const noId = new Map<string, DonationFor10bd[]>();
  const sorted = [...donations].sort((a, b) => a.receiptSeq - b.receiptSeq);
  for (const d of sorted) {
    const reason = d.fcra ? 'fcra' : !d.statement80g && d.no80gReason !== 'no_id' ? d.no80gReason || 'no_statement' : null;
    const id = d.pan ? { code: 'pan' as const, number: d.pan.toUpperCase() } : d.aadhaar ? { code: 'aadhaar' as const, number: d.aadhaar } : null;
    if (reason) {
      notEligible.count++;
      notEligible.amountMinor += d.amountMinor;
      notEligible.byReason[reason] = (notEligible.byReason[reason] ?? 0) + 1;
      continue;
    }
    if (!id) {
      // No ID: the donor may still give one (a corrected receipt). Grouped per account, else per donation.
      const key = d.userId ? `user:${d.userId}` : `donation:${d.id}`;
      noId.set(key, [...(noId.get(key) ?? []), d]);
      continue;
    }
    const key = `${id.code}:${id.number}|${donationType10bd(d.donationType)}|${receiptMode10bd(d.mode)}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }

  const rows: Form10bdRowData[] = [];
  const incompleteByDonor = new Map<string, Form10bdIncompleteData>();
  const receiptsOf = (ds: DonationFor10bd[]) => ds.map((d) => ({ donation_id: d.id, receipt_number: d.receiptNumber }));
  const newestFirst = (ds: DonationFor10bd[]) => [...ds].sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || b.receiptSeq - a.receiptSeq);

  // One name and address per donor (all their rows alike): those of their newest donation that has them.
  const byDonor = new Map<string, DonationFor10bd[]>();
  for (const [key, ds] of groups) {
    const idPart = key.split('|')[0]!;
    byDonor.set(idPart, [...(byDonor.get(idPart) ?? []), ...ds]);
  }
  const identity = new Map([...byDonor].map(([idPart, ds]) => {
    const newest = newestFirst(ds);
    return [idPart, {
      name: newest.find((d) => d.donorName.trim())?.donorName.trim() ?? '',
      address: newest.find((d) => d.donorAddress.trim())?.donorAddress.trim() ?? '',
      // The donor's account: a cash gift recorded at the counter belongs to the same person as their online ones.
      userId: newest.find((d) => d.userId)?.userId ?? null,
    }];
  }));

  for (const [key, ds] of groups) {
    const idPart = key.split('|')[0]!;
    const idCode = idPart.startsWith('pan:') ? 'pan' : 'aadhaar';
    const idNumber = idPart.slice(idPart.indexOf(':') + 1);
    const newest = newestFirst(ds);
    const { name, address, userId } = identity.get(idPart)!;
    const total = ds.reduce((sum, d) => sum + d.amountMinor, 0);
    if (!address) {
      const prev = incompleteByDonor.get(idPart);
      incompleteByDonor.set(idPart, {
        donorKey: idPart,
        donorName: name,
        idText: idCode === 'pan' ? idNumber : maskAadhaar(idNumber.slice(-4)),
        missing: ['address'],
        amountMinor: (prev?.amountMinor ?? 0) + total,
        receipts: [...(prev?.receipts ?? []), ...receiptsOf(ds)],
      });
      continue;
    }
    rows.push({
      rowNo: 0,
      donorKey: idPart,
      idCode,
      idNumber,
      donorName: name,
      donorAddress: address,
      donationType: donationType10bd(ds[0]!.donationType),
      mode: receiptMode10bd(ds[0]!.mode),
      totalMinor: total,
      userId: newest.find((d) => d.userId)?.userId ?? userId,
      donationIds: ds.map((d) => d.id),
      receipts: receiptsOf(ds),
    });
  }
  rows.forEach((r, i) => (r.rowNo = i + 1));

  for (const [key, ds] of noId) {
    const newest = newestFirst(ds);
    incompleteByDonor.set(key, {
      donorKey: key,
      donorName: newest.find((d) => d.donorName.trim())?.donorName.trim() ?? '',
      idText: '',
      missing: newest.some((d) => d.donorAddress.trim()) ? ['id'] : ['id', 'address'],
      amountMinor: ds.reduce((sum, d) => sum + d.amountMinor, 0),
      receipts: receiptsOf(ds),
    });
  }
  return { rows, incomplete: [...incompleteByDonor.values()], notEligible };
}

/** The year's donations from the donations module, the Aadhaar numbers decrypted (the one place they are). */
export async function form10bdData(q: Queryable, fy: string, aadhaarKey: string): Promise<Form10bdData> {
  const donations = await donationsOfYearFor10bd(q, fy);
  return aggregate10bd(donations.map((d) => toAggregationInput(d, aadhaarKey)));
}

function toAggregationInput(d: Form10bdDonation, aadhaarKey: string): DonationFor10bd {
  return {
    id: d.id,
    userId: d.user_id,
    receiptNumber: d.receipt_number,
    receiptSeq: d.receipt_seq,
    paidAt: new Date(d.paid_at),
    donorName: d.donor_name,
    donorAddress: d.donor_address,
    pan: d.pan_number.trim(),
    aadhaar: d.aadhaar_enc ? decryptIdentity(aadhaarKey, d.aadhaar_enc) : '',
    amountMinor: Number(d.amount_minor),
    mode: d.mode,
    donationType: d.donation_type,
    statement80g: d.statement_80g,
    no80gReason: d.no_80g_reason,
    fcra: d.fcra,
  };
}

/** The CSV of the rows, with the columns and wording of the portal's template. */
export function form10bdCsvOf(rows: readonly Form10bdRowData[], settings: Form10bdSettings): string {
  const lines = [FORM_10BD_HEADER.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.rowNo,
        '',
        ID_CODE_10BD_LABELS[r.idCode],
        r.idNumber,
        settings.sectionCode,
        settings.urn,
        settings.urnDate,
        r.donorName,
        r.donorAddress,
        DONATION_TYPE_10BD_LABELS[r.donationType],
        RECEIPT_MODE_10BD_LABELS[r.mode],
        majorText(r.totalMinor, 'INR'),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The CSV of a year straight from the donations (the command line's report: nothing is kept). */
export async function form10bdCsv(q: Queryable, fy: string, settings: Form10bdSettings, aadhaarKey: string): Promise<string> {
  return form10bdCsvOf((await form10bdData(q, fy, aadhaarKey)).rows, settings);
}

/** A keyed hash of an ID number: a certificate's number is matched to a row without decrypting the rows. */
export const idHash = (aadhaarKey: string, idNumber: string) => createHmac('sha256', aadhaarKey).update(idNumber.replace(/\s/g, '').toUpperCase()).digest('hex');
