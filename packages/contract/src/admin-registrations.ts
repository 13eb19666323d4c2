import { z } from './zod.ts';
import { dataResponse, defineCall, idParam, okMessageSchema } from './call.ts';
import { isoDate } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { PAY_STATUSES } from './registrations.ts';
import { adminListQuery, auditEntrySchema, type StaffRole } from './staff.ts';
import { givenAnswerSchema } from './questions.ts';

/**
 * The back office's registrations: the list with filters, search, counts and money
 * totals; the detail; the actions. Money (amounts, payment attempts, gateway answers) is shown to
 * owner and finance only: for a coordinator those fields are null (docs/decisions/payments.md#the-back-offices-payments).
 */

/** Roles that see amounts (owner always). */
export const MONEY_ROLES: readonly StaffRole[] = ['finance'];
export const seesMoney = (role: StaffRole) => role === 'owner' || MONEY_ROLES.includes(role);

/**
 * Roles that see what a participant gave about themselves (date of birth, gender, emergency
 * contacts, the detail form's answers): the organisers who may have to act on it (owner always);
 * finance sees the money of a registration, not the person's private details (docs/decisions/staff.md).
 */
export const PARTICIPANT_ROLES: readonly StaffRole[] = ['coordinator'];
export const seesParticipant = (role: StaffRole) => role === 'owner' || PARTICIPANT_ROLES.includes(role);

/** A participant's own details on a registration's page: '' where the devotee gave none. */
export const participantDetailsSchema = z.object({
  /** YYYY-MM-DD. */
  date_of_birth: z.string(),
  gender: z.string(),
  emergency_contacts: z.array(z.object({ phone: z.string(), relation: z.string() })),
});
export type ParticipantDetails = z.output<typeof participantDetailsSchema>;

/** How much of a registration is paid, derived from its amounts. */
export const PAYMENT_STATES = ['paid', 'part', 'unpaid', 'refund_due'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Paid in full',
  part: 'Part paid',
  unpaid: 'Nothing paid',
  refund_due: 'Refund due',
};

/** The ways money reaches the foundation outside the site. */
export const OFFLINE_METHODS = ['cash', 'cheque', 'bank_transfer', 'upi', 'card'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
export const OFFLINE_METHOD_LABELS: Record<OfflineMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  upi: 'UPI (outside the site)',
  card: "Card (the foundation's terminal)",
};

/** What happens to money already paid when a registration is cancelled: staff's choice, recorded. */
export const PAID_MONEY_CHOICES = ['refund_due', 'forfeit'] as const;
export type PaidMoneyChoice = (typeof PAID_MONEY_CHOICES)[number];

export const optionalId = () =>
  z
    .union([z.literal(''), z.string().regex(/^\d{1,9}$/, MESSAGES.invalidNumber)])
    .optional()
    .transform((v) => (v ? Number(v) : undefined));

export const optionalDate = () =>
  z
    .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')])
    .optional()
    // A day that does not exist (2026-13-01) is refused here, not by the database.
    .refine((v) => !v || (!Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), MESSAGES.invalidDate)
    .transform((v) => v ?? '');

/** An optional filter of one of `values` ('' or absent: no filter). */
export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values, { error: `Choose one of: ${values.join(', ')}` })])
    .optional()
    .transform((v) => (v ? (v as T[number]) : undefined));

/** Most rows a list's `ids` filter names (a selection made by ticking rows; a larger one is "all matching"). */
export const SELECTION_IDS_MAX = 1000;

/**
 * A list's selection as a filter: ids joined by commas ('' or absent: no such filter). The export
 * of "the selection" is the list's export with it, so it carries the list's own columns and masking.
 */
export const optionalIds = () =>
  z
    .union([z.literal(''), z.string().regex(/^\d{1,9}(,\d{1,9})*$/, 'Give ids separated by commas')])
    .optional()
    .refine((v) => !v || v.split(',').length <= SELECTION_IDS_MAX, `At most ${SELECTION_IDS_MAX} rows; choose all that match the filter instead`)
    .transform((v) => (v ? v.split(',').map(Number) : undefined));

