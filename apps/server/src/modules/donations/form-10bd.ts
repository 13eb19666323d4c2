import { DONATION_TYPE } from '@portal/contract/donations';
import { majorText } from '@portal/contract/payments';
import type { Queryable } from '../../db/client.ts';
import { csvCell } from '../../lib/csv.ts';
import { paidDonationsOfYear } from './repository.ts';

/**
 * Form 10BD (statement of donations received, due by 31 May): one CSV row per paid donation of a
 * financial year, in receipt order, with the columns PAYMENTS.md lists. The section code, ID code
 * and mode are the portal's wording; the law renumbers sections, so they are parameters.
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
export const PAN_ID_CODE = 'Permanent Account Number';
export const ELECTRONIC_MODE = 'Electronic modes including account payee cheque/draft';

/** '2026-27': a financial year whose second part is the year after the first. */
export function isFinancialYear(fy: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(fy);
  return !!m && (Number(m[1]) + 1) % 100 === Number(m[2]);
}

export { csvCell } from '../../lib/csv.ts';

export async function form10bdCsv(q: Queryable, fy: string, settings: Form10bdSettings): Promise<string> {
  const rows = await paidDonationsOfYear(q, fy);
  const lines = [FORM_10BD_HEADER.map(csvCell).join(',')];
  rows.forEach((r, i) => {
    lines.push(
      [
        i + 1,
        '',
        PAN_ID_CODE,
        r.pan_number,
        settings.sectionCode,
        settings.urn,
        settings.urnDate,
        r.donor_name,
        r.donor_address,
        DONATION_TYPE,
        ELECTRONIC_MODE,
        majorText(r.amount_minor, r.currency.trim()),
      ]
        .map(csvCell)
        .join(','),
    );
  });
  return `${lines.join('\r\n')}\r\n`;
}
