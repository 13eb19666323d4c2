import { z } from './zod.ts';
import { dataResponse, defineCall } from './call.ts';
import { email, mobileNumber, optionalId, personText } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { PAY_STATUSES, eventRegisterSchema } from './registrations.ts';
import type { StaffRole } from './staff.ts';

/**
 * The desk (/admin/desk): a coordinator registers a walk-in. The devotee is found by mobile, name
 * or email (the devotees list, GET admin/devotees) or created with the few fields a desk can ask
 * (name, mobile, city); the event is picked by name; the server prices it as online and takes the
 * money there (cash, UPI or card with its reference) or lets the devotee pay later (a Pay Now link
 * by SMS). The ticket is answered for the screen and sent to the devotee. docs/decisions/desk.md.
 */

/** How the desk takes the money: received now (cash, UPI, card on the foundation's terminal) or later online. */
export const DESK_PAYMENTS = ['cash', 'upi', 'card', 'later'] as const;
export type DeskPayment = (typeof DESK_PAYMENTS)[number];
export const DESK_PAYMENT_LABELS: Record<DeskPayment, string> = {
  cash: 'Cash',
  upi: "UPI to the foundation's account",
  card: "Card on the foundation's terminal",
  later: 'Pay later (Pay Now link by SMS)',
};

export const DESK_MESSAGES = {
  deskRegistered: 'Registered at the desk: the ticket is on the screen and sent to the devotee',
  deskPayLater: 'Registered at the desk: the place is held and the Pay Now link is sent to the devotee',
  deskDevoteeCreated: 'The devotee was added: an SMS tells them how to set a password',
  deskReferenceNeeded: 'Enter the UPI or card reference',
  deskUnknownDevotee: 'No devotee with this number',
  deskClosedAccount: 'This account is closed: it cannot be registered',
  deskUnknownCity: 'Choose a city from the list',
  deskAlreadyRegistered: 'This devotee is already registered for this event: see the registration in Registrations',
} as const;

/** Stable names of the desk's refusals (clients branch on them; the message is for people). */
export const DESK_CODES = {
  mobileTaken: 'mobile_taken',
  emailTaken: 'email_taken',
  unknownCity: 'unknown_city',
  closedAccount: 'account_closed',
  alreadyRegistered: 'already_registered',
} as const;

/** Who works at the desk: coordinators register, finance takes money (owner always). */
export const DESK_ROLES: readonly StaffRole[] = ['coordinator', 'finance'];

const id = () =>
  z.union([z.number().int().positive().max(999_999_999), z.string().regex(/^\d{1,9}$/, MESSAGES.invalidNumber).transform(Number)], { error: MESSAGES.invalidNumber })
    .refine((n) => n >= 1, MESSAGES.invalidNumber);

/** A new devotee as the desk asks: name, mobile, city; an email when they give one; the language of their messages. */
export const deskDevoteeSchema = z.object({
  name: personText(LIMITS.text.short),
  mobile: mobileNumber(LIMITS.mobile),
  city_id: id(),
  email: z.union([z.literal(''), email()]).optional().transform((v) => v ?? ''),
  language: z.enum(['en', 'ta'], { error: 'Choose one of: en, ta' }).optional().transform((v) => v ?? 'en'),
});
export type DeskDevoteeBody = z.output<typeof deskDevoteeSchema>;

export const deskCityQuery = z.object({ q: z.string().trim().max(60, 'At most 60 characters').optional().transform((v) => v ?? '') });
export const deskCitySchema = z.object({ id: z.number(), name: z.string(), state_name: z.string() });
export type DeskCity = z.output<typeof deskCitySchema>;

