import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerJob } from '../../jobs.ts';
import { createSeatsService } from './service.ts';

export const WAITLIST_JOB = 'waitlist-offers';
/** Offers that ran out pass to the next person within this long. */
const WAITLIST_JOB_SECONDS = 60;

/**
 * The job that moves waiting-list offers along. The seat calls themselves are served by
 * the registrations module, which decides whether an event takes registrations; seats depends on
 * nobody, so the modules' imports stay without a cycle.
 */
export default async function seats(_app: FastifyInstance, deps: AppDeps) {
  const service = createSeatsService(deps);
  registerJob({ name: WAITLIST_JOB, everySeconds: WAITLIST_JOB_SECONDS, run: async () => void (await service.moveOffers()) });
}