export const REGISTRATION_SORTS = ['created_at', 'event_date', 'name'] as const;

/** `q` searches name, mobile, email and registration number; `from`/`to` bound the registration date (IST). */
export const adminRegistrationListQuery = adminListQuery.extend({
  event_id: optionalId(),
  program_id: optionalId(),
  status: optionalEnum(PAY_STATUSES),
  payment: optionalEnum(PAYMENT_STATES),
  from: optionalDate(),
  to: optionalDate(),
  /** The rows staff ticked (bulk actions' "export the selection"). */
  ids: optionalIds(),
});
export type AdminRegistrationListQuery = z.output<typeof adminRegistrationListQuery>;

const money = z.number().nullable();

export const adminRegistrationSchema = z.object({
  id: z.number(),
  reg_number: z.string(),
  created_at: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  event_id: z.number(),
  event_name: z.string(),
  event_date: z.string(),
  program_id: z.number(),
  program_name: z.string(),
  status: z.enum(PAY_STATUSES),
  payment: z.enum(PAYMENT_STATES),
  currency: z.string(),
  /** Null for a role that does not see money. */
  total: money,
  /** Every payment received, before refunds. */
  paid: money,
  /** Refunds recorded against the registration's payments. */
  refunded: money,
  /** What the foundation holds: paid less refunded (finance reconciles the export with it alone). */
  net: money,
  balance: money,
  refund_due: money,
  /** The discount code the registration used ('' without one), and what it took off (null for a role that does not see money). */
  discount_code: z.string(),
  code_discount: money,
  /** Attendance: when the person was checked in at the door (ISO with +05:30), or null. */
  attended_at: z.string().nullable(),
  /** The staff member who checked them in ('' when no one has). */
  checked_in_by: z.string(),
});
export type AdminRegistration = z.output<typeof adminRegistrationSchema>;

export const registrationSummarySchema = z.object({
  count: z.number(),
  by_status: z.record(z.string(), z.number()),
  /** Sums in INR over the matching rows; null for a role that does not see money. */
  money: z.object({ total: z.number(), paid: z.number(), balance: z.number(), refund_due: z.number() }).nullable(),
});
export type RegistrationSummary = z.output<typeof registrationSummarySchema>;

export const adminRegistrationListResponse = z.object({
  success: z.literal(1),
  data: z.array(adminRegistrationSchema),
  total: z.number().int(),
  summary: registrationSummarySchema,
});

export const paymentAttemptViewSchema = z.object({
  id: z.number(),
  txn_id: z.string(),
  provider: z.string(),
  kind: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  provider_txn_id: z.string(),
  status_message: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** What the gateway answered (or, for an offline payment, what staff recorded). */
  raw_response: z.unknown().nullable(),
  events: z.array(z.object({ from_status: z.string(), to_status: z.string(), source: z.string(), at: z.string(), payload: z.unknown().nullable() })),
});
export type PaymentAttemptView = z.output<typeof paymentAttemptViewSchema>;

/** What a registration holds of its event's seats (docs/decisions/seats.md). */
export const SEAT_STATES = ['held', 'kept', 'over', 'none'] as const;
export type SeatState = (typeof SEAT_STATES)[number];
export const SEAT_STATE_LABELS: Record<SeatState, string> = {
  held: 'Held while a payment is open',
  kept: 'Kept',
  over: 'None: paid after its seat was released, over capacity',
  none: 'None',
};

export const registrationSeatSchema = z.object({
  state: z.enum(SEAT_STATES),
  /** The event's capacity; null: no limit. */
  capacity: z.number().nullable(),
  /** Seats held, kept or offered to the waiting list now. */
  taken: z.number(),
  /**
   * How many seats over capacity the event would be if this registration were given a place now
   * (pay later, an offline payment): 0 when it has a seat or one is free. Staff confirm this number.
   */
  over_by: z.number(),
});
export type RegistrationSeat = z.output<typeof registrationSeatSchema>;

