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
  TAX_MESSAGES,
} from '@portal/contract/admin-tax';
import { maskAadhaar } from '@portal/contract/admin-donations';
import { majorText } from '@portal/contract/payments';
import type { Queryable } from '../../db/client.ts';
import { decryptIdentity } from '../../lib/identity-crypto.ts';
import { donationsOfYearFor10bd, type Form10bdDonation } from '../donations/index.ts';
import { csvCell } from '../../lib/csv.ts';
import { refused } from '../../lib/errors.ts';
import { donorsOfRecord } from './repository.ts';

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
  /** The name and email of the account that gave (''), for finance to tell accounts apart. */
  accountName?: string;
  accountEmail?: string;
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
  /** The donor of record's account; its own gifts may not make up the whole row. */
  recordUserId: number | null;
  idCode: IdCode10bd;
  idNumber: string;
  donorName: string;
  donorAddress: string;
  donationType: DonationType10bd;
  mode: ReceiptMode10bd;
  totalMinor: number;
  /** The account the certificate is offered to: only when that account's own gifts make up the whole row. */
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

/** A PAN or Aadhaar given by more than one account: finance names its donor of record. */
export interface Form10bdConflictData {
  /** The ID's keyed hash: names the ID in a request without showing the number. */
  idHash: string;
  idText: string;
  accounts: Array<{ userId: number; donorName: string; accountName: string; accountEmail: string; gifts: number; amountMinor: number }>;
  /** The account chosen, while the choice still covers every account that gave with the ID. */
  donorOfRecord: number | null;
}

/** Finance's choice for an ID: the account, and the accounts it was chosen among. */
export interface DonorOfRecord {
  userId: number;
  accounts: number[];
}

export interface Form10bdData {
  /** The rows the CSV writes, numbered 1…n in the order of each row's first receipt. */
  rows: Form10bdRowData[];
  /** Donors whose rows cannot be filed (no ID, no address): not in the CSV until fixed. */
  incomplete: Form10bdIncompleteData[];
  /** IDs given by more than one account; those without a donor of record stop the export. */
  conflicts: Form10bdConflictData[];
  /** Donations received but not reportable, by reason ('cash_over_limit', 'kind', 'fund_not_eligible', 'fcra'). */
  notEligible: { count: number; amountMinor: number; byReason: Record<string, number> };
}

/**
 * The aggregation itself (pure, tested cell by cell): eligible donations grouped by donor ID,
 * donation type and mode. Anyone can type anyone's PAN, so an ID is not proof of a person: its
 * donor of record is the one account that gave with it, or, when several did, the account
 * finance chose (`recordOf`, by the ID's keyed hash); until then the ID is a conflict and the
 * export waits. The row's name and address are those of the donor of record's newest gift that
 * has them (of the newest gift when no account gave: a counter gift), never another account's.
 * A row is offered to an account (its certificate on their Donation List) only when every gift
 * in it is that account's own; otherwise finance sends the certificate.
 * `hashOf` turns an ID number into the key finance's choices are kept by (the keyed hash; the
 * tests pass the number itself).
 */
