import { z } from './zod.ts';
import { defineCall, idParam } from './call.ts';
import { hasControlCharacters, hasHiddenCharacters, optionalText, personText, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { PAN_REGEX, REGISTRATION_MESSAGES } from './registrations.ts';
import { optionalDate, optionalEnum } from './admin-registrations.ts';
import { FINANCE_ROLES } from './admin-payments.ts';
import { DONATION_MODES } from './admin-donations.ts';
import { adminListQuery } from './staff.ts';
import { financialYear } from './admin-tax.ts';

/**
 * Receipts in the back office ("Receipts"): locked once issued, reissued (the same PDF
 * again), cancelled with a reason — the number stays used and shows as cancelled — and, when
 * asked, replaced by a corrected receipt under a new number of the same financial-year series.
 * Finance and owners only. A row is one receipt number: the donation's current receipt, or one
 * it had before a correction (cancelled).
 */
export const RECEIPT_STATUSES = ['issued', 'cancelled'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = { issued: 'Issued', cancelled: 'Cancelled' };

export const RECEIPT_MESSAGES = {
  notFound: 'No receipt with this number',
  notReceipted: 'This donation has no receipt: it is not paid',
  alreadyCancelled: 'This receipt is already cancelled',
  cancelled: 'The receipt was cancelled; its number stays used',
  corrected: 'The receipt was cancelled and a corrected receipt issued',
  nothingCorrected: 'The corrected details are the same as the receipt’s: change at least one, or cancel without a correction',
  notOfDonation: 'This number is not a receipt of this donation',
  /** `{number}` is the receipt the action named: a second click, or a list older than another's change. */
  notCurrent: 'Receipt {number} is no longer current: it was cancelled or replaced. Reload the list and look again',
  cancelledForDevotee: 'This receipt was cancelled by the foundation. Please contact the foundation for a corrected receipt',
  locked: 'An issued receipt cannot be edited: cancel it with a reason and issue a corrected one',
  /**
   * An 80G receipt is never printed with a registration that does not cover its date: finance and
   * the owner are told which setting to fix ({validity}, {date}, {ay} filled in); the devotee is
   * told only that the receipt is being updated.
   */
  urnLapsed:
    'The 80G validity in Site settings ({validity}) does not cover this receipt’s date ({date}, {ay}): an 80G receipt is not printed with a lapsed registration. Update “80G validity” (and the 80G registration number, if it was renewed) in Site settings, then download the receipt again',
  urnUnreadable:
    'The 80G validity in Site settings reads “{validity}”, which is not a range of assessment years: write it as AY 2026-27 to AY 2030-31 in Site settings, then download the receipt again',
  urnLapsedForDevotee: 'Your 80G receipt is being updated by the foundation and cannot be downloaded just now. Please try again later or contact the foundation',
} as const;

export const adminReceiptSchema = z.object({
  /** The donation's id: the actions act on its receipts. */
  id: z.number(),
  receipt_number: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  /** The donation's receipt now (false for one replaced by a correction). */
  current: z.boolean(),
  received_on: z.string().nullable(),
  donor_name: z.string(),
  donor_address: z.string(),
  pan: z.string(),
  category: z.string(),
  fund: z.string(),
  mode: z.enum(DONATION_MODES),
  amount: z.number(),
  currency: z.string(),
  document: z.enum(['receipt', 'acknowledgement']),
  cancel_reason: z.string(),
  cancelled_on: z.string().nullable(),
  /** The corrected receipt that replaced this one, '' when none. */
  replaced_by: z.string(),
  /** The receipt this one corrects, '' when none. */
  replaces: z.string(),
});
export type AdminReceipt = z.output<typeof adminReceiptSchema>;

export const adminReceiptListQuery = adminListQuery.extend({
  status: optionalEnum(RECEIPT_STATUSES),
  from: optionalDate(),
  to: optionalDate(),
});
export type AdminReceiptListQuery = z.output<typeof adminReceiptListQuery>;

const pan = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || PAN_REGEX.test(v), REGISTRATION_MESSAGES.invalidPan)
  .optional();

/** The corrected receipt's details; a field left out keeps the cancelled receipt's value. */
export const receiptCorrectionSchema = z.object({
  donor_name: personText(120).refine((v) => v.length >= 2, 'At least 2 characters').optional(),
  donor_address: z.string({ error: MESSAGES.mustBeText }).trim().max(300, 'Must be at most 300 characters').refine((v) => !hasControlCharacters(v), MESSAGES.controlCharacters).refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters).optional(),
  pan_number: pan,
});

export const receiptCancelSchema = z.object({
  /**
   * The receipt the action is on: the donation's current one, or the action is refused. A repeated
   * or parallel cancel would otherwise cancel the corrected receipt the first one issued.
   */
  receipt_number: requiredText(40),
  reason: requiredText(300),
  corrected: receiptCorrectionSchema.optional(),
});
export type ReceiptCancelBody = z.output<typeof receiptCancelSchema>;

export const receiptReissueSchema = z.object({
  /** One of the donation's receipt numbers (a cancelled one prints its cancelled copy); the current one when left out. */
  receipt_number: optionalText(40),
});

const receiptParams = z.object({ id: idParam() });

export const adminReceiptCalls = {
  adminReceiptRegister: defineCall({
    method: 'GET', path: '/admin/exports/receipt-register', summary: 'The receipt register of a financial year (CSV): every number issued in order, cancelled ones included, with totals and any gap in the series', auth: 'staff', roles: FINANCE_ROLES,
    query: z.object({ fy: financialYear() }), produces: 'csv',
  }),
  adminReceipts: defineCall({
    method: 'GET', path: '/admin/receipts', summary: 'Donation receipts, issued and cancelled: search by number or name, status and date filters', auth: 'staff', roles: FINANCE_ROLES, query: adminReceiptListQuery,
    response: z.object({ success: z.literal(1), data: z.array(adminReceiptSchema), total: z.number().int() }),
  }),
  adminReceiptReissue: defineCall({
    method: 'POST', path: '/admin/receipts/:id/reissue', summary: 'The same receipt PDF again (same number, same printed identity; a cancelled one watermarked)', auth: 'staff', roles: FINANCE_ROLES, params: receiptParams, body: receiptReissueSchema, produces: 'pdf',
  }),
  adminReceiptCancel: defineCall({
    method: 'POST', path: '/admin/receipts/:id/cancel', summary: 'Cancel the donation’s receipt with a reason (the number stays used); with `corrected`, issue a corrected receipt under a new number', auth: 'staff', roles: FINANCE_ROLES, params: receiptParams, body: receiptCancelSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: z.object({ cancelled: adminReceiptSchema, corrected: adminReceiptSchema.nullable() }) }),
  }),
};
