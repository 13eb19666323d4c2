import { z } from './zod.ts';
import { defineCall, idParam } from './call.ts';
import { hasHiddenCharacters, isoDate } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { DONATION_LIMITS, DONATION_MESSAGES, NATIONALITIES, PASSPORT_PATTERN, fundKey, isForeignSource, normalizePassport } from './donations.ts';
import { PAN_REGEX, REGISTRATION_MESSAGES } from './registrations.ts';
import { amountField, optionalDate, optionalEnum, optionalIds } from './admin-registrations.ts';
import { FINANCE_ROLES } from './admin-payments.ts';
import { DONATION_TYPES_10BD } from './admin-tax.ts';
import { adminListQuery } from './staff.ts';
import { LANGS as MESSAGE_LANGS } from './languages.ts';

/**
 * The back office's donations: online and offline ones in one list, offline entry by
 * fund, and the 80G rules an Indian trust follows, decided by `receiptRule` (the server decides,
 * the screen explains the same rule as it is filled in).
 */
export const DONATION_MODES = ['online', 'cash', 'cheque', 'bank_transfer', 'kind'] as const;
export type DonationMode = (typeof DONATION_MODES)[number];
export const OFFLINE_DONATION_MODES = ['cash', 'cheque', 'bank_transfer', 'kind'] as const;
export type OfflineDonationMode = (typeof OFFLINE_DONATION_MODES)[number];
export const DONATION_MODE_LABELS: Record<DonationMode, string> = {
  online: 'Online (payment gateway)',
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  kind: 'In kind',
};

/** Cash above this (in paise) is not deductible under 80G: Rs 2,000. */
export const CASH_80G_LIMIT_MINOR = 200_000;

/** Why a receipt carries no 80G statement. */
export const NO_80G_REASONS = ['kind', 'fcra', 'cash_over_limit', 'fund_not_eligible', 'no_id'] as const;
export type No80gReason = (typeof NO_80G_REASONS)[number];
export const NO_80G_REASON_TEXT: Record<No80gReason, string> = {
  kind: 'A gift in kind gets an acknowledgement, not an 80G receipt.',
  fcra: 'Foreign contribution received under the Foreign Contribution (Regulation) Act, 2010 into the foundation’s FCRA account: the receipt has no 80G statement.',
  cash_over_limit: 'Cash above Rs 2,000 is not eligible under section 80G: the receipt has no 80G statement.',
  fund_not_eligible: 'This fund is not 80G-eligible (a wholly religious purpose): the receipt has no 80G statement.',
  no_id: 'Without the donor’s PAN or Aadhaar the receipt has no 80G statement.',
};

export interface ReceiptRule {
  /** 'acknowledgement' for a gift in kind, else 'receipt'. */
  document: 'receipt' | 'acknowledgement';
  /** Whether the 80G statement is printed; when not, `reason` says why. */
  statement: boolean;
  reason: No80gReason | null;
}

/** The 80G rules, in the order a person would explain them. */
export function receiptRule(d: { mode: DonationMode; amountMinor: number; fundEligible: boolean; hasId: boolean; fcra?: boolean }): ReceiptRule {
  const document = d.mode === 'kind' ? 'acknowledgement' : 'receipt';
  // A foreign contribution (FCRA) never carries the 80G statement: docs/decisions/donations.md.
  const reason: No80gReason | null =
    d.mode === 'kind' ? 'kind' : d.fcra ? 'fcra' : d.mode === 'cash' && d.amountMinor > CASH_80G_LIMIT_MINOR ? 'cash_over_limit' : !d.fundEligible ? 'fund_not_eligible' : !d.hasId ? 'no_id' : null;
  return { document, statement: reason === null, reason };
}

export const AADHAAR_REGEX = /^[2-9]\d{11}$/;
/** Aadhaar shown anywhere but the Form 10BD export: the last four digits only. */
export const maskAadhaar = (last4: string) => (last4 ? `XXXX XXXX ${last4}` : '');

/**
 * A fund as the office keeps it: its names (English, Tamil), place in the lists, whether it is
 * hidden, whether its donations get an 80G receipt, the donation type Form 10BD reports them under,
 * whether a foreign contribution (FCRA) may go to it, and the fixed amounts the donation page offers
 * (rupees; none = any amount). `donations` counts its gifts: a fund with gifts is hidden, never deleted.
 */