/** What the desk shows before taking money: the price computed as online and the seats. */
export const deskQuoteQuery = z.object({
  event_id: id(),
  user_id: id().optional(),
  ticket_type_id: optionalId(),
  /** A discount code the devotee gives, checked by the online rules (limits, dates, per person). */
  discount_code: eventRegisterSchema.shape.discount_code,
});
export const deskQuoteSchema = z.object({
  event_id: z.number(),
  event_name: z.string(),
  event_date: z.string(),
  currency: z.string(),
  /** Rupees, as the server computes it today (discount, early-bird and the code as online). */
  total: z.number(),
  /** The code applied ('' without one) and what it takes off, in rupees. */
  code: z.string(),
  code_value: z.number(),
  /** Why the code given is refused ('' when it applies or none was given): the price is then without it. */
  code_error: z.string(),
  asks_pan: z.boolean(),
  /** Null: no limit. */
  capacity: z.number().nullable(),
  taken: z.number(),
  /** How many seats over capacity a place would put the event (0 while one is free): staff confirm this number. */
  over_by: z.number(),
  /** The devotee's live registration for this event (paid, part-paid, pay later), '' when none. */
  registered: z.union([z.literal(''), z.enum(PAY_STATUSES)]),
});
export type DeskQuote = z.output<typeof deskQuoteSchema>;

const overCapacity = () =>
  z
    .union([z.number().int().min(0).max(100_000), z.string().regex(/^\d{1,6}$/, MESSAGES.invalidNumber).transform(Number)], { error: MESSAGES.invalidNumber })
    .optional()
    .transform((v) => v ?? 0);

export const deskRegisterSchema = z
  .object({
    user_id: id(),
    event_id: id(),
    /** The ticket type, when the event has types (as online). */
    ticket_type_id: optionalId(),
    payment: z.enum(DESK_PAYMENTS, { error: `Choose one of: ${DESK_PAYMENTS.join(', ')}` }),
    /** The UPI transaction or card slip reference (required for those two). */
    reference: z.string().trim().max(100, 'At most 100 characters').optional().transform((v) => v ?? ''),
    pan_number: eventRegisterSchema.shape.pan_number,
    /** A discount code, checked and counted as online (a refused code refuses the registration). */
    discount_code: eventRegisterSchema.shape.discount_code,
    /** The seats over capacity staff accept (the quote's over_by); 0 when they do not. */
    over_capacity: overCapacity(),
  })
  .superRefine((v, ctx) => {
    if ((v.payment === 'upi' || v.payment === 'card') && !v.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: DESK_MESSAGES.deskReferenceNeeded });
  });
export type DeskRegisterBody = z.output<typeof deskRegisterSchema>;

export const deskRegistrationSchema = z.object({
  registration_id: z.number(),
  reg_number: z.string(),
  status: z.enum(PAY_STATUSES),
  event_name: z.string(),
  name: z.string(),
  currency: z.string(),
  total: z.number(),
  /** The code applied ('' without one) and what it took off, in rupees. */
  code: z.string(),
  code_value: z.number(),
  payment: z.enum(DESK_PAYMENTS),
  /** The signed QR ticket of a paid (or free) place; '' for pay later (the door takes the money). */
  ticket: z.string(),
});
export type DeskRegistration = z.output<typeof deskRegistrationSchema>;

export const adminDeskCalls = {
  adminDeskCities: defineCall({ method: 'GET', path: '/admin/desk/cities', summary: "Cities by name, for a new devotee's city", auth: 'staff', roles: DESK_ROLES, query: deskCityQuery, response: dataResponse(z.array(deskCitySchema)) }),
  adminDeskDevoteeCreate: defineCall({ method: 'POST', path: '/admin/desk/devotees', summary: 'Add a walk-in devotee (name, mobile, city); an SMS tells them how to set a password', auth: 'staff', roles: DESK_ROLES, body: deskDevoteeSchema, response: z.object({ success: z.literal(1), message: z.string(), data: z.object({ id: z.number(), name: z.string(), mobile: z.string() }) }) }),
  adminDeskQuote: defineCall({ method: 'GET', path: '/admin/desk/quote', summary: "An event's price and seats for a walk-in, computed as online", auth: 'staff', roles: DESK_ROLES, query: deskQuoteQuery, response: dataResponse(deskQuoteSchema) }),
  adminDeskRegister: defineCall({ method: 'POST', path: '/admin/desk/registrations', summary: 'Register a walk-in and take the money (cash, UPI, card) or let them pay later; answers the ticket', auth: 'staff', roles: DESK_ROLES, body: deskRegisterSchema, response: z.object({ success: z.literal(1), message: z.string(), data: deskRegistrationSchema }) }),
};
