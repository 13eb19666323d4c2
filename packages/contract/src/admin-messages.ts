import { z } from './zod.ts';
import { dataResponse, defineCall } from './call.ts';
import { MESSAGE_KINDS, MESSAGE_LANGS } from './notifications.ts';
import { adminListQuery, type StaffRole } from './staff.ts';
import { optionalEnum } from './admin-registrations.ts';

/**
 * The messages sent to devotees, in the back office: what went out, what failed and
 * what waits, per person and per kind, with each message's tries and last error; and the
 * templates of every kind, in English and Tamil, shown with sample data.
 */

/** Who sees the messages (owner always): the coordinators who answer the devotees, and finance (receipts, invoices). */
export const MESSAGES_VIEW_ROLES: readonly StaffRole[] = ['coordinator', 'finance'];

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/** Plain names of the kinds, for the filter and the templates' headings. */
export const MESSAGE_KIND_LABELS: Record<(typeof MESSAGE_KINDS)[number], string> = {
  'registration-received': 'Registration received',
  'payment-succeeded': 'Payment received (invoice)',
  'payment-failed': 'Payment failed',
  'payment-pending': 'Payment pending',
  'donation-received': 'Donation received (80G receipt)',
  'password-changed': 'Password changed',
  'mobile-changed': 'Mobile number changed',
  'balance-reminder': 'Balance reminder',
  'event-reminder': 'Event reminder (day before)',
  'feedback-request': 'Feedback request',
  'details-form-request': 'Registration details form request',
  'waitlist-offer': 'Waiting-list offer',
  'waitlist-moved': 'Waiting-list place changed',
  'waitlist-removed': 'Taken off the waiting list',
  'event-cancelled': 'Event cancelled',
  'form-10be-issued': 'Form 10BE certificate',
  'registration-cancelled': 'Registration cancelled by staff',
  'refund-recorded': 'Refund paid',
  'pay-later-allowed': 'Pay later allowed (Pay Now link)',
  'receipt-corrected': 'Receipt corrected (corrected 80G receipt)',
  'offline-donation-receipt': 'Offline donation receipt',
  'desk-ticket': 'Ticket of a registration at the desk',
  'desk-account-created': 'Account made at the desk (set a password)',
  broadcast: "Message to an event's participants",
};

/** `q` finds the person by name, email or mobile (or the address the message went to). */
export const adminMessageListQuery = adminListQuery.extend({
  kind: optionalEnum(MESSAGE_KINDS),
  status: optionalEnum(MESSAGE_STATUSES),
  channel: optionalEnum(MESSAGE_CHANNELS),
  /** What the messages are about, e.g. 'broadcast:12' (one message to an event's participants). */
  subject: z.string().trim().max(80, 'At most 80 characters').optional().transform((v) => v ?? ''),
});
export type AdminMessageListQuery = z.output<typeof adminMessageListQuery>;

export const adminMessageSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  /** `id` is null for a donor without an account (an offline donation's receipt). */
  person: z.object({ id: z.number().nullable(), name: z.string(), mobile: z.string(), email: z.string() }),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  lang: z.enum(MESSAGE_LANGS),
  recipient: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number(),
  last_error: z.string(),
  /** When it was sent, or when the next try is due while it waits ('' when neither). */
  sent_at: z.string(),
  next_attempt_at: z.string(),
  /** What it is about, e.g. 'registration:45'. */
  subject_ref: z.string(),
});
export type AdminMessage = z.output<typeof adminMessageSchema>;

export const adminMessageListResponse = z.object({
  success: z.literal(1),
  data: z.array(adminMessageSchema),
  total: z.number(),
  /** Of the matching messages, how many are in each status. */
  by_status: z.record(z.string(), z.number()),
});

export const messageTemplateSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  lang: z.enum(MESSAGE_LANGS),
  subject: z.string(),
  /** The email's plain-text part and its HTML (rendered with the sample data). */
  text: z.string(),
  html: z.string(),
  sms: z.string(),
  sms_encoding: z.enum(['GSM-7', 'UCS-2']),
  sms_segments: z.number(),
});
export type MessageTemplate = z.output<typeof messageTemplateSchema>;

export const adminMessageCalls = {
  adminMessages: defineCall({ method: 'GET', path: '/admin/messages', summary: 'Messages to devotees: sent, failed and waiting, by person, kind, status and channel', auth: 'staff', roles: MESSAGES_VIEW_ROLES, query: adminMessageListQuery, response: adminMessageListResponse }),
  adminMessageTemplates: defineCall({ method: 'GET', path: '/admin/messages/templates', summary: 'Every message kind in English and Tamil (email and SMS), shown with sample data', auth: 'staff', roles: MESSAGES_VIEW_ROLES, response: dataResponse(z.array(messageTemplateSchema)) }),
};
