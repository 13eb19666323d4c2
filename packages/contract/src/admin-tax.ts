import { z } from './zod.ts';
import { defineCall, idParam } from './call.ts';
import { FINANCE_ROLES } from './admin-payments.ts';
import { isFinancialYearLabel } from './financial-year.ts';

/**
 * Tax filings: the Form 10BD statement of a financial year from the back office (a
 * check list before export, the CSV, each export's rows kept) and the Form 10BE certificates the
 * tax portal issues after filing (uploaded as a ZIP of PDFs, matched to the 10BD rows, handed to
 * each donor on /donation-list and by email). Finance and owner.
 */

/** Form 10BD's donation types and modes of receipt, as stored (the CSV writes their labels). */
export const DONATION_TYPES_10BD = ['corpus', 'specific_grant', 'others'] as const;
export type DonationType10bd = (typeof DONATION_TYPES_10BD)[number];
export const RECEIPT_MODES_10BD = ['cash', 'kind', 'electronic', 'others'] as const;
export type ReceiptMode10bd = (typeof RECEIPT_MODES_10BD)[number];
export const ID_CODES_10BD = ['pan', 'aadhaar'] as const;
export type IdCode10bd = (typeof ID_CODES_10BD)[number];

/** The wording the income-tax portal's 10BD template uses in its cells. */
export const DONATION_TYPE_10BD_LABELS: Record<DonationType10bd, string> = { corpus: 'Corpus', specific_grant: 'Specific grant', others: 'Others' };
export const RECEIPT_MODE_10BD_LABELS: Record<ReceiptMode10bd, string> = {
  cash: 'Cash',
  kind: 'Kind',
  electronic: 'Electronic modes including account payee cheque/draft',
  others: 'Others',
};
export const ID_CODE_10BD_LABELS: Record<IdCode10bd, string> = { pan: 'Permanent Account Number', aadhaar: 'Aadhaar Number' };

/** What a row of the check list lacks. */
export const MISSING_10BD = ['id', 'address'] as const;
export type Missing10bd = (typeof MISSING_10BD)[number];

export const TAX_MESSAGES = {
  invalidFy: 'Enter a financial year such as 2026-27',
  missingId: 'No PAN or Aadhaar: the row cannot be filed until the donor gives one (correct the receipt)',
  missingAddress: 'No address: the row cannot be filed until the donor’s address is on the receipt',
  noUrnDate: 'The date the 80G registration (URN) was issued is not set: enter it below (finance) or under Site settings (owner) before filing',
  exported: 'Form 10BD exported',
  zipRequired: 'Choose the ZIP file of the Form 10BE certificates',
  notZip: 'This is not a ZIP file (or it is damaged): upload the ZIP the tax portal gave',
  zipTooLarge: 'The ZIP is too large: at most 50 MB and 2,000 certificates; split it and upload the parts',
  zipEmpty: 'The ZIP holds no PDF file',
  entryTooLarge: '{file} in the ZIP unpacks to more than 5 MB (a certificate is far smaller) or to more than the ZIP declares: the ZIP was refused and nothing was kept',
  unpackedTooLarge: 'The ZIP unpacks to more than 200 MB: split it and upload the parts',
  notPdf: 'Not a PDF file: left out',
  pdfUnreadable: 'The PDF could not be read: left out',
  notForm10be: 'This PDF is not a Form 10BE certificate: left out',
  duplicate: 'Already uploaded: left out',
  noExport: 'No Form 10BD export of this year to match against: export it first, then match by hand',
  noRowMatches: 'No row of the latest Form 10BD export has this donor ID and amount',
  severalRows: 'Several rows of the latest Form 10BD export fit: match by hand',
  uploaded: 'The certificates were read',
  certificateNotFound: 'No certificate with this number',
  rowNotFound: 'No row of a Form 10BD export with this number',
  matched: 'The certificate was matched to the row and sent to the donor',
  alreadyMatched: 'This certificate is already matched to a row',
  matchedSendByHand: 'The certificate was matched to the row. Its gifts are not all of one account: it is not on any Donation List, so send it to the donor yourself',
  conflictUnresolved: 'A PAN or Aadhaar was given by more than one account: choose its donor of record in the check list before exporting',
  conflictNotFound: 'No PAN or Aadhaar of this year was given by more than one account under this key: reload the check list',
  notAnAccountOfConflict: 'Choose one of the accounts that gave with this PAN or Aadhaar',
  donorOfRecordSaved: 'Donor of record saved: the row carries their name and address',
} as const;
export type TaxMessage = keyof typeof TAX_MESSAGES;

