import { z } from './zod.ts';
import { defineCall, idParam, okMessageSchema } from './call.ts';
import { PAY_STATUSES } from './registrations.ts';
import type { StaffRole } from './staff.ts';
import { CHECK_IN_MESSAGES } from './check-in-messages.ts';

/**
 * Check-in at the door: a coordinator scans a QR ticket or finds a person by name or
 * mobile and marks the registration attended, once.
 */

/** Who may check people in (owner always). */
export const CHECK_IN_ROLES: readonly StaffRole[] = ['coordinator'];

/** Statuses that may enter: paid in full or in part (the same that are given a ticket). */
export const CHECK_IN_STATUSES = ['success', 'partialpay'] as const;

export const checkInBodySchema = z
  .object({
    /** The event whose door this is: a ticket for another event is refused, not checked in. */
    event_id: z.number({ error: CHECK_IN_MESSAGES.checkInChooseEvent }).int().positive().max(2_147_483_647, CHECK_IN_MESSAGES.checkInChooseEvent),
    ticket: z.string().trim().max(200, CHECK_IN_MESSAGES.checkInBadTicket).optional(),
    registration_id: z
      .union([z.number().int().positive(), z.string().trim().regex(/^\d{1,9}$/, 'Give a registration number')])
      .optional()
      .transform((v) => (v === undefined ? undefined : Number(v))),
  })
  .superRefine((v, ctx) => {
    if (!v.ticket && !v.registration_id) ctx.addIssue({ code: 'custom', path: ['ticket'], message: CHECK_IN_MESSAGES.checkInWhich });
  });
export type CheckInBody = z.output<typeof checkInBodySchema>;

export const checkInPersonSchema = z.object({
  registration_id: z.number(),
  reg_number: z.string(),
  name: z.string(),
  mobile: z.string(),
  status: z.enum(PAY_STATUSES),
  /** 1 when the status lets the person in. */
  can_check_in: z.union([z.literal(0), z.literal(1)]),
  /** The first check-in (ISO time with +05:30), or null. */
  attended_at: z.string().nullable(),
  /**
   * What is still to pay, in rupees (0 when nothing): the door collects it before the person
   * enters, so every door role sees this one figure (docs/decisions/check-in.md).
   */
  balance_due: z.number(),
  currency: z.string(),
});
export type CheckInPerson = z.output<typeof checkInPersonSchema>;

export const checkInCountsSchema = z.object({ registered: z.number(), checked_in: z.number() });

export const checkInResponseSchema = z.object({
  success: z.literal(1),
  message: z.string(),
  data: checkInPersonSchema.extend({
    event_id: z.number(),
    event_name: z.string(),
    /** 1 when this call found the person already checked in (nothing changed). */
    already: z.union([z.literal(0), z.literal(1)]),
    checked_in_by: z.string(),
  }),
});

export const checkInSearchQuery = z.object({
  q: z.string().trim().max(100, 'At most 100 characters').optional().transform((v) => v ?? ''),
});

export const checkInSearchResponse = z.object({
  success: z.literal(1),
  event: z.object({ id: z.number(), name: z.string(), date: z.string() }),
  counts: checkInCountsSchema,
  data: z.array(checkInPersonSchema),
});

/** An action at one registration from the door of its event (the door names its event, as check-in does). */
export const doorActionBodySchema = z.object({
  event_id: z.number({ error: CHECK_IN_MESSAGES.checkInChooseEvent }).int().positive().max(2_147_483_647, CHECK_IN_MESSAGES.checkInChooseEvent),
});
export type DoorActionBody = z.output<typeof doorActionBodySchema>;

export const checkInCalls = {
  adminCheckIn: defineCall({ method: 'POST', path: '/admin/check-in', summary: 'Mark a registration attended, by scanned ticket or registration number (once)', auth: 'staff', roles: CHECK_IN_ROLES, body: checkInBodySchema, response: checkInResponseSchema }),
  adminCheckInTakePayment: defineCall({ method: 'POST', path: '/admin/check-in/:id/take-payment', summary: 'Take the balance still due in cash at the door (the amount is the balance, computed by the server)', auth: 'staff', roles: CHECK_IN_ROLES, params: z.object({ id: idParam() }), body: doorActionBodySchema, response: okMessageSchema }),
  adminCheckInUndo: defineCall({ method: 'POST', path: '/admin/check-in/:id/undo', summary: 'Undo a check-in made by mistake (audited)', auth: 'staff', roles: CHECK_IN_ROLES, params: z.object({ id: idParam() }), body: doorActionBodySchema, response: okMessageSchema }),
  adminCheckInSearch: defineCall({ method: 'GET', path: '/admin/check-in/:event_id', summary: "Find an event's people by name or mobile, with counts (registered / checked in)", auth: 'staff', roles: CHECK_IN_ROLES, params: z.object({ event_id: idParam() }), query: checkInSearchQuery, response: checkInSearchResponse }),
};