export const fundSchema = z.object({
  category: z.string(),
  label: z.string(),
  label_ta: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  eligible_80g: z.boolean(),
  donation_type: z.enum(DONATION_TYPES_10BD),
  fcra_eligible: z.boolean(),
  amounts: z.array(z.number()),
  donations: z.number().int(),
});
export type DonationFund = z.output<typeof fundSchema>;

const fundName = (max = 80) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(2, 'At least 2 characters')
    .max(max, `At most ${max} characters`)
    .refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters);

/** Fixed amounts in rupees: whole, positive, at most the donation maximum, up to 8 of them, no repeats. */
const fundAmounts = () =>
  z
    .array(z.number({ error: MESSAGES.adminFundAmounts }).int(MESSAGES.adminFundAmounts).min(1, MESSAGES.adminFundAmounts).max(DONATION_LIMITS.maxAmountRupees, MESSAGES.adminFundAmounts), {
      error: MESSAGES.adminFundAmounts,
    })
    .max(8, 'At most 8 amounts')
    .refine((a) => new Set(a).size === a.length, MESSAGES.adminFundAmounts)
    .transform((a) => [...a].sort((x, y) => x - y));

/** A new fund: its names; the rest starts as the built-in funds did (80G-eligible, "others", FCRA allowed, any amount). */
export const fundCreateSchema = z.object({
  label: fundName(),
  label_ta: fundName(),
  eligible_80g: z.boolean({ error: 'true or false' }).optional().transform((v) => v ?? true),
  donation_type: z.enum(DONATION_TYPES_10BD, { error: MESSAGES.adminFundDonationType }).optional().transform((v) => v ?? 'others'),
  fcra_eligible: z.boolean({ error: 'true or false' }).optional().transform((v) => v ?? true),
  amounts: fundAmounts().optional().transform((v) => v ?? []),
});
export type FundCreate = z.output<typeof fundCreateSchema>;

/** What a fund's change may set: any of these; what it leaves out stays. */
export const fundChangeSchema = z
  .object({
    label: fundName().optional(),
    label_ta: fundName().optional(),
    hidden: z.boolean({ error: 'true or false' }).optional(),
    eligible_80g: z.boolean({ error: 'true or false' }).optional(),
    donation_type: z.enum(DONATION_TYPES_10BD, { error: MESSAGES.adminFundDonationType }).optional(),
    fcra_eligible: z.boolean({ error: 'true or false' }).optional(),
    amounts: fundAmounts().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: MESSAGES.adminFundNothingToChange, path: ['label'] });
export type FundChange = z.input<typeof fundChangeSchema>;

/** The funds' new order: every fund's key once, first to last. */
export const fundOrderSchema = z.object({
  categories: z.array(fundKey(), { error: MESSAGES.adminFundOrder }).min(1, MESSAGES.adminFundOrder).max(200, MESSAGES.adminFundOrder),
});

/** Stable codes of the funds' refusals. */
export const FUND_CODES = { hasGifts: 'fund_has_gifts', orderIncomplete: 'fund_order_incomplete', nameTaken: 'fund_name_taken' } as const;

