import { z } from './zod.ts';
import { dataResponse, defineCall, idParam, okResponse } from './call.ts';
import { id, requiredText } from './fields.ts';
import { MESSAGE_LANGS } from './notifications.ts';
import { optionalDate, optionalId } from './admin-registrations.ts';
import { isFinancialYearLabel } from './financial-year.ts';
import { adminPaymentListQuery } from './admin-payments.ts';
import { adminDonationListQuery } from './admin-donations.ts';
import { BULK_MAX_ROWS } from './bulk-actions.ts';
import type { StaffRole } from './staff.ts';

/**
 * A message to an event's participants (docs/decisions/messages.md, "Messages to an event's
 * participants"): staff choose who (by registration status, waiting list or check-in), the
 * channel, and write it in English and Tamil (or start from a saved template); it is sent now or
 * at a time in India, as messages of the kind 'broadcast' through the messages' own delivery.
 */

/** Who sends them (owner always): the coordinators who run the events. */
export const BROADCAST_ROLES = ['coordinator'] as const satisfies readonly StaffRole[];
/** Messages to devotees (all, a search of the devotees list, or the people ticked there): coordinators (owner always). */
export const DEVOTEE_BROADCAST_ROLES = ['coordinator'] as const satisfies readonly StaffRole[];
/** Messages to donors and payers (chosen by what they gave or paid): finance (owner always). */
export const GIVER_BROADCAST_ROLES = ['finance'] as const satisfies readonly StaffRole[];
/** Following, cancelling and the saved templates: whoever may send one kind or another. */
export const BROADCAST_ANY_ROLES = ['coordinator', 'finance'] as const satisfies readonly StaffRole[];

/**
 * 'selected': the registrations staff ticked in the registrations list (bulk actions' Message);
 * 'waiting_selected': the people ticked on the event's waiting list (its bulk bar's Message).
 */
