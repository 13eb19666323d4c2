import { z } from './zod.ts';
import { dataResponse, defineCall, idParam, okMessageSchema } from './call.ts';
import { seatStatusSchema } from './seats.ts';
import type { StaffRole } from './staff.ts';

/**
 * The waiting list run from the back office (one event's list: who waits, since when, their place,
 * the offers running) and the devotee's own place, read on the registration's page. The seats
 * module serves these calls; the waiting list itself is described in seats.ts.
 */

/** Who runs a waiting list (owner always). */
export const WAITLIST_ROLES = ['coordinator'] as const satisfies readonly StaffRole[];

/** Refusals of the waiting list, each with a stable code (the envelope's `code`). */
export const WAITLIST_CODES = {
  closed: 'waitlist_closed',
  noFreeSeat: 'waitlist_no_free_seat',
  nobodyWaiting: 'waitlist_nobody_waiting',
  notWaiting: 'waitlist_not_waiting',
  alreadyLast: 'waitlist_already_last',
  notHigher: 'waitlist_not_higher',
} as const;

export const WAITLIST_MESSAGES = {
  closed: 'The waiting list of this event is closed',
  noFreeSeat: 'No seat is free: every seat is held or offered. Raise the seats of the event, or wait for one to free',
  nobodyWaiting: 'Nobody is waiting on this list',
  notWaiting: 'This person is no longer waiting on the list',
  alreadyLast: 'This person is already last on the list',
  notHigher: 'Choose a place above the one this person has now',
  placeNotFound: 'This place on the waiting list was not found',
  offered: 'The seat is offered; the person is told by email and SMS',
  skipped: 'Moved one place down; the person is told',
  removed: 'Removed from the waiting list; the person is told',
  moved: 'Moved up; the person is told',
  listClosed: 'The waiting list is closed: nobody new can join. Those on it keep their places',
  listOpened: 'The waiting list is open again',
} as const;

export const waitingRowSchema = z.object({
  /** The place's id (the actions name it). */
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  state: z.enum(['waiting', 'offered']),
  /** Place in line (1 = next); 0 while a seat is offered to the person. */
  position: z.number(),
  /** ISO times (shown in India time). */
  joined_at: z.string(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  /** Seats offered to the person on this list so far (an offer that lapsed counts). */
  offers_sent: z.number(),
});
export type WaitingRow = z.output<typeof waitingRowSchema>;

export const waitingListSchema = z.object({
  event: z.object({
    id: z.number(),
    event_name: z.string(),
    event_date: z.string(),
    capacity: z.number().nullable(),
    /** Seats held or kept by registrations. */
    taken: z.number(),
    /** Seats offered and not yet lapsed. */
    offered: z.number(),
    /** Free seats (nobody holds or is offered them); null without a limit. */
    seats_left: z.number().nullable(),
    /** Staff closed the list: nobody new joins. */
    closed: z.boolean(),
  }),
  /** Offers running first, then the people waiting in their order. */
  rows: z.array(waitingRowSchema),
});
export type WaitingList = z.output<typeof waitingListSchema>;

const reasonText = () => z.string({ error: 'Please give a reason' }).trim().min(3, 'At least 3 characters').max(500, 'At most 500 characters');

export const waitlistMoveSchema = z.object({
  /** The place to move the person to (1 = next in line). */
  position: z.union([z.number().int().min(1), z.string().regex(/^\d{1,6}$/, 'Give a place from 1').transform(Number)], { error: 'Give a place from 1' }),
  reason: reasonText(),
});
export const waitlistRemoveSchema = z.object({ reason: z.string().trim().max(500, 'At most 500 characters').optional().transform((v) => v ?? '') });
export const waitlistCloseSchema = z.object({ closed: z.boolean({ error: 'Say whether the list is closed' }) });

const eventParams = z.object({ id: idParam() });
const placeParams = z.object({ id: idParam() });
const roles = WAITLIST_ROLES;

export const waitlistCalls = {
  adminWaitingList: defineCall({ method: 'GET', path: '/admin/events/:id/waiting-list', summary: "An event's waiting list: who waits, since when, their place, the offers running", auth: 'staff', roles, params: eventParams, response: dataResponse(waitingListSchema) }),
  adminWaitingListOffer: defineCall({ method: 'POST', path: '/admin/events/:id/waiting-list/offer', summary: 'Offer a free seat to the next person in line now', auth: 'staff', roles, params: eventParams, response: okMessageSchema }),
  adminWaitingListClose: defineCall({ method: 'POST', path: '/admin/events/:id/waiting-list/close', summary: 'Close the waiting list to new people (or open it again)', auth: 'staff', roles, params: eventParams, body: waitlistCloseSchema, response: okMessageSchema }),
  adminWaitingPlaceSkip: defineCall({ method: 'POST', path: '/admin/waiting-list/:id/skip', summary: 'Let the next person go first (one place down)', auth: 'staff', roles, params: placeParams, response: okMessageSchema }),
  adminWaitingPlaceRemove: defineCall({ method: 'POST', path: '/admin/waiting-list/:id/remove', summary: 'Take a person off the waiting list (a seat offered to them goes to the next)', auth: 'staff', roles, params: placeParams, body: waitlistRemoveSchema, response: okMessageSchema }),
  adminWaitingPlaceMove: defineCall({ method: 'POST', path: '/admin/waiting-list/:id/move', summary: 'Move a person up the list, with a reason (audited)', auth: 'staff', roles, params: placeParams, body: waitlistMoveSchema, response: okMessageSchema }),
  waitingPlace: defineCall({ method: 'GET', path: '/event/:id/waiting-place', summary: "The caller's place on an event's waiting list (or the seat offered to them)", auth: 'session', params: eventParams, response: dataResponse(seatStatusSchema) }),
};
