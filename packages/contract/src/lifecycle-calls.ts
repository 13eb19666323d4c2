import { z } from './zod.ts';
import { defineCall, idParam } from './call.ts';
import { cancelRegistrationSchema } from './admin-registrations.ts';
import type { StaffRole } from './staff.ts';
import { EVENT_STATUSES } from './registrations.ts';

/**
 * Staff's part of the event lifecycle: cancelling an event. Its registrations are
 * cancelled with it (the money paid becomes a refund due or is forfeit, as staff choose, exactly
 * as when one registration is cancelled), seats and the waiting list are cleared, and every
 * registrant is told.
 */

/** Who may cancel an event (owner always). */
export const EVENT_CANCEL_ROLES: readonly StaffRole[] = ['coordinator'];

/** The same body as cancelling one registration: a reason, and what becomes of money paid. */
export const cancelEventSchema = cancelRegistrationSchema;
export type CancelEventBody = z.output<typeof cancelEventSchema>;

export const eventCancelResultSchema = z.object({
  event_id: z.number(),
  /** Registrations cancelled with the event. */
  registrations: z.number(),
  /** Of them, those with money paid (now refund due or forfeit). */
  paid: z.number(),
  /** Messages queued (email and SMS rows). */
  messages: z.number(),
});
export type EventCancelResult = z.output<typeof eventCancelResultSchema>;

/** Who may run the lifecycle of an event now, from its page (owner always). */
export const EVENT_LIFECYCLE_ROLES: readonly StaffRole[] = ['coordinator'];

export const eventLifecycleResultSchema = z.object({
  event_id: z.number(),
  /** The status before and after: the same when the dates asked for no move. */
  before: z.enum(EVENT_STATUSES),
  status: z.enum(EVENT_STATUSES),
});
export type EventLifecycleResult = z.output<typeof eventLifecycleResultSchema>;

export const lifecycleCalls = {
  adminEventCancel: defineCall({
    method: 'POST',
    path: '/admin/events/:id/cancel',
    summary:
      'Cancel an event: its registrations are cancelled (money paid: refund due or forfeit), seats and waiting list cleared, registrants told',
    auth: 'staff',
    roles: EVENT_CANCEL_ROLES,
    params: z.object({ id: idParam() }),
    body: cancelEventSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: eventCancelResultSchema }),
  }),
  adminEventLifecycleRun: defineCall({
    method: 'POST',
    path: '/admin/events/:id/lifecycle',
    summary: "Run the event's lifecycle now: its status set from its dates (feedback asked when it completes), audited",
    auth: 'staff',
    roles: EVENT_LIFECYCLE_ROLES,
    params: z.object({ id: idParam() }),
    response: z.object({ success: z.literal(1), message: z.string(), data: eventLifecycleResultSchema }),
  }),
};
