import { z } from './zod.ts';
import { defineCall, idParam, okMessageSchema } from './call.ts';
import { MESSAGES } from './messages.ts';
import { adminListQuery, type StaffRole } from './staff.ts';

/**
 * The back office's volunteers (Karmayogam), contact inbox, feedback and post-registration form
 * answers. Form answers carry health notes and emergency contacts: coordinators and
 * owners only. Contact replies go by email through the mail provider.
 */

const optionalId = () =>
  z
    .union([z.literal(''), z.string().regex(/^\d{1,9}$/, MESSAGES.invalidNumber)])
    .optional()
    .transform((v) => (v ? Number(v) : undefined));

export const adminVolunteerListQuery = adminListQuery.extend({
  event_id: optionalId(),
  kind: z
    .union([z.literal(''), z.enum(['event', 'foundation'])], { error: 'Choose one of: event, foundation' })
    .optional()
    .transform((v) => v || undefined),
});
export type AdminVolunteerListQuery = z.output<typeof adminVolunteerListQuery>;

export const adminVolunteerSchema = z.object({
  id: z.number(),
  kind: z.enum(['event', 'foundation']),
  event_id: z.number().nullable(),
  event_name: z.string(),
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type AdminVolunteer = z.output<typeof adminVolunteerSchema>;

export const adminContactListQuery = adminListQuery.extend({
  handled: z
    .union([z.literal(''), z.enum(['yes', 'no'])], { error: 'Choose one of: yes, no' })
    .optional()
    .transform((v) => v || undefined),
});
export type AdminContactListQuery = z.output<typeof adminContactListQuery>;

export const adminContactMessageSchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  reply: z.string(),
  replied_at: z.string().nullable(),
});
export type AdminContactMessage = z.output<typeof adminContactMessageSchema>;

export const contactMarkSchema = z.object({ handled: z.boolean({ error: 'Must be true or false' }) });
export const contactReplySchema = z.object({
  reply: z.string({ error: MESSAGES.required }).trim().min(2, 'At least 2 characters').max(5000, 'At most 5000 characters'),
});

export const adminEventAnswersQuery = adminListQuery.extend({ event_id: optionalId(), program_id: optionalId() });
export type AdminEventAnswersQuery = z.output<typeof adminEventAnswersQuery>;

const answersRow = z.object({
  registration_id: z.number(),
  reg_number: z.string(),
  name: z.string(),
  mobile: z.string(),
  event_id: z.number(),
  event_name: z.string(),
  /** Whose form the answers follow: the questions' texts are the program's. */
  program_id: z.number(),
  answers: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AdminAnswersRow = z.output<typeof answersRow>;

/**
 * Per question of a program's feedback form, in the form's order: its text in English and Tamil,
 * how many answered it, and for a question with choices (Yes/No, a list) how often each choice was
 * given. Written answers are counted, never grouped as if they were choices (`counts` stays empty).
 */
export const feedbackSummarySchema = z.object({
  count: z.number(),
  questions: z.array(
    z.object({
      program_id: z.number(),
      field: z.string(),
      question: z.object({ en: z.string(), ta: z.string() }),
      answered: z.number(),
      counts: z.record(z.string(), z.number()),
    }),
  ),
});
export type FeedbackSummary = z.output<typeof feedbackSummarySchema>;

const listOf = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(1), data: z.array(item), total: z.number().int() });
const idParams = z.object({ id: idParam() });
const PEOPLE: readonly StaffRole[] = ['coordinator'];

export const adminInboxCalls = {
  adminVolunteers: defineCall({ method: 'GET', path: '/admin/volunteers', summary: 'Karmayogam volunteers, per event or foundation-wide', auth: 'staff', roles: PEOPLE, query: adminVolunteerListQuery, response: listOf(adminVolunteerSchema) }),
  adminContactMessages: defineCall({ method: 'GET', path: '/admin/contact-messages', summary: 'The contact inbox (handled or not)', auth: 'staff', roles: PEOPLE, query: adminContactListQuery, response: listOf(adminContactMessageSchema) }),
  adminContactMessageMark: defineCall({ method: 'POST', path: '/admin/contact-messages/:id/mark', summary: 'Mark a contact message handled or not handled', auth: 'staff', roles: PEOPLE, params: idParams, body: contactMarkSchema, response: okMessageSchema }),
  adminContactMessageReply: defineCall({ method: 'POST', path: '/admin/contact-messages/:id/reply', summary: 'Reply by email (marks the message handled)', auth: 'staff', roles: PEOPLE, params: idParams, body: contactReplySchema, response: okMessageSchema }),
  adminFeedback: defineCall({ method: 'GET', path: '/admin/feedback', summary: 'Feedback per event, with a summary of the answers', auth: 'staff', roles: ['coordinator', 'finance'], query: adminEventAnswersQuery, response: listOf(answersRow).extend({ summary: feedbackSummarySchema }) }),
  adminFormAnswers: defineCall({ method: 'GET', path: '/admin/form-answers', summary: 'Post-registration form answers per event (emergency contacts, health notes, accommodation)', auth: 'staff', roles: PEOPLE, query: adminEventAnswersQuery, response: listOf(answersRow) }),
};