export const BROADCAST_AUDIENCES = ['everyone', 'paid', 'part_paid', 'pay_later', 'waiting', 'checked_in', 'not_checked_in', 'selected', 'waiting_selected'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
/**
 * Messages to people without an event: donors (by fund, dates, financial year), payers (who paid
 * for a registration, by dates and program), devotees (all, a search, or the people ticked).
 */
export const DEVOTEE_AUDIENCES = ['devotees'] as const;
export const GIVER_AUDIENCES = ['donors', 'payers'] as const;
export type PeopleAudience = (typeof DEVOTEE_AUDIENCES)[number] | (typeof GIVER_AUDIENCES)[number];
export type AnyAudience = BroadcastAudience | PeopleAudience;
export const BROADCAST_AUDIENCE_LABELS: Record<AnyAudience, string> = {
  donors: 'Donors',
  payers: 'People who paid for a registration',
  devotees: 'Devotees',
  everyone: 'Everyone (with a place, or waiting)',
  paid: 'Paid in full',
  part_paid: 'Part paid',
  pay_later: 'Pay later',
  waiting: 'On the waiting list',
  checked_in: 'Checked in',
  not_checked_in: 'Not checked in yet',
  selected: 'The registrations chosen in the list',
  waiting_selected: 'The people chosen on the waiting list',
};

/** 'preferred': each person's own (WhatsApp when they gave a WhatsApp number, else email, else SMS). */
export const BROADCAST_CHANNELS = ['preferred', 'email', 'sms', 'whatsapp'] as const;
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number];
export const BROADCAST_CHANNEL_LABELS: Record<BroadcastChannel, string> = {
  preferred: "Each person's preferred",
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** 'queuing': its messages are being added, a few hundred at a time (then 'queued'). */
export const BROADCAST_STATES = ['scheduled', 'queuing', 'queued', 'cancelled'] as const;
export const BROADCAST_STATE_LABELS: Record<(typeof BROADCAST_STATES)[number], string> = {
  scheduled: 'Scheduled',
  queuing: 'Queuing',
  queued: 'Sending',
  cancelled: 'Cancelled',
};

export const BROADCAST_LIMITS = {
  subject: 150,
  body: 2000,
  /** An SMS (the text filled into the DLT template) may take at most this many segments. */
  smsSegments: 4,
  templateName: 80,
} as const;

export const BROADCAST_CODES = {
  smsTooLong: 'broadcast_sms_too_long',
  timePassed: 'broadcast_time_passed',
  nobody: 'broadcast_nobody',
  nothingSelected: 'broadcast_nothing_selected',
  notScheduled: 'broadcast_not_scheduled',
  notYours: 'broadcast_not_your_audience',
  badRange: 'broadcast_bad_range',
  tooMany: 'broadcast_too_many_rows',
} as const;

export const BROADCAST_MESSAGES = {
  smsTooLong: 'The text is too long for an SMS: shorten it to fit the segments shown',
  timePassed: 'Choose a time still to come (India time), or send now',
  nobody: 'Nobody of this event matches: choose other people or another event',
  nothingSelected: 'Choose the registrations in the registrations list first',
  nothingSelectedWaiting: 'Choose the people on the waiting list first',
  notScheduled: 'Only a message still waiting for its time can be cancelled',
  notFound: 'This message to participants was not found',
  nobodyChosen: 'Nobody matches: choose other people or widen the filters',
  notYours: 'Your role may not message these people: donors and payers are messaged by finance, devotees and participants by coordinators',
  badRange: 'The start date must not be after the end date',
  tooMany: `At most ${BULK_MAX_ROWS} rows at once: narrow the list's filter`,
  sent: 'The message is queued for everyone chosen; its progress shows below',
  scheduled: 'The message will be sent at the time chosen (India time)',
  cancelled: 'The scheduled message is cancelled; nothing was sent',
  templateSaved: 'The template is saved',
  optedOut: 'You will no longer get messages sent to all participants of an event; receipts, payments and reminders still reach you',
  optedIn: 'You will get messages sent to the participants of your events again',
} as const;

/** 'YYYY-MM-DDTHH:MM' in India (what a datetime-local field gives); '' or absent: now. */
const sendAt = () =>
  z
    .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use a date and time (India time)')])
    .optional()
    .transform((v) => v ?? '');

const texts = {
  subject_en: requiredText(BROADCAST_LIMITS.subject),
  body_en: requiredText(BROADCAST_LIMITS.body),
  subject_ta: requiredText(BROADCAST_LIMITS.subject),
  body_ta: requiredText(BROADCAST_LIMITS.body),
};

/** Who and how: what the preview and the count are made from. */
export const broadcastDraftSchema = z.object({
  event_id: id(),
  audience: z.enum(BROADCAST_AUDIENCES, { error: `Choose one of: ${BROADCAST_AUDIENCES.join(', ')}` }),
  channel: z.enum(BROADCAST_CHANNELS, { error: `Choose one of: ${BROADCAST_CHANNELS.join(', ')}` }),
  ...texts,
  send_at: sendAt(),
  /** The saved template the texts started from (kept with the message for the record). */
  template_id: optionalId(),
  /** Audience 'selected': the registrations ticked in the list (the event's own only are reached). */
  registration_ids: z.array(z.number().int().positive().max(2_147_483_647), { error: 'Give the registrations as a list of ids' }).max(5000, 'At most 5000 registrations').optional(),
  /** Audience 'waiting_selected': the places ticked on the waiting list (the event's own only are reached). */
  waiting_ids: z.array(z.number().int().positive().max(2_147_483_647), { error: 'Give the places as a list of ids' }).max(5000, 'At most 5000 places').optional(),
});
export type BroadcastDraft = z.output<typeof broadcastDraftSchema>;

/** The preview may be asked before the texts are written: they are optional there. */
export const broadcastPreviewSchema = broadcastDraftSchema.extend({
  subject_en: z.string().max(BROADCAST_LIMITS.subject).optional().transform((v) => v ?? ''),
  body_en: z.string().max(BROADCAST_LIMITS.body).optional().transform((v) => v ?? ''),
  subject_ta: z.string().max(BROADCAST_LIMITS.subject).optional().transform((v) => v ?? ''),
  body_ta: z.string().max(BROADCAST_LIMITS.body).optional().transform((v) => v ?? ''),
});

/** The people ticked in a list (devotees' bulk bar), as ids. */
const personIds = () => z.array(z.number().int().positive().max(2_147_483_647), { error: 'Give the people as a list of ids' }).max(5000, 'At most 5000 people').optional();
/** The rows ticked in the donations or payments list (their bulk bar's Message), as ids: their people are the audience. */
const rowIds = (rows: string) => z.array(z.number().int().positive().max(2_147_483_647), { error: `Give the ${rows} as a list of ids` }).max(5000, `At most 5000 ${rows}`).optional();

/** A list's own filter without its page, order or ticked rows. */
const LIST_ONLY = { page: true, per_page: true, sort: true, ids: true } as const;

/**
 * Who, for a message without an event: the fund a donor gave to, a date range (India's days) or a
 * financial year ('2026-27') of the gift or the paid registration, a program (payers), a search of
 * the devotees list (name, email or mobile) or the people ticked there; or the rows ticked in the
 * donations list (donors: `donation_ids`) or the payments list (payers: `payment_ids`), whose
 * people with an account are the audience whatever the other filters say; or the donations or
 * payments list's own filter ("Select all N matching": `donations_filter`, `payments_filter`),
 * resolved to its rows (at most BULK_MAX_ROWS) when previewed and when sent.
 */
export const broadcastFilterFields = {
  fund: z.string().trim().max(40, 'At most 40 characters').optional().transform((v) => v ?? ''),
  from: optionalDate(),
  to: optionalDate(),
  financial_year: z
    .union([z.literal(''), z.string().refine(isFinancialYearLabel, 'Use a financial year like 2026-27')])
    .optional()
    .transform((v) => v ?? ''),
  program_id: optionalId(),
  q: z.string().trim().max(100, 'At most 100 characters').optional().transform((v) => v ?? ''),
  user_ids: personIds(),
  donation_ids: rowIds('donations'),
  payment_ids: rowIds('payments'),
  donations_filter: adminDonationListQuery.omit(LIST_ONLY).optional(),
  payments_filter: adminPaymentListQuery.omit(LIST_ONLY).optional(),
};
export const broadcastFiltersSchema = z.object(broadcastFilterFields);
export type BroadcastFilters = z.output<typeof broadcastFiltersSchema>;
export type DonationsListFilter = NonNullable<BroadcastFilters['donations_filter']>;
export type PaymentsListFilter = NonNullable<BroadcastFilters['payments_filter']>;

const peopleDraft = <A extends readonly [string, ...string[]]>(audiences: A) =>
  z.object({
    audience: z.enum(audiences, { error: `Choose one of: ${audiences.join(', ')}` }),
    channel: z.enum(BROADCAST_CHANNELS, { error: `Choose one of: ${BROADCAST_CHANNELS.join(', ')}` }),
    ...texts,
    send_at: sendAt(),
    template_id: optionalId(),
    ...broadcastFilterFields,
  });
const optionalTexts = {
  subject_en: z.string().max(BROADCAST_LIMITS.subject).optional().transform((v) => v ?? ''),
  body_en: z.string().max(BROADCAST_LIMITS.body).optional().transform((v) => v ?? ''),
  subject_ta: z.string().max(BROADCAST_LIMITS.subject).optional().transform((v) => v ?? ''),
  body_ta: z.string().max(BROADCAST_LIMITS.body).optional().transform((v) => v ?? ''),
};
export const devoteeBroadcastSchema = peopleDraft(DEVOTEE_AUDIENCES);
export const giverBroadcastSchema = peopleDraft(GIVER_AUDIENCES);
export const devoteeBroadcastPreviewSchema = devoteeBroadcastSchema.extend(optionalTexts);
export const giverBroadcastPreviewSchema = giverBroadcastSchema.extend(optionalTexts);
export type PeopleBroadcastDraft = z.output<typeof devoteeBroadcastSchema> | z.output<typeof giverBroadcastSchema>;

const channelCounts = z.object({ email: z.number(), sms: z.number(), whatsapp: z.number() });

export const broadcastPreviewLangSchema = z.object({
  lang: z.enum(MESSAGE_LANGS),
  /** The participant whose data fills the preview ('' when nobody of this language is chosen: a sample). */
  sample_name: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sms: z.string(),
  sms_encoding: z.enum(['GSM-7', 'UCS-2']),
  sms_units: z.number(),
  sms_segments: z.number(),
  /** The DLT template the SMS goes under, and the approved WhatsApp template. */
  dlt_template_id: z.string(),
  whatsapp_template: z.string(),
});

export const broadcastPreviewResultSchema = z.object({
  /** People who will get it (opted-out people not counted), and per channel and language. */
  recipients: z.number(),
  by_channel: channelCounts,
  by_lang: z.object({ en: z.number(), ta: z.number() }),
  /** Chosen but skipped: opted out of non-essential messages, or no address for the channel. */
  opted_out: z.number(),
  no_address: z.number(),
  sms_limit: z.number(),
  /** With a list's filter: how many of its rows it matches now. */
  rows: z.number().optional(),
  langs: z.array(broadcastPreviewLangSchema),
});
export type BroadcastPreview = z.output<typeof broadcastPreviewResultSchema>;

export const broadcastRowSchema = z.object({
  id: z.number(),
  /** Null for a message to donors, payers or devotees. */
  event_id: z.number().nullable(),
  event_name: z.string(),
  audience: z.enum([...BROADCAST_AUDIENCES, ...DEVOTEE_AUDIENCES, ...GIVER_AUDIENCES]),
  /** The filters of a message without an event, in words ('' when none). */
  filters: z.string(),
  channel: z.enum(BROADCAST_CHANNELS),
  subject_en: z.string(),
  subject_ta: z.string(),
  state: z.enum(BROADCAST_STATES),
  /** ISO: when it goes (or went) out. */
  send_at: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  /** Once queued: the people reached and those skipped as opted out. */
  recipients: z.number(),
  opted_out: z.number(),
  /** Its messages by delivery state (queued, sending, sent, failed). */
  progress: z.record(z.string(), z.number()),
});
export type BroadcastRow = z.output<typeof broadcastRowSchema>;

export const broadcastTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  subject_en: z.string(),
  body_en: z.string(),
  subject_ta: z.string(),
  body_ta: z.string(),
});
export type BroadcastTemplate = z.output<typeof broadcastTemplateSchema>;