export const adminRegistrationDetailSchema = z.object({
  registration: adminRegistrationSchema.extend({
    event_status: z.string(),
    seat: registrationSeatSchema,
    price: z
      .object({ amount: z.number(), discount_percent: z.number(), discount: z.number(), early_bird: z.number(), total: z.number(), advance: z.number() })
      .nullable(),
    cancel_reason: z.string(),
    cancelled_money: z.enum(PAID_MONEY_CHOICES).nullable(),
  }),
  person: z.object({ id: z.number(), name: z.string(), email: z.string(), mobile: z.string(), city: z.string() }),
  /** Date of birth, gender and emergency contacts; null for a role that does not see them (seesParticipant). */
  participant: participantDetailsSchema.nullable(),
  /** Every attempt, newest first; null for a role that does not see money. */
  payments: z.array(paymentAttemptViewSchema).nullable(),
  /** The detail form's answers; null when none were given or the role does not see them (seesParticipant). */
  form_answers: z.record(z.string(), z.unknown()).nullable(),
  feedback: z.record(z.string(), z.unknown()).nullable(),
  /**
   * The answers to the office's questions, each with the question as it was asked: the details
   * form's for the roles that see the detail form (null otherwise), the feedback's for all who read
   * the registration (a file answer only for those who may open it, QUESTION_FILE_ROLES).
   */
  question_answers: z.object({ details: z.array(givenAnswerSchema).nullable(), feedback: z.array(givenAnswerSchema) }),
  audit: z.array(auditEntrySchema),
});
export type AdminRegistrationDetail = z.output<typeof adminRegistrationDetailSchema>;

/** Rupees with at most two decimals, more than zero. */
export const amountField = () =>
  z
    .union([z.number(), z.string().trim()], { error: MESSAGES.invalidNumber })
    .transform((v) => (typeof v === 'number' ? v : /^\d{1,9}(\.\d{1,2})?$/.test(v) ? Number(v) : NaN))
    .refine((n) => Number.isFinite(n) && n > 0 && Math.round(n * 100) === Number((n * 100).toFixed(6)) && n < 1e9, MESSAGES.invalidNumber);

/**
 * Staff's confirmation of going over capacity: the number of seats over they accept (the detail's
 * `seat.over_by`); absent or 0 when they do not. A larger overshoot than confirmed is refused.
 */
const overCapacity = () =>
  z
    .union([z.number().int().min(0).max(100_000), z.string().regex(/^\d{1,6}$/, MESSAGES.invalidNumber).transform(Number)], { error: MESSAGES.invalidNumber })
    .optional()
    .transform((v) => v ?? 0);

export const markPaidSchema = z
  .object({
    over_capacity: overCapacity(),
    method: z.enum(OFFLINE_METHODS, { error: `Choose one of: ${OFFLINE_METHODS.join(', ')}` }),
    reference: z.string().trim().max(100, 'At most 100 characters').optional().transform((v) => v ?? ''),
    amount: amountField(),
    paid_on: isoDate(),
  })
  .superRefine((v, ctx) => {
    // Cash may have no reference; a cheque, a transfer, UPI or a card slip always has a number to find it by.
    if (v.method !== 'cash' && !v.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: MESSAGES.required });
  });
export type MarkPaidBody = z.output<typeof markPaidSchema>;

export const cancelRegistrationSchema = z.object({
  reason: z.string({ error: MESSAGES.required }).trim().min(3, 'At least 3 characters').max(500, 'At most 500 characters'),
  paid_money: optionalEnum(PAID_MONEY_CHOICES),
});
/** Allow pay later: the place is given now, so a full event needs staff's confirmation. */
export const allowPayLaterSchema = z.object({ over_capacity: overCapacity() });
export type AllowPayLaterBody = z.output<typeof allowPayLaterSchema>;

