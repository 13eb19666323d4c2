import { z } from './zod.ts';
import { dataResponse, defineCall, idParam } from './call.ts';
import type { StaffRole } from './staff.ts';

/**
 * The waiting room of an event (docs/decisions/waiting-room.md): when registrations open at a set
 * time, devotees take a place in a queue; those who came before the opening get a random place,
 * later ones join at the end; the server admits them at a rate that follows its latency, each with
 * a short-lived signed admission that the register call requires while the room is on.
 */

/** Who turns an event's waiting room on or off and watches it (owner always). */
export const WAITING_ROOM_ROLES = ['coordinator'] as const satisfies readonly StaffRole[];

/** Refusals with a stable code (the envelope's `code`). */
export const WAITING_ROOM_CODES = {
  required: 'waiting_room_required',
} as const;

export const WAITING_ROOM_MESSAGES = {
  required: 'Registrations for this event pass through a waiting room: please take your place in the queue',
  saved: 'The waiting room is saved',
  turnedOff: 'The waiting room is off: everyone registers straight away',
} as const;

/** Admissions a second the room starts at when staff give none, and the highest they may set. */
export const WAITING_ROOM_LIMITS = { defaultRate: 20, maxRate: 500 } as const;

/** India wall-clock time as a datetime-local input gives it: 2026-02-15T09:00. */
const istLocal = z.string({ error: 'Give the opening time' }).trim().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Give the opening date and time');

export const waitingRoomSaveSchema = z.object({
  active: z.boolean({ error: 'Say whether the waiting room is on' }),
  /** When registrations open, India time (YYYY-MM-DDTHH:mm). */
  opens_at: istLocal,
  /** The most devotees admitted a second (the room lowers it while the register step is slow). */
  max_rate: z.union([z.number(), z.string().regex(/^\d{1,3}$/, 'Give a whole number from 1 to 500').transform(Number)], { error: 'Give a whole number from 1 to 500' })
    .pipe(z.number().int('Give a whole number from 1 to 500').min(1, 'Give a whole number from 1 to 500').max(WAITING_ROOM_LIMITS.maxRate, 'Give a whole number from 1 to 500')),
});
export type WaitingRoomSave = z.output<typeof waitingRoomSaveSchema>;

/** What the devotee's queue page shows. */
export const waitingPlaceSchema = z.object({
  event_id: z.number(),
  /** false: no waiting room (or it is off): register straight away. */
  active: z.boolean(),
  /** When registrations open (ISO time); '' when the room is off. */
  opens_at: z.string(),
  /** Place in the queue (1 = next); 0 once admitted or when the room is off. */
  place: z.number(),
  /** Seconds until the caller's turn, estimated from the current rate (0 once admitted). */
  wait_seconds: z.number(),
  /** The signed admission the register call needs ('' while waiting). */
  admission: z.string(),
  /** Until when the admission holds (ISO time, '' while waiting). */
  admission_until: z.string(),
  /** When to ask again (seconds): the page polls, backing off while the place is far. */
  poll_seconds: z.number(),
});
export type WaitingPlace = z.output<typeof waitingPlaceSchema>;

/** What staff see of an event's room, live. */
export const waitingRoomStatusSchema = z.object({
  event_id: z.number(),
  event_name: z.string(),
  active: z.boolean(),
  /** India wall-clock (YYYY-MM-DDTHH:mm) for the form; '' when never set. */
  opens_at: z.string(),
  max_rate: z.number(),
  /** Admissions a second now (lowered from max_rate while the register step is slow). */
  rate: z.number(),
  /** Devotees in the queue not yet admitted. */
  waiting: z.number(),
  admitted: z.number(),
  /** Everyone who took a place. */
  joined: z.number(),
  /** The register step's 95th percentile (ms) this process measured lately; 0 without samples. */
  register_p95_ms: z.number(),
});
export type WaitingRoomStatus = z.output<typeof waitingRoomStatusSchema>;

const eventParams = z.object({ id: idParam() });
const roles = WAITING_ROOM_ROLES;

export const waitingRoomCalls = {
  waitingRoomEnter: defineCall({
    method: 'POST', path: '/event/:id/waiting-room', summary: "Take (or keep) a place in an event's waiting room; the answer carries the admission once it is the caller's turn", auth: 'session',
    params: eventParams, response: dataResponse(waitingPlaceSchema),
  }),
  adminWaitingRoom: defineCall({
    method: 'GET', path: '/admin/events/:id/waiting-room', summary: "An event's waiting room: on or off, opening time, queue length, admission rate and admitted, live", auth: 'staff', roles,
    params: eventParams, response: dataResponse(waitingRoomStatusSchema),
  }),
  adminWaitingRoomSave: defineCall({
    method: 'POST', path: '/admin/events/:id/waiting-room', summary: "Turn an event's waiting room on (with the opening time and the most admitted a second) or off", auth: 'staff', roles,
    params: eventParams, body: waitingRoomSaveSchema, response: dataResponse(waitingRoomStatusSchema).extend({ message: z.string() }),
  }),
};
