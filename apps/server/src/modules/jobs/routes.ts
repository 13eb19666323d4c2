import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { JobsService } from './service.ts';

/** The owner's Jobs page: the background jobs, their runs and failures, and "run now". */
export default async function jobs(app: FastifyInstance, _deps: AppDeps, { jobsAdmin: service }: { jobsAdmin: JobsService }) {

  route(app, calls.adminJobs, async () => ({ success: 1, data: await service.list() }));

  route(app, calls.adminJobRun, async (req) => {
    const run = await service.runNow(req.staff!.id, req.params.name);
    return { success: 1, message: run.ok ? MESSAGES.jobRan : `${MESSAGES.jobFailed}: ${run.error}`, data: run };
  });
}
