import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import type { Job } from '../../jobs.ts';
import { route } from '../../lib/calls.ts';
import { createJobsService } from './service.ts';

/** The owner's Jobs page: the background jobs, their runs and failures, and "run now". */
export default async function jobs(app: FastifyInstance, deps: AppDeps, { jobs: registered }: { jobs: readonly Job[] }) {
  const service = createJobsService(deps, registered);

  route(app, calls.adminJobs, async () => ({ success: 1, data: await service.list() }));

  route(app, calls.adminJobRun, async (req) => {
    const run = await service.runNow(req.staff!.id, req.params.name);
    return { success: 1, message: run.ok ? MESSAGES.jobRan : `${MESSAGES.jobFailed}: ${run.error}`, data: run };
  });
}
