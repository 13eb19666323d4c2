import { z } from './zod.ts';
import { id, optionalText } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/**
 * Donations ('Divine Blessings'), the payment lists of the account area and
 * the invoice/receipt download. Amounts travel in major units (rupees) as the screens show them;
 * the server keeps integer minor units (paise).
 */

/**
 * The seven funds of the specification, with its labels; 'mandir' is the form's default. Funds are
 * data the office keeps (donations module, table donation_funds): these are the ones a new site
 * starts with, and their keys stay. The lists read the funds from `GET /api/mandir/funds`.
 */
export const DONATION_CATEGORIES = ['donation', 'neerukku', 'mithra', 'mandir', 'walfare', 'gurukulam', 'others'] as const;
export type DonationCategory = (typeof DONATION_CATEGORIES)[number];
export const DONATION_CATEGORY_LABELS: Record<DonationCategory, string> = {
  donation: 'General Donation',
  neerukku: 'Neerukku Nanri',
  mithra: 'Mithra',
  mandir: 'Matangi Mandir',
  walfare: 'Volunteer Walfare',
  gurukulam: 'Gurukulam',
  others: 'Others',
};
export const DEFAULT_DONATION_CATEGORY: DonationCategory = 'mandir';

const DONATION_MESSAGES_CATEGORY = 'Please choose a contribution category from the list';

/** A fund's key: lower-case letters, digits and hyphens (the seven built-in keys and those the office adds). */
export const FUND_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
export const fundKey = () => z.string({ error: DONATION_MESSAGES_CATEGORY }).regex(FUND_KEY_PATTERN, DONATION_MESSAGES_CATEGORY);

/** A fund as the donation page offers it: its names, the fixed amounts (rupees; none = any amount), and whether a foreign contribution may go to it. */
export const publicFundSchema = z.object({
  category: z.string(),
  label: z.string(),
  label_ta: z.string(),
  amounts: z.array(z.number()),
  fcra_eligible: z.boolean(),
});
export type PublicFund = z.output<typeof publicFundSchema>;

/** Contribution type: 0 domestic, 1 international. */
export const PAYMENT_TYPES = { domestic: 0, international: 1 } as const;

/**
 * Online donations are 'Others' in Form 10BD's terms: 'Corpus' needs the donor's written
 * direction and 'Specific grant' a grant agreement, neither of which the form collects.
 */
export const DONATION_TYPE = 'Others';

/** Prefix of 80G receipt numbers: 'MF/2026-27/00001'. */
export const RECEIPT_PREFIX = 'MF';

/**
 * The donor's nationality (FCRA). An Indian citizen, resident or NRI, is not a foreign
 * source; an OCI or PIO card holder and a foreign national are: their gift is a foreign
 * contribution, received only into the FCRA bank account, and they give their passport number.
 */
export const NATIONALITIES = ['indian', 'oci_pio', 'foreign'] as const;
export type Nationality = (typeof NATIONALITIES)[number];
export const NATIONALITY_LABELS: Record<Nationality, string> = {
  indian: 'Indian citizen (resident or NRI)',
  oci_pio: 'OCI or PIO card holder',
  foreign: 'Foreign national',
};
export const isForeignSource = (n: string | undefined) => n === 'oci_pio' || n === 'foreign';

/** A passport number as typed, upper-cased with spaces and hyphens removed: 6 to 20 letters and digits. */
export const PASSPORT_PATTERN = /^[A-Z0-9]{6,20}$/;
export const normalizePassport = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();
/** A passport number shown anywhere but to the FCRA return: its last four characters only. */
export const maskPassport = (last4: string) => (last4 ? `XXXX${last4}` : '');

/** Bounds the spec leaves open (see docs/decisions/donations.md). */
export const DONATION_LIMITS = {
  /** Rs 1 crore: above this a donor is asked to contact the foundation (and gateways cap anyway). */
  maxAmountRupees: 10_000_000,
  searchLength: 100,
  pageSize: LIMITS.pageSize.default,
} as const;