export const broadcastTemplateInputSchema = z.object({ name: requiredText(BROADCAST_LIMITS.templateName), ...texts });

/** `people`: 'devotees' or 'givers' (donors and payers) lists the messages without an event of that kind. */
export const broadcastListQuery = z.object({
  event_id: optionalId(),
  people: z.union([z.literal(''), z.enum(['devotees', 'givers'])], { error: 'Choose devotees or givers' }).optional().transform((v) => v || undefined),
});

const roles = BROADCAST_ROLES;
const anyRoles = BROADCAST_ANY_ROLES;
const params = z.object({ id: idParam() });

export const broadcastCalls = {
  adminBroadcastPreview: defineCall({ method: 'POST', path: '/admin/broadcasts/preview', summary: "A message to an event's participants before it is sent: who gets it per channel and language, and each language's text with a real participant's data", auth: 'staff', roles, body: broadcastPreviewSchema, response: dataResponse(broadcastPreviewResultSchema) }),
  adminBroadcastSend: defineCall({ method: 'POST', path: '/admin/broadcasts', summary: "Send a message to an event's participants now or at a time (India time); audited", auth: 'staff', roles, body: broadcastDraftSchema, response: okResponse({ message: z.string(), data: broadcastRowSchema }) }),
  adminBroadcasts: defineCall({ method: 'GET', path: '/admin/broadcasts', summary: "Messages to events' participants, donors, payers or devotees, newest first, with their delivery progress", auth: 'staff', roles: anyRoles, query: broadcastListQuery, response: dataResponse(z.array(broadcastRowSchema)) }),
  adminBroadcastCancel: defineCall({ method: 'POST', path: '/admin/broadcasts/:id/cancel', summary: 'Cancel a message still waiting for its time (by a role that may send it); audited', auth: 'staff', roles: anyRoles, params, response: okResponse({ message: z.string() }) }),
  adminBroadcastTemplates: defineCall({ method: 'GET', path: '/admin/broadcast-templates', summary: 'Saved texts for messages to participants (English and Tamil)', auth: 'staff', roles: anyRoles, response: dataResponse(z.array(broadcastTemplateSchema)) }),
  adminBroadcastDevoteesPreview: defineCall({ method: 'POST', path: '/admin/broadcasts/devotees/preview', summary: 'A message to devotees (all, a search, or those ticked) before it is sent: who gets it per channel and language, and each language with a real devotee\'s data', auth: 'staff', roles: DEVOTEE_BROADCAST_ROLES, body: devoteeBroadcastPreviewSchema, response: dataResponse(broadcastPreviewResultSchema) }),
  adminBroadcastDevoteesSend: defineCall({ method: 'POST', path: '/admin/broadcasts/devotees', summary: 'Send a message to devotees now or at a time (India time); audited', auth: 'staff', roles: DEVOTEE_BROADCAST_ROLES, body: devoteeBroadcastSchema, response: okResponse({ message: z.string(), data: broadcastRowSchema }) }),
  adminBroadcastGiversPreview: defineCall({ method: 'POST', path: '/admin/broadcasts/givers/preview', summary: 'A message to donors (by fund, dates, financial year) or payers (by dates, program) before it is sent: who gets it per channel and language, and each language with a real person\'s data', auth: 'staff', roles: GIVER_BROADCAST_ROLES, body: giverBroadcastPreviewSchema, response: dataResponse(broadcastPreviewResultSchema) }),
  adminBroadcastGiversSend: defineCall({ method: 'POST', path: '/admin/broadcasts/givers', summary: 'Send a message to donors or payers now or at a time (India time); audited', auth: 'staff', roles: GIVER_BROADCAST_ROLES, body: giverBroadcastSchema, response: okResponse({ message: z.string(), data: broadcastRowSchema }) }),
  messageOptOutState: defineCall({ method: 'GET', path: '/account/message-opt-out', summary: "Whether I opted out of the foundation's non-essential messages (the profile's switch)", auth: 'session', response: dataResponse(z.object({ opt_out: z.boolean() })) }),
  messageOptOut: defineCall({ method: 'POST', path: '/account/message-opt-out', summary: "Opt out of (or back into) the foundation's non-essential messages: messages to an event's participants skip the person", auth: 'session', body: z.object({ opt_out: z.boolean({ error: 'Say yes or no' }) }), response: okResponse({ message: z.string() }) }),
  adminBroadcastTemplateSave: defineCall({ method: 'POST', path: '/admin/broadcast-templates', summary: 'Save a text for messages to participants as a template', auth: 'staff', roles: anyRoles, body: broadcastTemplateInputSchema, response: okResponse({ message: z.string(), data: broadcastTemplateSchema }) }),
};

/** An audience filter for the registrations list's "Message these" ('' when the list's filter names none). */
export const audienceOfStatus = (status: string): BroadcastAudience | '' =>
  (({ success: 'paid', partialpay: 'part_paid', paylater: 'pay_later' }) as Record<string, BroadcastAudience>)[status] ?? '';
