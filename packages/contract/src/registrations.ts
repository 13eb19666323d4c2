import { z } from './zod.ts';
import { acceptTerms, id, optionalId, requiredText, yesNo } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { checkoutDataSchema } from './payments.ts';
import { isProgramNumber } from './programs.ts';

/**
 * Shapes of the registration read calls, shared by the server that makes
 * them and the member screens that show them. Money here is in major units (rupees) as the
 * spec's screens show it; the database keeps minor units.
 */
export const EVENT_STATUSES = ['notstarted', 'ongoing', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  notstarted: 'Not Started',
  ongoing: 'On Going',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PAY_STATUSES = ['success', 'pending', 'failed', 'partialpay', 'paylater', 'cancelled'] as const;
/** Registrations holding a place (paid in full or in part, or allowed to pay later): what the back office's counts and money held count. */
export const PLACED_STATUSES = ['success', 'partialpay', 'paylater'] as const satisfies readonly (typeof PAY_STATUSES)[number][];
export type PayStatus = (typeof PAY_STATUSES)[number];
export const PAY_STATUS_LABELS: Record<PayStatus, string> = {
  success: 'Success',
  pending: 'Pending',
  failed: 'Failed',
  partialpay: 'Partial Pay',
  paylater: 'Pay Later',
  cancelled: 'Cancelled',
};

const zeroOne = () => z.union([z.literal(0), z.literal(1)]);

/** GET current/list and history/list rows. */
export const registrationRowSchema = z.object({
  id: z.number(),
  event_name: z.string(),
  participant_name: z.string(),
  event_date: z.string(),
  event_address: z.string(),
  event_status: z.enum(EVENT_STATUSES),
  currency: z.string(),
  total: z.number(),
  payable: z.number(),
  pay_status: z.enum(PAY_STATUSES),
  program_id: z.number(),
  /** 1 when feedback was given. */
  feedback: zeroOne(),
  /** 1 when the person came: checked in where the event used check-in, else paid in full (feedback is theirs to give). */
  came: zeroOne(),
  /** 1 when the program asks feedback: the spec's five, or an added program with feedback questions. */
  feedback_form: zeroOne(),
});
export type RegistrationRow = z.output<typeof registrationRowSchema>;

/** POST register/detail. */
export const registrationDetailSchema = z.object({
  regevent_id: z.number(),
  event_name: z.string(),
  participant_name: z.string(),
  event_date: z.string(),
  /** The event's last day ('' for one day), its start on the first day and end on the last (HH:MM, India; '' when not set). */
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** The program's timing, shown only when the event has no times of its own. */
  program_timing: z.string(),
  program_timing_ta: z.string(),
  event_address: z.string(),
  /** The event's description as its public page shows it (the story rules' HTML); the Tamil one '' when not written. */
  event_desc_html: z.string(),
  event_desc_html_ta: z.string(),
  currency: z.string(),
  amount: z.number(),
  discount: z.number(),
  discount_value: z.number(),
  early_value: z.number(),
  total: z.number(),
  advance_amount: z.number(),
  payable: z.number(),
  /** Money received beyond the total (a payment made twice): the foundation refunds it. 0 normally. */
  refund_due: z.number(),
  pay_status: z.enum(PAY_STATUSES),
  payment_id: z.string(),
  reg_number: z.string(),
  event_status: z.enum(EVENT_STATUSES),
  /** 1 when the event no longer takes payments ('Please Contact Below Mentioned Number'). */
  event_close: zeroOne(),
  /** 1 when the profile has what a payment needs; 0 sends the user to the program screen. */
  profile_info: zeroOne(),
  event_id: z.number(),
  program_id: z.number(),
  ref_name: z.string(),
  ref_email: z.string(),
  ref_phone: z.string(),
});
export type RegistrationDetail = z.output<typeof registrationDetailSchema>;

// ---------------------------------------------------------------- registering for an event
// (added by the payments issue: the registration screens, their calls and their rules)

/** Server messages the spec does not give (wording ours, see docs/decisions/payments.md). */
export const REGISTRATION_MESSAGES = {
  eventNotFound: 'Event not found',
  registrationNotFound: 'Registration not found',
  eventClosed: 'Registrations for this event are closed',
  eventPast: 'This event has already taken place',
  eventCancelled: 'This event has been cancelled',
  notOpenYet: 'Registrations for this event are not open yet',
  invalidPan: 'Please enter a valid PAN (e.g. ABCDE1234F)',
  invalidProgram: 'Please choose a program from the list',
  noAdvance: 'This event takes the full amount only',
  alreadyRegistered: 'You are already registered for this event. See Current Events for its details',
  awaitingBank: 'A payment for this registration is awaiting confirmation from the bank. Please check again in a few minutes',
  nothingDue: 'Nothing is due for this registration',
  registeredFree: 'Registered Successfully',
} as const;

/** A PAN: five letters, four digits, one letter (ABCDE1234F). */
export const PAN_REGEX = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const PAYMENT_MODES = ['full', 'advance'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** GET estimate/price/{id} (the specification's "Price response"); amounts in major units. */
export const priceEstimateSchema = z.object({
  event_price: z.number(),
  currency: z.string(),
  /** Percent. */
  discount: z.number(),
  discount_value: z.number(),
  early_value: z.number(),
  /** 0 when the event takes the full amount only. */
  advance: z.number(),
  total: z.number(),
  /** International payment link; '' when there is none. */
  payment_link: z.string(),
  /** The registration screen asks for a PAN (asksPan: a program that collects one, a paid event). */
  asks_pan: z.boolean(),
  /** A discount code applied (only when one was sent and accepted): the code and what it took off. */
  code: z.string().optional(),
  code_value: z.number().optional(),
});
export type PriceEstimate = z.output<typeof priceEstimateSchema>;

/** POST programevent/list → data: the open, upcoming events of a program (the dropdown). */
export const eventOptionSchema = z.object({
  id: z.number(),
  event_name: z.string(),
  city_name: z.string(),
  event_date: z.string(),
  event_address: z.string(),
});
export type EventOption = z.output<typeof eventOptionSchema>;

export const programEventListSchema = z.object({
  program_id: id().refine((v) => isProgramNumber(v), REGISTRATION_MESSAGES.invalidProgram),
});

/** A PAN, upper-cased; '' when not given (required-ness depends on the program). */
const pan = (required = false) =>
  z
    .string({ error: required ? MESSAGES.required : REGISTRATION_MESSAGES.invalidPan })
    .trim()
    .max(20, REGISTRATION_MESSAGES.invalidPan)
    .optional()
    .transform((v) => (v ?? '').toUpperCase())
    .refine((v) => !required || v !== '', MESSAGES.required)
    .refine((v) => v === '' || PAN_REGEX.test(v), REGISTRATION_MESSAGES.invalidPan);

/** POST event/register: what every program's screen sends. */
export const eventRegisterSchema = z.object({
  event_id: id(),
  /** The chosen ticket type; required when the event has types (ticket-types.ts). */
  ticket_type_id: optionalId(),
  /** A discount code ('' or absent: none); the server checks it and computes what it takes off. */
  discount_code: z.string({ error: MESSAGES.mustBeText }).trim().max(40, 'At most 40 characters').optional().transform((v) => (v ?? '').toUpperCase()),
  accept_terms: acceptTerms(),
  pan_number: pan(),
  payment_mode: z
    .enum(PAYMENT_MODES, { error: MESSAGES.required })
    .optional()
    .transform((v) => v ?? 'full'),
  /** Language of the answers (0 English, 1 Tamil), Karmayogam's screen. */
  language: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: MESSAGES.invalidNumber })
    .optional()
    .transform((v) => (v === undefined ? 0 : Number(v)) as 0 | 1),
  /** The signed admission of the event's waiting room, required while the room is on (waiting-room.ts). */
  admission: z.string().max(1000).optional(),
});
export type EventRegisterInput = z.input<typeof eventRegisterSchema>;

/** Karmayogam's extra questions, kept in registrations.details. */
export const karmayogamFieldsSchema = z.object({
  nature: requiredText(LIMITS.text.long),
  interest: requiredText(LIMITS.text.long),
  dream: requiredText(LIMITS.text.long),
  know_program: requiredText(LIMITS.text.long),
  physical_problem: yesNo(),
  similar_program: yesNo(),
  motivation: requiredText(LIMITS.text.long),
});
export type KarmayogamFields = z.output<typeof karmayogamFieldsSchema>;
export const KARMAYOGAM_FIELDS = ['nature', 'interest', 'dream', 'know_program', 'physical_problem', 'similar_program', 'motivation'] as const;

/**
 * Whether registering for an event asks for a PAN. A program fee is not a donation (no 80G
 * receipt needs it), so only a program its owner marks as collecting one (for GST or TDS records)
 * asks, and never for a free event (docs/decisions/registrations.md, "PAN").
 */
export const asksPan = (collectsPan: boolean, totalMinor: number) => collectsPan && totalMinor > 0;

/**
 * The registration screen's form, as the browser checks it: the call's fields, Karmayogam's
 * questions on program 7 and a PAN required where the event asks for one (the price estimate's
 * `asks_pan`). The server runs the same rules (eventRegisterSchema, then karmayogamFieldsSchema
 * and the PAN rule once it knows the event).
 */
export function registrationFormSchema(programId: number, panRequired = false) {
  // One shape for every program, so the screen has one value type; the questions count on program 7 only.
  const answer = () => z.string().optional();
  return eventRegisterSchema
    .extend({
      pan_number: pan(panRequired),
      nature: answer(),
      interest: answer(),
      dream: answer(),
      know_program: answer(),
      physical_problem: answer(),
      similar_program: answer(),
      motivation: answer(),
    })
    .superRefine(
      (v, ctx) => {
        if (programId !== 7) return;
        const checked = karmayogamFieldsSchema.safeParse(v);
        for (const issue of checked.success ? [] : checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      },
      // Run even when another field is wrong, so every message shows in one pass.
      { when: (p) => typeof p.value === 'object' && p.value !== null },
    );
}
export type RegistrationFormInput = z.input<ReturnType<typeof registrationFormSchema>>;

export const registerIdSchema = z.object({ register_id: id() });

/** POST event/register and advance/pay answer with the checkout under `data`. */
export const registerResponseSchema = z.object({
  success: z.literal(1),
  message: z.string(),
  register_id: z.number(),
  txn_id: z.string(),
  /** null when nothing is to be paid (a free event): the registration is complete. */
  data: checkoutDataSchema.nullable(),
  regid: z.string().optional(),
});
export type RegisterResponse = Omit<z.output<typeof registerResponseSchema>, 'success' | 'message'>;