/** Server messages the spec does not give (wording ours). */
export const DONATION_MESSAGES = {
  invalidAmount: 'Please enter a valid amount (up to 2 decimals)',
  amountTooSmall: 'The amount must be more than zero',
  amountTooLarge: `The amount can be at most Rs ${DONATION_LIMITS.maxAmountRupees.toLocaleString('en-IN')}`,
  invalidPan: 'Please enter a valid PAN (e.g. ABCDE1234F)',
  invalidCategory: DONATION_MESSAGES_CATEGORY,
  fundNotFcra: 'This fund does not take foreign contributions: please choose another fund',
  fundAmountNotOffered: 'Please choose one of the amounts offered for this fund',
  invalidPaymentType: 'Please choose Domestic or International',
  internationalViaLink: 'International contributions are received only through the International Contribution link',
  receiptNotReady: 'The receipt is available once the donation is paid',
  donationNotFound: 'Donation not found',
  registrationNotFound: 'Registration not found',
  invalidInvoiceType: "invoice_type must be 'mandir' or 'reg'",
  panHint: 'Your own PAN, mandatory to claim 80G: the receipt and Form 10BE carry the name on your account',
  invalidNationality: 'Please choose your nationality from the list',
  invalidPassport: 'Please enter a valid passport number (6 to 20 letters and digits)',
  indianIsDomestic: 'An Indian citizen (resident or NRI) is not a foreign source: please choose Domestic',
  fcraNotOnline: 'Contributions from foreign sources are not received online yet: please call us',
  fcraNote: 'As you are not an Indian citizen, your gift is a foreign contribution: it goes to the foundation’s FCRA account and its receipt carries no 80G statement.',
  fcraPanOptional: 'Optional for donors who are not Indian citizens',
  invalidCurrency: 'Please enter a three-letter currency code (e.g. USD)',
  fcraNeedsForeignSource: 'An FCRA contribution comes from an OCI or PIO card holder or a foreign national',
  fcraBankOnly: 'A foreign contribution is received only into the FCRA bank account: bank transfer or cheque',
  foreignSourceIsFcra: 'A gift from an OCI or PIO card holder or a foreign national is an FCRA contribution: mark it FCRA',
  domesticInr: 'Domestic donations are received in INR',
} as const;

/** A PAN: five letters, four digits, one letter (ABCDE1234F). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * Rupees as typed ('1500', '1500.50', 1500.5) → integer paise, parsed from the text so no float
 * rounding happens. undefined for anything that is not a plain positive decimal.
 */
export function rupeesToPaise(value: string | number): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Paise → rupees for display (1234 → 12.34). */
export const paiseToRupees = (minor: number) => minor / 100;

const amountField = () =>
  z
    .union([z.string(), z.number()], {
      error: (iss) => (iss.input === undefined || iss.input === null ? MESSAGES.required : DONATION_MESSAGES.invalidAmount),
    })
    .superRefine((v, ctx) => {
      if (typeof v === 'string' && v.trim() === '') {
        ctx.addIssue({ code: 'custom', message: MESSAGES.required });
        return;
      }
      const paise = rupeesToPaise(v);
      if (paise === undefined) ctx.addIssue({ code: 'custom', message: DONATION_MESSAGES.invalidAmount });
      else if (paise <= 0) ctx.addIssue({ code: 'custom', message: DONATION_MESSAGES.amountTooSmall });
      else if (paise > DONATION_LIMITS.maxAmountRupees * 100) {
        ctx.addIssue({ code: 'custom', message: DONATION_MESSAGES.amountTooLarge });
      }
    })
    .transform((v) => rupeesToPaise(v)!);

const panField = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v !== '', MESSAGES.required)
    .refine((v) => v === '' || PAN_PATTERN.test(v), DONATION_MESSAGES.invalidPan);

