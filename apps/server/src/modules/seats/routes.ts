import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { WAITLIST_MESSAGES } from '@portal/contract/waitlist';
import type { AppDeps } from '../../app-deps.ts';
import type { Job } from '../../jobs.ts';
import { messageRoute, route } from '../../lib/calls.ts';
import type { SeatsService } from './service.ts';
import type { WaitlistAdmin } from './waitlist-admin.ts';
import { findListEvent } from './waitlist-repository.ts';
import { notFound } from '../../lib/errors.ts';
import { MESSAGES } from '@portal/contract/messages';

export const WAITLIST_JOB = 'waitlist-offers';

/**
 * The job that moves waiting-list offers along, the back office's waiting list and the devotee's
 * own place. The seat calls of the registration screen are served by the registrations module,
 * which decides whether an event takes registrations; seats depends on nobody, so the modules'
 * imports stay without a cycle.
 */
export default async function seats(app: FastifyInstance, deps: AppDeps, { seats: service, waitlist: admin }: { seats: SeatsService; waitlist: WaitlistAdmin }) {
  const job: Job = { name: WAITLIST_JOB, everySeconds: deps.config.WAITLIST_INTERVAL_SECONDS, run: async () => void (await service.moveOffers()) };

  // The place shows on the registration's page whatever the event's registration window says.
  route(app, calls.waitingPlace, async (req) => {
    if (!(await findListEvent(deps.db, req.params.id))) throw notFound('event_not_found', MESSAGES.notFound);
    return { success: 1, data: await service.status(req.params.id, req.user!.id) };
  });

  route(app, calls.adminWaitingList, async (req) => ({ success: 1, data: await admin.list(req.params.id) }));
  messageRoute(app, calls.adminWaitingListOffer, (req) => admin.offerNext(req.staff!, req.params.id), WAITLIST_MESSAGES.offered);
  route(app, calls.adminWaitingListClose, async (req) => {
    await admin.setClosed(req.staff!, req.params.id, req.body.closed);
    return { success: 1, message: req.body.closed ? WAITLIST_MESSAGES.listClosed : WAITLIST_MESSAGES.listOpened };
  });
  messageRoute(app, calls.adminWaitingPlaceSkip, (req) => admin.skip(req.staff!, req.params.id), WAITLIST_MESSAGES.skipped);
  messageRoute(app, calls.adminWaitingPlaceRemove, (req) => admin.remove(req.staff!, req.params.id, req.body.reason), WAITLIST_MESSAGES.removed);
  messageRoute(app, calls.adminWaitingPlaceMove, (req) => admin.moveUp(req.staff!, req.params.id, req.body.position, req.body.reason), WAITLIST_MESSAGES.moved);
  return { jobs: [job] };
}
