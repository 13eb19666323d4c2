import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { CheckInService } from './check-in-service.ts';

/** The back office's check-in at the door. */
export function checkInRoutes(app: FastifyInstance, deps: AppDeps, service: CheckInService) {

  route(app, calls.adminCheckIn, async (req) => ({ success: 1, ...(await service.checkIn(req.staff!, req.body)) }));

  route(app, calls.adminCheckInTakePayment, async (req) => ({ success: 1, ...(await service.takePayment(req.staff!, req.params.id, req.body)) }));

  route(app, calls.adminCheckInUndo, async (req) => ({ success: 1, ...(await service.undo(req.staff!, req.params.id, req.body)) }));

  route(app, calls.adminDoorManifest, async (req) => ({ success: 1, ...(await service.manifest(req.params.event_id)) }));

  route(app, calls.adminDoorSync, async (req) => ({ success: 1, ...(await service.sync(req.staff!, req.params.event_id, req.body)) }));

  route(app, calls.adminDoorConflicts, async (req) => ({ success: 1, ...(await service.conflicts(req.params.event_id)) }));

  route(app, calls.adminCheckInSearch, async (req) => ({ success: 1, ...(await service.search(req.params.event_id, req.query.q)) }));
}