const categoryField = () =>
  fundKey()
    .optional()
    .transform((v) => v ?? DEFAULT_DONATION_CATEGORY);

const nationalityField = () =>
  z
    .enum(NATIONALITIES, { error: DONATION_MESSAGES.invalidNationality })
    .optional()
    .transform((v): Nationality => v ?? 'indian');

/** Shape only; whether it is required and its format are checked with the nationality (checkDonor). */
const looseText = () =>
  z
    .string()
    .max(40)
    .optional()
    .transform((v) => v ?? '');

/**
 * The donor's identity rules, one pass so that every message shows at once: a PAN for an Indian
 * citizen (required; optional for a foreign source, checked when given), a passport number
 * for a foreign source (required and checked).
 */
function checkDonor(v: { nationality: string; pan_number: string; passport_number: string }, ctx: z.RefinementCtx) {
  const foreign = isForeignSource(v.nationality);
  const pan = v.pan_number.trim().toUpperCase();
  if (!pan && !foreign) ctx.addIssue({ code: 'custom', path: ['pan_number'], message: MESSAGES.required });
  else if (pan && !PAN_PATTERN.test(pan)) ctx.addIssue({ code: 'custom', path: ['pan_number'], message: DONATION_MESSAGES.invalidPan });
  if (!foreign) return;
  const passport = normalizePassport(v.passport_number);
  if (!passport) ctx.addIssue({ code: 'custom', path: ['passport_number'], message: MESSAGES.required });
  else if (!PASSPORT_PATTERN.test(passport)) ctx.addIssue({ code: 'custom', path: ['passport_number'], message: DONATION_MESSAGES.invalidPassport });
}

const paymentTypeField = () =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: DONATION_MESSAGES.invalidPaymentType })
    .optional()
    .transform((v) => (v === undefined ? 0 : Number(v)) as 0 | 1);

/**
 * POST /api/mandir/pay. Foreign contributions may only reach the FCRA account: the nationality
 * decides (an OCI/PIO card holder or a foreign national is a foreign source), and the server sends
 * such a gift through the FCRA merchant account when one is configured, or refuses it (the
 * International Contribution link then takes it). `nationality` and `passport_number` are additions
 * to the spec's payload; without them the donor is an Indian citizen, as before.
 */
export const mandirPaySchema = z
  .object({
    amount: amountField(),
    payment_type: paymentTypeField(),
    pan_number: z
      .string({ error: MESSAGES.required })
      .optional()
      .transform((v) => (v ?? '').trim().toUpperCase()),
    category: categoryField(),
    nationality: nationalityField(),
    passport_number: looseText().transform(normalizePassport),
  })
  .superRefine(checkDonor);
export type MandirPayInput = z.input<typeof mandirPaySchema>;

/**
 * The 'By Fund' form: the call's fields with the terms checkbox, checked in the browser. The
 * values stay as typed (the server converts rupees itself). An international contribution is
 * made on the FCRA link, so then only the terms are checked.
 */
const domesticFields = z.object({ amount: amountField(), pan_number: panField(), category: categoryField() });
const fcraFields = z.object({ amount: amountField(), category: categoryField() });

/**
 * Whether the form goes to the International Contribution link (only the terms are checked, as the
 * spec says): International chosen, or a foreign source, when the link exists and no FCRA account does.
 */
export function goesToLink(v: { payment_type: string; nationality: string }, opts: { link: boolean; fcraAccount: boolean }) {
  if (!opts.link || opts.fcraAccount) return false;
  return v.payment_type === '1' || isForeignSource(v.nationality);
}

