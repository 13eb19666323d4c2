import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { SEAT_MESSAGES } from '@portal/contract/seats';
import type { AppDeps } from '../../app-deps.ts';
import { registerJob } from '../../jobs.ts';
import { route } from '../../lib/calls.ts';
import { createRegistrationsService } from '../registrations/service.ts';
import { createSeatsService } from './service.ts';

export const WAITLIST_JOB = 'waitlist-offers';
/** Offers that ran out pass to the next person within this long. */
const WAITLIST_JOB_SECONDS = 60;

/** Seats of an event and its waiting list (issue 13), and the job that moves offers along. */
export default async function seats(app: FastifyInstance, deps: AppDeps) {
  const service = createSeatsService(deps);
  const registrations = createRegistrationsService(deps);
  registerJob({ name: WAITLIST_JOB, everySeconds: WAITLIST_JOB_SECONDS, run: async () => void (await service.moveOffers()) });

  route(app, calls.eventSeats, async (req) => {
    await registrations.openEvent(req.params.id);
    return { success: 1, message: '', data: await service.status(req.params.id, req.user?.id) };
  });

  route(app, calls.waitingListJoin, async (req) => {
    // Only an event that still takes registrations has a waiting list.
    await registrations.openEvent(req.body.event_id);
    return { success: 1, message: SEAT_MESSAGES.joined, data: await service.join(req.user!.id, req.body.event_id) };
  });

  route(app, calls.waitingListLeave, async (req) => ({
    success: 1, message: SEAT_MESSAGES.left, data: await service.leave(req.user!.id, req.body.event_id),
  }));
}
