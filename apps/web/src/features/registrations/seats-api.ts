import { calls } from '@portal/contract/calls';
import { call } from '../../lib/api';

/** The calls of an event's seats and its waiting list. */
export const seatsApi = {
  status: (eventId: number) => call(calls.eventSeats, { params: { id: String(eventId) } }),
  join: (eventId: number) => call(calls.waitingListJoin, { body: { event_id: eventId } }),
  leave: (eventId: number) => call(calls.waitingListLeave, { body: { event_id: eventId } }),
};

export const seatsQueryKey = (eventId: number | string) => ['seats', Number(eventId)] as const;