/** The donor's side (/donation-list), in English here and in Tamil in tamil.ts. */
export const FORM_10BE_TEXTS = {
  heading: 'Form 10BE certificates',
  intro: 'The certificate of your donations for the year from the Income Tax Department, to claim the 80G deduction.',
  download: 'Form 10BE',
  year: 'Financial year',
  amount: 'Amount',
} as const;

export const financialYear = () =>
  z
    .string({ error: TAX_MESSAGES.invalidFy })
    .refine(isFinancialYearLabel, TAX_MESSAGES.invalidFy);

const fyQuery = z.object({ fy: financialYear() });

export const form10bdIncompleteSchema = z.object({
  donor_key: z.string(),
  donor_name: z.string(),
  /** PAN, or Aadhaar masked to its last four digits; '' when there is none. */
  id: z.string(),
  missing: z.array(z.enum(MISSING_10BD)),
  amount: z.number(),
  receipts: z.array(z.object({ donation_id: z.number(), receipt_number: z.string() })),
});
export type Form10bdIncomplete = z.output<typeof form10bdIncompleteSchema>;

/** A PAN or Aadhaar given by more than one account: finance chooses whose it is (the donor of record) before export. */
export const form10bdConflictSchema = z.object({
  /** An opaque key naming the ID (its keyed hash). */
  donor_key: z.string(),
  /** PAN, or Aadhaar masked. */
  id: z.string(),
  accounts: z.array(z.object({ user_id: z.number(), donor_name: z.string(), account_name: z.string(), account_email: z.string(), gifts: z.number(), amount: z.number() })),
  /** The account chosen; null while the export waits for a choice. */
  donor_of_record: z.number().nullable(),
});
export type Form10bdConflict = z.output<typeof form10bdConflictSchema>;

export const form10bdExportSchema = z.object({ id: z.number(), fy: z.string(), rows: z.number(), total: z.number(), created_at: z.string() });

export const form10bdCheckSchema = z.object({
  fy: z.string(),
  /** Rows the export will write and their total (rupees). */
  rows: z.number(),
  donors: z.number(),
  total: z.number(),
  incomplete: z.array(form10bdIncompleteSchema),
  /** IDs given by more than one account; the export is refused while one has no donor of record. */
  conflicts: z.array(form10bdConflictSchema),
  /** Received donations that are not in Form 10BD (no 80G statement: cash above Rs 2,000, in kind, a fund not eligible; FCRA). */
  not_eligible: z.object({ count: z.number(), amount: z.number(), by_reason: z.record(z.string(), z.number()) }),
  urn: z.string(),
  urn_date: z.string(),
  section_code: z.string(),
  latest_export: form10bdExportSchema.nullable(),
});
export type Form10bdCheck = z.output<typeof form10bdCheckSchema>;

export const form10bdRowSchema = z.object({
  id: z.number(),
  fy: z.string(),
  row_no: z.number(),
  donor_name: z.string(),
  /** PAN, or Aadhaar masked. */
  id_text: z.string(),
  donation_type: z.enum(DONATION_TYPES_10BD),
  mode: z.enum(RECEIPT_MODES_10BD),
  total: z.number(),
  certificates: z.number(),
  /** Whether its certificate is on the donor's Donation List (all the row's gifts are one account's); otherwise finance sends it. */
  offered: z.boolean(),
});
export type Form10bdRow = z.output<typeof form10bdRowSchema>;

export const form10beCertificateSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  fy: z.string(),
  /** The donor ID as read, masked to its last four characters. */
  id_text: z.string(),
  donor_name: z.string(),
  amount: z.number().nullable(),
  donation_type: z.string(),
  mode: z.string(),
  row: form10bdRowSchema.nullable(),
  unmatched_reason: z.string(),
  created_at: z.string(),
});
export type Form10beCertificate = z.output<typeof form10beCertificateSchema>;

/** The donor of record chosen for a PAN or Aadhaar given by more than one account (the back office's form and the call). */
export const form10bdDonorOfRecordSchema = z.object({
  fy: financialYear(),
  donor_key: z.string({ error: TAX_MESSAGES.conflictNotFound }).min(1, TAX_MESSAGES.conflictNotFound).max(128, TAX_MESSAGES.conflictNotFound),
  user_id: z.number({ error: TAX_MESSAGES.notAnAccountOfConflict }).int().positive(TAX_MESSAGES.notAnAccountOfConflict).max(2_147_483_647, TAX_MESSAGES.notAnAccountOfConflict),
});