export const offlineDonationSchema = z
  .object({
    donor_name: z.string({ error: MESSAGES.required }).trim().min(2, 'At least 2 characters').max(120, 'At most 120 characters').refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters),
    donor_address: z.string().trim().max(300, 'At most 300 characters').refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters).optional().transform((v) => v ?? ''),
    mobile: z.union([z.literal(''), z.string().trim().regex(/^\d{10}$/, 'Ten digits')]).optional().transform((v) => v ?? ''),
    /** Where the receipt is emailed, when the donor gives an address (the SMS goes to the mobile). */
    email: z
      .string()
      .trim()
      .max(120, 'At most 120 characters')
      .optional()
      .transform((v) => v ?? '')
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), MESSAGES.invalidEmail),
    /** The language the donor reads the receipt's message in (no account tells it). */
    lang: z.enum(MESSAGE_LANGS, { error: 'Choose English or Tamil' }).optional().transform((v) => v ?? 'en'),
    pan: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((v) => v ?? '')
      .refine((v) => v === '' || PAN_REGEX.test(v), REGISTRATION_MESSAGES.invalidPan),
    aadhaar: z
      .string()
      .optional()
      .transform((v) => (v ?? '').replace(/\s/g, ''))
      .refine((v) => v === '' || AADHAAR_REGEX.test(v), 'Twelve digits, not starting with 0 or 1'),
    category: fundKey(),
    mode: z.enum(OFFLINE_DONATION_MODES, { error: `Choose one of: ${OFFLINE_DONATION_MODES.join(', ')}` }),
    /** Rupees; for a gift in kind, its stated value. */
    amount: amountField(),
    received_on: isoDate(),
    reference: z.string().trim().max(100, 'At most 100 characters').optional().transform((v) => v ?? ''),
    kind_description: z.string().trim().max(300, 'At most 300 characters').optional().transform((v) => v ?? ''),
    /** An international (FCRA) receipt recorded by hand: received into the FCRA bank account. */
    fcra: z.boolean({ error: 'true or false' }).optional().transform((v) => v ?? false),
    nationality: z
      .union([z.literal(''), z.enum(NATIONALITIES, { error: DONATION_MESSAGES.invalidNationality })], { error: DONATION_MESSAGES.invalidNationality })
      .optional()
      .transform((v) => v ?? ''),
    passport: z.string().max(40, DONATION_MESSAGES.invalidPassport).optional().transform((v) => normalizePassport(v ?? '')),
    /** ISO code of the money received; INR unless an FCRA receipt in another currency. */
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((v) => v || 'INR')
      .refine((v) => /^[A-Z]{3}$/.test(v), DONATION_MESSAGES.invalidCurrency),
  })
  .superRefine((v, ctx) => {
    if (v.fcra) {
      if (!isForeignSource(v.nationality)) ctx.addIssue({ code: 'custom', path: ['nationality'], message: DONATION_MESSAGES.fcraNeedsForeignSource });
      if (!v.passport) ctx.addIssue({ code: 'custom', path: ['passport'], message: MESSAGES.required });
      else if (!PASSPORT_PATTERN.test(v.passport)) ctx.addIssue({ code: 'custom', path: ['passport'], message: DONATION_MESSAGES.invalidPassport });
      if (v.mode !== 'bank_transfer' && v.mode !== 'cheque') ctx.addIssue({ code: 'custom', path: ['mode'], message: DONATION_MESSAGES.fcraBankOnly });
    } else {
      if (isForeignSource(v.nationality)) ctx.addIssue({ code: 'custom', path: ['fcra'], message: DONATION_MESSAGES.foreignSourceIsFcra });
      if (v.currency !== 'INR') ctx.addIssue({ code: 'custom', path: ['currency'], message: DONATION_MESSAGES.domesticInr });
      if (v.passport && !PASSPORT_PATTERN.test(v.passport)) ctx.addIssue({ code: 'custom', path: ['passport'], message: DONATION_MESSAGES.invalidPassport });
    }
    if ((v.mode === 'cheque' || v.mode === 'bank_transfer') && !v.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: MESSAGES.required });
    if (v.mode === 'kind' && !v.kind_description) ctx.addIssue({ code: 'custom', path: ['kind_description'], message: MESSAGES.required });
  });
export type OfflineDonationBody = z.output<typeof offlineDonationSchema>;

export const adminDonationSchema = z.object({
  id: z.number(),
  receipt_number: z.string(),
  received_on: z.string().nullable(),
  donor_name: z.string(),
  mobile: z.string(),
  pan: z.string(),
  /** Masked to the last four digits. */
  aadhaar: z.string(),
  category: z.string(),
  /** The fund's name as it was when the gift was made (what its receipt prints). */
  fund: z.string(),
  mode: z.enum(DONATION_MODES),
  reference: z.string(),
  kind_description: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  document: z.enum(['receipt', 'acknowledgement']),
  statement_80g: z.boolean(),
  no_80g_reason: z.string(),
  /** A foreign contribution, received into the FCRA account: reported apart, never in Form 10BD. */
  fcra: z.boolean(),
  /** '' (not asked: recorded before the question existed), indian, oci_pio or foreign. */
  nationality: z.string(),
  /** Masked to the last four characters. */
  passport: z.string(),
  /** The merchant account an online donation went through ('' for one recorded by hand). */
  account: z.string(),
});
export type AdminDonation = z.output<typeof adminDonationSchema>;

