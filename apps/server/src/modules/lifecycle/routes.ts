import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerJob } from '../../jobs.ts';
import { createLifecycleService } from './service.ts';

export const LIFECYCLE_JOB = 'events-lifecycle';

/** The event lifecycle job (no HTTP routes): every LIFECYCLE_INTERVAL_SECONDS, and on demand in development. */
export default async function lifecycle(_app: FastifyInstance, deps: AppDeps) {
  const service = createLifecycleService(deps);
  registerJob({ name: LIFECYCLE_JOB, everySeconds: deps.config.LIFECYCLE_INTERVAL_SECONDS, run: async () => void (await service.advance()) });
}