/** A certificate matched by hand to a row of a Form 10BD export. */
export const form10beMatchSchema = z.object({ row_id: z.number({ error: 'Choose a row' }).int().positive('Choose a row') });

export const form10beUploadResultSchema = z.object({
  matched: z.number(),
  unmatched: z.number(),
  /** Files of the ZIP not stored, with why (not a PDF, not a 10BE, already uploaded). */
  skipped: z.array(z.object({ file_name: z.string(), reason: z.string() })),
});

export const donorCertificateSchema = z.object({ id: z.number(), fy: z.string(), amount: z.number(), donation_type: z.string(), mode: z.string() });
export type DonorCertificate = z.output<typeof donorCertificateSchema>;

/**
 * Most files a 10BE ZIP may hold; its largest size (bytes); the most a file of it may unpack to,
 * and the whole upload (counted while inflating, whatever the ZIP declares); and how long and how
 * many pages of one PDF are read (a certificate is one page, read in well under a second).
 */
export const FORM_10BE_LIMITS = {
  maxZipBytes: 50 * 1024 * 1024,
  maxFiles: 2000,
  maxPdfBytes: 5 * 1024 * 1024,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxPdfPages: 5,
  pdfSeconds: 10,
} as const;

const certParams = z.object({ id: idParam() });

export const adminTaxCalls = {
  adminForm10bdCheck: defineCall({
    method: 'GET', path: '/admin/form-10bd/check', summary: 'Form 10BD of a financial year before export: rows, total, donors whose rows are incomplete, donations left out', auth: 'staff', roles: FINANCE_ROLES, query: fyQuery,
    response: z.object({ success: z.literal(1), data: form10bdCheckSchema }),
  }),
  adminForm10bdExport: defineCall({
    method: 'GET', path: '/admin/exports/form-10bd', summary: 'Form 10BD CSV of a financial year (one row per donor, donation type and mode); its rows are kept for Form 10BE', auth: 'staff', roles: FINANCE_ROLES, query: fyQuery, produces: 'csv',
  }),
  adminForm10bdDonorOfRecord: defineCall({
    method: 'POST', path: '/admin/form-10bd/donor-of-record', summary: 'Choose the donor of record of a PAN or Aadhaar given by more than one account (audited)', auth: 'staff', roles: FINANCE_ROLES,
    body: form10bdDonorOfRecordSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: form10bdCheckSchema }),
  }),
  adminForm10bdRows: defineCall({
    method: 'GET', path: '/admin/form-10bd/rows', summary: 'The rows of the latest Form 10BD export of a year (to match a certificate by hand)', auth: 'staff', roles: FINANCE_ROLES, query: fyQuery,
    response: z.object({ success: z.literal(1), data: z.array(form10bdRowSchema) }),
  }),
  adminForm10beList: defineCall({
    method: 'GET', path: '/admin/form-10be', summary: 'Form 10BE certificates uploaded: unmatched first, then matched, newest first', auth: 'staff', roles: FINANCE_ROLES,
    response: z.object({ success: z.literal(1), data: z.array(form10beCertificateSchema) }),
  }),
  adminForm10beUpload: defineCall({
    method: 'POST', path: '/admin/form-10be', summary: 'Upload the ZIP of Form 10BE certificates from the tax portal: each PDF is read and matched to its Form 10BD row', auth: 'staff', roles: FINANCE_ROLES, multipart: true,
    body: z.object({ file: z.any().describe('The ZIP file') }),
    response: z.object({ success: z.literal(1), message: z.string(), data: form10beUploadResultSchema }),
  }),
  adminForm10beMatch: defineCall({
    method: 'POST', path: '/admin/form-10be/:id/match', summary: 'Match an unmatched certificate to a row of a Form 10BD export by hand', auth: 'staff', roles: FINANCE_ROLES, params: certParams,
    body: form10beMatchSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: form10beCertificateSchema }),
  }),
  adminForm10beFile: defineCall({ method: 'GET', path: '/admin/form-10be/:id/file', summary: 'The certificate PDF as uploaded', auth: 'staff', roles: FINANCE_ROLES, params: certParams, produces: 'pdf' }),
};

/** The donor's own certificates (/donation-list). */
export const donorTaxCalls = {
  form10beList: defineCall({ method: 'GET', path: '/form10be/list', summary: 'My Form 10BE certificates', auth: 'session', response: z.object({ success: z.literal(1), data: z.array(donorCertificateSchema) }) }),
  form10bePdf: defineCall({ method: 'GET', path: '/form10be/:id/pdf', summary: 'One of my Form 10BE certificates (PDF)', auth: 'session', params: certParams, produces: 'pdf' }),
};