/** The form's rules for what the server offers (the link, an FCRA account): `mandirFormSchema` is the spec's plain form. */
export function mandirFormSchemaFor(opts: { link: boolean; fcraAccount: boolean }) {
  return (
    z
      .object({
        category: z.string().regex(FUND_KEY_PATTERN, DONATION_MESSAGES.invalidCategory),
        amount: z.string(),
        pan_number: z.string(),
        payment_type: z.enum(['0', '1']),
        nationality: z.enum(NATIONALITIES, { error: DONATION_MESSAGES.invalidNationality }),
        passport_number: z.string(),
        accept_terms: z.boolean(),
      })
      // One pass, so every message shows at once (a field's own refinement would hold back the rest).
      .superRefine((v, ctx) => {
        if (!v.accept_terms) ctx.addIssue({ code: 'custom', path: ['accept_terms'], message: MESSAGES.acceptTerms });
        if (goesToLink(v, opts)) return;
        const foreign = isForeignSource(v.nationality);
        const checked = (foreign ? fcraFields : domesticFields).safeParse(v);
        for (const issue of checked.success ? [] : checked.error.issues) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
        if (foreign) checkDonor(v, ctx);
      })
  );
}
export const mandirFormSchema = mandirFormSchemaFor({ link: true, fcraAccount: false });
export type MandirFormInput = z.input<typeof mandirFormSchema>;
export type MandirFormValues = z.output<typeof mandirFormSchema>;

/**
 * GET /api/mandir/paylink: '' when the foundation has no international link; `fcra_account` (an
 * addition) says whether a foreign contribution can be made here, through the FCRA merchant account.
 */
export const payLinkSchema = z.object({ payment_link: z.string(), fcra_account: z.boolean() });
export type PayLinkResponse = z.output<typeof payLinkSchema>;

/** POST /api/payment/list and /api/paymentfailed/list. */
export const paymentListSchema = z.object({
  search: optionalText(DONATION_LIMITS.searchLength),
  page: z
    .union([z.number(), z.string().trim()], { error: MESSAGES.invalidNumber })
    .optional()
    .transform((v) => (v === undefined || v === '' ? 1 : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 10_000, MESSAGES.invalidNumber),
});
export type PaymentListInput = z.input<typeof paymentListSchema>;

export const PAYMENT_ROW_TYPES = ['mandir', 'event'] as const;
export type PaymentRowType = (typeof PAYMENT_ROW_TYPES)[number];
export const PAYMENT_ROW_STATUSES = ['success', 'pending', 'failed'] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

export const INVOICE_TYPES = ['mandir', 'reg'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** One payment (the specification's "Donation/payment row") plus what the screens need. */
export const paymentRowSchema = z.object({
  /** The payment attempt's id. */
  id: z.number(),
  payment_type: z.enum(PAYMENT_ROW_TYPES),
  currency: z.string(),
  /** Major units (rupees). */
  amount: z.number(),
  pay_status: z.enum(PAYMENT_ROW_STATUSES),
  /** The gateway's reference, or our transaction id when the gateway gave none. */
  payment_id: z.string(),
  /** YYYY-MM-DD (India). */
  created_date: z.string(),
  /** 80G receipt number of a paid donation, '' otherwise. */
  receipt_number: z.string(),
  /** The receipt was cancelled by the foundation without a correction: not downloadable. */
  receipt_cancelled: z.boolean().optional(),
  /** What the payment was for: the category's label or the event's name. */
  title: z.string(),
  /** The donation or registration id to pass to register/pdf. */
  invoice_id: z.number(),
  invoice_type: z.enum(INVOICE_TYPES),
});
export type PaymentRow = z.output<typeof paymentRowSchema>;

export const paymentListResponseSchema = z.object({
  success: z.literal(1),
  data: z.array(paymentRowSchema),
  page: z.number(),
  has_more: z.boolean(),
});
export type PaymentListResponse = Omit<z.output<typeof paymentListResponseSchema>, 'success'>;

/** POST /api/register/pdf → application/pdf, saved as receipt.pdf. */
export const invoicePdfSchema = z.object({
  invoice_id: id(),
  invoice_type: z.enum(INVOICE_TYPES, { error: DONATION_MESSAGES.invalidInvoiceType }),
});
export type InvoicePdfInput = z.input<typeof invoicePdfSchema>;