export function aggregate10bd(donations: readonly DonationFor10bd[], recordOf: (idHash: string) => DonorOfRecord | undefined = () => undefined, hashOf: (idNumber: string) => string = (n) => n): Form10bdData {
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

  const byDonor = new Map<string, DonationFor10bd[]>();
  for (const [key, ds] of groups) {
    const idPart = key.split('|')[0]!;
    byDonor.set(idPart, [...(byDonor.get(idPart) ?? []), ...ds]);
  }
  const conflicts: Form10bdConflictData[] = [];
  const identity = new Map<string, { name: string; address: string; recordUserId: number | null }>();
  for (const [idPart, ds] of byDonor) {
    const idNumber = idPart.slice(idPart.indexOf(':') + 1);
    const record = donorOfRecord(ds, recordOf(hashOf(idNumber)));
    if (record.conflict) conflicts.push({ ...record.conflict, idHash: hashOf(idNumber), idText: idPart.startsWith('pan:') ? idNumber : maskAadhaar(idNumber.slice(-4)) });
    const theirs = newestFirst(record.userId === null ? ds : ds.filter((d) => d.userId === record.userId));
    identity.set(idPart, {
      name: theirs.find((d) => d.donorName.trim())?.donorName.trim() ?? '',
      address: theirs.find((d) => d.donorAddress.trim())?.donorAddress.trim() ?? '',
      recordUserId: record.userId,
    });
  }

  for (const [key, ds] of groups) {
    const idPart = key.split('|')[0]!;
    const idCode = idPart.startsWith('pan:') ? 'pan' : 'aadhaar';
    const idNumber = idPart.slice(idPart.indexOf(':') + 1);
    const { name, address, recordUserId } = identity.get(idPart)!;
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
      recordUserId,
      idCode,
      idNumber,
      donorName: name,
      donorAddress: address,
      donationType: donationType10bd(ds[0]!.donationType),
      mode: receiptMode10bd(ds[0]!.mode),
      totalMinor: total,
      userId: recordUserId !== null && ds.every((d) => d.userId === recordUserId) ? recordUserId : null,
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
  return { rows, incomplete: [...incompleteByDonor.values()], conflicts, notEligible };
}

const newestFirst = (ds: readonly DonationFor10bd[]) => [...ds].sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || b.receiptSeq - a.receiptSeq);

/**
 * The donor of record of one ID's gifts: the one account that gave with it (none: counter gifts
 * only), else finance's choice while it covers every account that gave; else a conflict. An
 * account that gives with the ID after the choice raises the question again.
 */
function donorOfRecord(ds: readonly DonationFor10bd[], chosen: DonorOfRecord | undefined): { userId: number | null; conflict?: Omit<Form10bdConflictData, 'idHash' | 'idText'> } {
  const accounts = [...new Set(ds.map((d) => d.userId).filter((u): u is number => u !== null))].sort((a, b) => a - b);
  if (accounts.length <= 1) return { userId: accounts[0] ?? null };
  const holds = chosen && accounts.includes(chosen.userId) && accounts.every((a) => chosen.accounts.includes(a));
  const userId = holds ? chosen.userId : null;
  return {
    userId,
    conflict: {
      donorOfRecord: userId,
      accounts: accounts.map((a) => {
        const theirs = newestFirst(ds.filter((d) => d.userId === a));
        return {
          userId: a,
          donorName: theirs.find((d) => d.donorName.trim())?.donorName.trim() ?? '',
          accountName: theirs[0]?.accountName ?? '',
          accountEmail: theirs[0]?.accountEmail ?? '',
          gifts: theirs.length,
          amountMinor: theirs.reduce((sum, d) => sum + d.amountMinor, 0),
        };
      }),
    },
  };
}

/** The year's donations from the donations module, the Aadhaar numbers decrypted (the one place they are), and finance's donors of record. */
export async function form10bdData(q: Queryable, fy: string, aadhaarKey: string): Promise<Form10bdData> {
  const [donations, records] = await Promise.all([donationsOfYearFor10bd(q, fy), donorsOfRecord(q)]);
  const byHash = new Map(records.map((r) => [r.id_hash, { userId: r.user_id, accounts: r.accounts.map(Number) }]));
  return aggregate10bd(
    donations.map((d) => toAggregationInput(d, aadhaarKey)),
    (hash) => byHash.get(hash),
    (idNumber) => idHash(aadhaarKey, idNumber),
  );
}

function toAggregationInput(d: Form10bdDonation, aadhaarKey: string): DonationFor10bd {
  return {
    id: d.id,
    userId: d.user_id,
    accountName: d.account_name ?? '',
    accountEmail: d.account_email ?? '',
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
  const data = await form10bdData(q, fy, aadhaarKey);
  if (data.conflicts.some((c) => c.donorOfRecord === null)) throw refused('donor_conflict_unresolved', TAX_MESSAGES.conflictUnresolved);
  return form10bdCsvOf(data.rows, settings);
}

/** A keyed hash of an ID number: a certificate's number is matched to a row without decrypting the rows. */
export const idHash = (aadhaarKey: string, idNumber: string) => createHmac('sha256', aadhaarKey).update(idNumber.replace(/\s/g, '').toUpperCase()).digest('hex');