export type CancelRegistrationBody = z.output<typeof cancelRegistrationSchema>;


/** Move to another event of the same program; money paid above the new price is refund due or forfeit, as chosen. */
export const transferRegistrationSchema = z.object({
  event_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/, MESSAGES.invalidNumber).transform(Number)], { error: MESSAGES.invalidNumber }),
  excess_money: optionalEnum(PAID_MONEY_CHOICES),
  /** A full event: the seats over capacity staff accept (the target's `over_by`), as for pay later and cash. */
  over_capacity: overCapacity(),
});
export type TransferRegistrationBody = z.output<typeof transferRegistrationSchema>;

/** An event a registration may move to: same program, not over; its price today and free seats (null: no limit). */
export const transferTargetSchema = z.object({
  id: z.number(),
  event_name: z.string(),
  event_date: z.string(),
  city_name: z.string(),
  currency: z.string(),
  /** Null for a role that does not see money. */
  total: money,
  /** The money already paid is more than this event's price: the move needs refund due or forfeit (a yes or no every role sees). */
  leaves_excess: z.boolean(),
  seats_left: z.number().nullable(),
  /** How many seats over capacity the event would be with this registration (0 while one is free): staff confirm this number. */
  over_by: z.number(),
});
export type TransferTarget = z.output<typeof transferTargetSchema>;

const idParams = z.object({ id: idParam() });
const READ_ROLES: readonly StaffRole[] = ['coordinator', 'finance'];

export const adminRegistrationCalls = {
  adminRegistrations: defineCall({ method: 'GET', path: '/admin/registrations', summary: 'Registrations with filters, search, counts and money totals', auth: 'staff', roles: READ_ROLES, query: adminRegistrationListQuery, response: adminRegistrationListResponse }),
  adminRegistration: defineCall({ method: 'GET', path: '/admin/registrations/:id', summary: 'A registration: person, price, payments, answers, feedback, audit trail', auth: 'staff', roles: READ_ROLES, params: idParams, response: dataResponse(adminRegistrationDetailSchema) }),
  adminRegistrationMarkPaid: defineCall({ method: 'POST', path: '/admin/registrations/:id/mark-paid', summary: 'Record an offline payment (cash, cheque, bank transfer, UPI)', auth: 'staff', roles: ['finance'], params: idParams, body: markPaidSchema, response: okMessageSchema }),
  adminRegistrationAllowPayLater: defineCall({ method: 'POST', path: '/admin/registrations/:id/allow-pay-later', summary: 'Let an unpaid registration pay later (its place is given now)', auth: 'staff', roles: ['coordinator'], params: idParams, body: allowPayLaterSchema, response: okMessageSchema }),
  adminRegistrationCancel: defineCall({ method: 'POST', path: '/admin/registrations/:id/cancel', summary: 'Cancel with a reason; money paid becomes refund due or is forfeit', auth: 'staff', roles: ['coordinator'], params: idParams, body: cancelRegistrationSchema, response: okMessageSchema }),
  adminRegistrationTransferTargets: defineCall({ method: 'GET', path: '/admin/registrations/:id/transfer-targets', summary: 'Events of the same program the registration may move to', auth: 'staff', roles: ['coordinator'], params: idParams, response: dataResponse(z.array(transferTargetSchema)) }),
  adminRegistrationTransfer: defineCall({ method: 'POST', path: '/admin/registrations/:id/transfer', summary: 'Move to another event of the same program (the seat moves with it)', auth: 'staff', roles: ['coordinator'], params: idParams, body: transferRegistrationSchema, response: okMessageSchema }),
  adminRegistrationResend: defineCall({ method: 'POST', path: '/admin/registrations/:id/resend-confirmation', summary: 'Send the payment confirmation again', auth: 'staff', roles: ['coordinator'], params: idParams, response: okMessageSchema }),
};
