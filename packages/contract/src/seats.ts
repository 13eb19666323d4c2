import { z } from './zod.ts';
import { dataResponse, defineCall, idParam } from './call.ts';
import { id } from './fields.ts';

/**
 * Seats and the waiting list: an event with a capacity takes that many registrations
 * holding or keeping a seat; when it is full a devotee may join its waiting list, and when a seat
 * frees the next person is offered it for a set time.
 */
export const SEAT_MESSAGES = {
  eventFull: 'This event is full. You can join the waiting list and we will write to you when a seat frees',
  joined: 'You are on the waiting list. We will write to you by email and SMS when a seat frees',
  left: 'You have left the waiting list',
  notFull: 'Seats are still available for this event: please register',
  notOnList: 'You are not on the waiting list of this event',
  alreadyRegistered: 'You already have a seat for this event',
} as const;

/** What the registration screen shows about an event's seats and the caller's place on its list. */
export const seatStatusSchema = z.object({
  event_id: z.number(),
  /** null: no limit. */
  capacity: z.number().nullable(),
  /** Seats nobody holds or has been offered; null when there is no limit. */
  seats_left: z.number().nullable(),
  full: z.boolean(),
  /** The caller's place on the waiting list (1 = next), 0 when not on it. */
  waiting_position: z.number(),
  /** When the caller has been offered a seat: until when (ISO time), else ''. */
  offer_until: z.string(),
});
export type SeatStatus = z.output<typeof seatStatusSchema>;

export const waitingListBodySchema = z.object({ event_id: id() });

const seatStatusResponse = dataResponse(seatStatusSchema).extend({ message: z.string() });

export const seatCalls = {
  eventSeats: defineCall({
    method: 'GET', path: '/event/:id/seats', summary: "An event's free seats and the caller's place on its waiting list", auth: 'optional',
    params: z.object({ id: idParam() }), response: seatStatusResponse,
  }),
  waitingListJoin: defineCall({
    method: 'POST', path: '/waiting-list/join', summary: 'Join the waiting list of a full event', auth: 'session',
    body: waitingListBodySchema, response: seatStatusResponse,
  }),
  waitingListLeave: defineCall({
    method: 'POST', path: '/waiting-list/leave', summary: 'Leave the waiting list of an event', auth: 'session',
    body: waitingListBodySchema, response: seatStatusResponse,
  }),
};
