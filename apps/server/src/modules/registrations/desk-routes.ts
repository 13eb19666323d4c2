import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { DESK_MESSAGES } from '@portal/contract/admin-desk';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { DeskService } from './desk-service.ts';

/** The back office's desk: a walk-in found or added, registered, and the money taken there. */
export function deskRoutes(app: FastifyInstance, deps: AppDeps, service: DeskService) {

  route(app, calls.adminDeskCities, async (req) => ({ success: 1, data: await service.cities(req.query.q) }));

  route(app, calls.adminDeskDevoteeCreate, async (req) => ({ success: 1, message: DESK_MESSAGES.deskDevoteeCreated, data: await service.createDevotee(req.staff!, req.body) }));

  route(app, calls.adminDeskQuote, async (req) => ({ success: 1, data: await service.quote(req.query.event_id, req.query.user_id, req.query.ticket_type_id, req.query.discount_code) }));

  route(app, calls.adminDeskRegister, async (req) => {
    const data = await service.register(req.staff!, req.body);
    return { success: 1, message: data.status === 'paylater' ? DESK_MESSAGES.deskPayLater : DESK_MESSAGES.deskRegistered, data };
  });
}
