import { z } from './zod.ts';
import { defineCall, idParam } from './call.ts';
import { isoDate } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { ATTEMPT_STATUSES } from './payments.ts';
import { amountField, optionalDate, optionalEnum, optionalIds } from './admin-registrations.ts';
import { adminListQuery, type StaffRole } from './staff.ts';

/**
 * The back office's money (finance and owner): every payment attempt with a "check with
 * the gateway now" action, the refunds due and the refunds recorded against payments
 * (docs/decisions/payments.md#the-back-offices-payments).
 */
export const FINANCE_ROLES: readonly StaffRole[] = ['finance'];

export const PAYMENT_PURPOSES = ['registration', 'donation'] as const;
export const PAYMENT_PURPOSE_LABELS: Record<(typeof PAYMENT_PURPOSES)[number], string> = { registration: 'Registration', donation: 'Donation' };
export const ATTEMPT_STATUS_LABELS: Record<(typeof ATTEMPT_STATUSES)[number], string> = {
  created: 'Started',
  pending: 'Pending',
  success: 'Paid',
  failed: 'Failed',
  aborted: 'Not completed',
};

/** How the foundation paid money back. */
export const REFUND_METHODS = ['bank_transfer', 'upi', 'cheque', 'cash', 'gateway'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
  gateway: 'Through the payment gateway',
};

/** `q`: our txn id, the gateway's reference, the payer's name, mobile or email. `refund_due=1`: only payments whose order has money to give back. */
export const adminPaymentListQuery = adminListQuery.extend({
  status: optionalEnum(ATTEMPT_STATUSES),
  purpose: optionalEnum(PAYMENT_PURPOSES),
  provider: z.string().trim().max(20).regex(/^[a-z]*$/, 'Use a gateway name (sandbox, worldline, ccavenue, offline)').optional().transform((v) => v ?? ''),
  refund_due: z.union([z.literal(''), z.literal('0'), z.literal('1')], { error: 'Use 1 or 0' }).optional().transform((v) => v === '1'),
  from: optionalDate(),
  to: optionalDate(),
  /** The rows staff ticked (bulk actions' "export the selection"). */
  ids: optionalIds(),
});
export type AdminPaymentListQuery = z.output<typeof adminPaymentListQuery>;
export const PAYMENT_SORTS = ['created_at', 'amount'] as const;

export const adminPaymentSchema = z.object({
  id: z.number(),
  txn_id: z.string(),
  provider: z.string(),
  provider_txn_id: z.string(),
  provider_status: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  status_message: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  kind: z.string(),
  /** The registration or donation the payment is for. */
  registration_id: z.number().nullable(),
  donation_id: z.number().nullable(),
  /** The event's name or the donation's fund. */
  title: z.string(),
  name: z.string(),
  mobile: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** Refunds recorded against this payment. */
  refunded: z.number(),
  /** What this payment can still give back: the order's refund due, up to what is left of this payment. */
  refundable: z.number(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  /** The gateway is still asked about it (the reconciler's queue). */
  checking: z.boolean(),
});
export type AdminPayment = z.output<typeof adminPaymentSchema>;

export const adminPaymentListResponse = z.object({
  success: z.literal(1),
  data: z.array(adminPaymentSchema),
  total: z.number().int(),
  summary: z.object({
    by_status: z.record(z.string(), z.number()),
    /** INR received by the matching payments (paid ones). */
    received: z.number(),
  }),
});

export const recheckResponse = z.object({ success: z.literal(1), message: z.string(), data: adminPaymentSchema });

export const refundSchema = z
  .object({
    amount: amountField(),
    method: z.enum(REFUND_METHODS, { error: `Choose one of: ${REFUND_METHODS.join(', ')}` }),
    reference: z.string().trim().max(100, 'At most 100 characters').optional().transform((v) => v ?? ''),
    refunded_on: isoDate(),
    note: z.string().trim().max(500, 'At most 500 characters').optional().transform((v) => v ?? ''),
  })
  .superRefine((v, ctx) => {
    // Money sent back by any way but cash leaves a number to find it by.
    if (v.method !== 'cash' && !v.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: MESSAGES.required });
  });
export type RefundBody = z.output<typeof refundSchema>;

export const refundRowSchema = z.object({
  id: z.number(),
  attempt_id: z.number(),
  txn_id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  registration_id: z.number().nullable(),
  donation_id: z.number().nullable(),
  title: z.string(),
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  method: z.enum(REFUND_METHODS),
  reference: z.string(),
  refunded_on: z.string(),
  note: z.string(),
  staff_name: z.string(),
  created_at: z.string(),
});
export type RefundRow = z.output<typeof refundRowSchema>;

/** An order (registration or donation) that still owes money back, and why. */
export const refundDueSchema = z.object({
  purpose: z.enum(PAYMENT_PURPOSES),
  registration_id: z.number().nullable(),
  donation_id: z.number().nullable(),
  title: z.string(),
  name: z.string(),
  mobile: z.string(),
  /** 'cancelled' (staff cancelled with refund due) or 'overpaid' (paid again, or beyond the total). */
  reason: z.enum(['cancelled', 'overpaid']),
  refund_due: z.number(),
  currency: z.string(),
  /** The paid attempt a refund is recorded against (the newest with something left to give back). */
  attempt_id: z.number().nullable(),
});
export type RefundDue = z.output<typeof refundDueSchema>;

export const adminRefundListQuery = adminListQuery.extend({ from: optionalDate(), to: optionalDate() });
export const adminRefundListResponse = z.object({
  success: z.literal(1),
  data: z.array(refundRowSchema),
  total: z.number().int(),
  /** Every order still owing money back, and the INR totals due and refunded. */
  due: z.array(refundDueSchema),
  totals: z.object({ due: z.number(), refunded: z.number() }),
});

const idParams = z.object({ id: idParam() });

export const adminPaymentCalls = {
  adminPayments: defineCall({ method: 'GET', path: '/admin/payments', summary: 'Every payment attempt with status, gateway, amounts and times; filters', auth: 'staff', roles: FINANCE_ROLES, query: adminPaymentListQuery, response: adminPaymentListResponse }),
  adminPaymentRecheck: defineCall({ method: 'POST', path: '/admin/payments/:id/recheck', summary: 'Check a payment with its gateway now (the reconciler’s logic)', auth: 'staff', roles: FINANCE_ROLES, params: idParams, response: recheckResponse }),
  adminPaymentRefund: defineCall({ method: 'POST', path: '/admin/payments/:id/refund', summary: 'Record a refund (amount, method, reference, date) against a paid payment', auth: 'staff', roles: FINANCE_ROLES, params: idParams, body: refundSchema, response: z.object({ success: z.literal(1), message: z.string(), data: refundRowSchema }) }),
  adminRefunds: defineCall({ method: 'GET', path: '/admin/refunds', summary: 'Refunds recorded, and every order still owing a refund with the totals', auth: 'staff', roles: FINANCE_ROLES, query: adminRefundListQuery, response: adminRefundListResponse }),
};
