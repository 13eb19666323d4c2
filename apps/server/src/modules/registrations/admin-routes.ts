import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@portal/contract/calls';
import { REGISTRATION_SORTS } from '@portal/contract/admin-registrations';
import { MESSAGES } from '@portal/contract/messages';
import { parseSort } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import { messageRoute, route } from '../../lib/calls.ts';
import { fieldError } from '../../lib/errors.ts';
import type { AdminRegistrationsService } from './admin-service.ts';

/** The back office's registrations: list, detail and the audited actions. */
export function adminRegistrationRoutes(app: FastifyInstance, deps: AppDeps, service: AdminRegistrationsService) {
  const actor = (req: FastifyRequest) => req.staff!;

  route(app, calls.adminRegistrations, async (req) => {
    const order = req.query.sort ? parseSort(req.query.sort, REGISTRATION_SORTS) : (['created_at', 'DESC'] as const);
    if (!order) throw fieldError('unknown_sort', 'sort', `Sort by ${REGISTRATION_SORTS.join(', ')} (with - for descending)`);
    return { success: 1, ...(await service.list(actor(req), req.query, [order[0], order[1]])) };
  });

  route(app, calls.adminRegistration, async (req) => ({ success: 1, data: await service.detail(actor(req), req.params.id) }));

  messageRoute(app, calls.adminRegistrationMarkPaid, (req) => service.markPaid(actor(req), req.params.id, req.body), MESSAGES.adminMarkedPaid);

  messageRoute(app, calls.adminRegistrationAllowPayLater, (req) => service.allowPayLater(actor(req), req.params.id, req.body), MESSAGES.adminPayLaterAllowed);

  messageRoute(app, calls.adminRegistrationCancel, (req) => service.cancel(actor(req), req.params.id, req.body), MESSAGES.adminCancelled);

  route(app, calls.adminRegistrationTransferTargets, async (req) => ({ success: 1, data: await service.transferTargets(actor(req), req.params.id) }));

  messageRoute(app, calls.adminRegistrationTransfer, (req) => service.transfer(actor(req), req.params.id, req.body), MESSAGES.adminTransferred);

  messageRoute(app, calls.adminRegistrationResend, (req) => service.resendConfirmation(actor(req), req.params.id), MESSAGES.adminConfirmationResent);
}
