import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { BULK_MESSAGES } from '@portal/contract/bulk-actions';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { BulkActions } from './service.ts';

export const BULK_JOB = 'bulk-actions';

/** Bulk actions on the back office's lists: started, followed; run by their job every few seconds. */
export default async function bulkActions(app: FastifyInstance, deps: AppDeps, { bulkActions: service }: { bulkActions: BulkActions }) {
  route(app, calls.adminBulkStart, async (req) => ({ success: 1, message: BULK_MESSAGES.started, data: await service.start(req.staff!, req.body) }));
  route(app, calls.adminBulkWaitingStart, async (req) => ({ success: 1, message: BULK_MESSAGES.started, data: await service.startWaiting(req.staff!, req.body) }));
  route(app, calls.adminBulkRun, async (req) => ({ success: 1, data: await service.get(req.params.id) }));
  // Every 2 s while messages are delivered at all (0 turns background work off, as in the benchmarks).
  return { jobs: [{ name: BULK_JOB, everySeconds: deps.config.MESSAGES_INTERVAL_SECONDS > 0 ? 2 : 0, run: async () => void (await service.runDue()) }] };
}