/** Domestic donations and FCRA (foreign) contributions are listed and totalled apart. */
export const DONATION_ACCOUNTS = ['domestic', 'fcra'] as const;
export type DonationAccount = (typeof DONATION_ACCOUNTS)[number];
export const DONATION_ACCOUNT_LABELS: Record<DonationAccount, string> = {
  domestic: 'Domestic',
  fcra: 'FCRA (foreign contribution)',
};

export const adminDonationListQuery = adminListQuery.extend({
  account: optionalEnum(DONATION_ACCOUNTS),
  mode: optionalEnum(DONATION_MODES),
  category: z.union([z.literal(''), fundKey()]).optional().transform((v) => v || undefined),
  from: optionalDate(),
  to: optionalDate(),
  /** The rows staff ticked (bulk actions' "export the selection"). */
  ids: optionalIds(),
});
export type AdminDonationListQuery = z.output<typeof adminDonationListQuery>;

const categoryParams = z.object({ category: fundKey() });
const donationParams = z.object({ id: idParam() });

export const adminDonationCalls = {
  adminDonations: defineCall({
    method: 'GET', path: '/admin/donations', summary: 'Donations, online and offline, with filters and the received total', auth: 'staff', roles: FINANCE_ROLES, query: adminDonationListQuery,
    response: z.object({
      success: z.literal(1),
      data: z.array(adminDonationSchema),
      total: z.number().int(),
      received: z.number(),
      /** Received, with the filters applied, apart: domestic (INR), FCRA in INR, and FCRA in other currencies. */
      totals: z.object({ domestic: z.number(), fcra: z.number(), fcra_other: z.array(z.object({ currency: z.string(), amount: z.number() })) }),
    }),
  }),
  adminDonationCreate: defineCall({
    method: 'POST', path: '/admin/donations', summary: 'Record an offline donation (cash, cheque, bank transfer, in kind) with its receipt', auth: 'staff', roles: FINANCE_ROLES, body: offlineDonationSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: adminDonationSchema }),
  }),
  adminDonationReceipt: defineCall({ method: 'GET', path: '/admin/donations/:id/receipt', summary: 'The receipt (or acknowledgement) PDF of a donation', auth: 'staff', roles: FINANCE_ROLES, params: donationParams, produces: 'pdf' }),
  adminDonationFunds: defineCall({ method: 'GET', path: '/admin/donation-funds', summary: 'The funds in their order, hidden ones too: names, 80G mark, Form 10BD donation type, FCRA, fixed amounts, gifts', auth: 'staff', roles: FINANCE_ROLES, response: z.object({ success: z.literal(1), data: z.array(fundSchema) }) }),
  adminDonationFundCreate: defineCall({
    method: 'POST', path: '/admin/donation-funds', summary: 'Add a fund (English and Tamil names, 80G mark, Form 10BD type, FCRA, fixed amounts); it comes last; audited', auth: 'staff', roles: FINANCE_ROLES, body: fundCreateSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: fundSchema }),
  }),
  adminDonationFundUpdate: defineCall({
    method: 'PATCH', path: '/admin/donation-funds/:category', summary: 'Rename, hide or show a fund, mark it 80G-eligible, set its Form 10BD type, FCRA and fixed amounts; audited', auth: 'staff', roles: FINANCE_ROLES, params: categoryParams, body: fundChangeSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: fundSchema }),
  }),
  adminDonationFundOrder: defineCall({
    method: 'POST', path: '/admin/donation-funds/order', summary: 'Put the funds in a new order (every fund once); audited', auth: 'staff', roles: FINANCE_ROLES, body: fundOrderSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: z.array(fundSchema) }),
  }),
  adminDonationFundDelete: defineCall({
    method: 'DELETE', path: '/admin/donation-funds/:category', summary: 'Delete a fund that has no gifts (one with gifts is refused: hide it); audited', auth: 'staff', roles: FINANCE_ROLES, params: categoryParams,
    response: z.object({ success: z.literal(1), message: z.string() }),
  }),
};
