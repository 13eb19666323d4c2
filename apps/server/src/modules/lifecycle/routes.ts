import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { LifecycleService } from './service.ts';

export const LIFECYCLE_JOB = 'events-lifecycle';

/**
 * The event lifecycle job (every LIFECYCLE_INTERVAL_SECONDS, and on demand in development), staff's
 * "run lifecycle now" for one event and staff's cancel action.
 */
export default async function lifecycle(app: FastifyInstance, deps: AppDeps, { lifecycle: service }: { lifecycle: LifecycleService }) {
  route(app, calls.adminEventCancel, async (req) => ({
    success: 1,
    message: MESSAGES.eventCancelledDone,
    data: await service.cancel(req.staff!, req.params.id, req.body),
  }));
  route(app, calls.adminEventLifecycleRun, async (req) => ({
    success: 1,
    message: MESSAGES.lifecycleRan,
    data: await service.runNow(req.staff!, req.params.id),
  }));
  return { jobs: [{ name: LIFECYCLE_JOB, everySeconds: deps.config.LIFECYCLE_INTERVAL_SECONDS, run: async () => void (await service.advance()) }] };
}
