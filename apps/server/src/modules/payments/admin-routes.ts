import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { PAYMENT_SORTS } from '@portal/contract/admin-payments';
import { MESSAGES } from '@portal/contract/messages';
import { parseSort } from '@portal/contract/staff';
import { route } from '../../lib/calls.ts';
import { fieldError } from '../../lib/errors.ts';
import type { AdminPaymentsService } from './admin-service.ts';

/** The back office's payments and refunds (finance and owner). */
export function adminPaymentRoutes(app: FastifyInstance, service: AdminPaymentsService) {

  route(app, calls.adminPayments, async (req) => {
    const order = req.query.sort ? parseSort(req.query.sort, PAYMENT_SORTS) : (['created_at', 'DESC'] as const);
    if (!order) throw fieldError('unknown_sort', 'sort', `Sort by ${PAYMENT_SORTS.join(', ')} (with - for descending)`);
    return { success: 1, ...(await service.list(req.query, [order[0], order[1]])) };
  });

  route(app, calls.adminPaymentRecheck, async (req) => ({ success: 1, ...(await service.recheck(req.staff!.id, req.params.id)) }));

  route(app, calls.adminPaymentRefund, async (req) => ({
    success: 1,
    message: MESSAGES.adminRefundRecorded,
    data: await service.refund(req.staff!.id, req.params.id, req.body),
  }));

  route(app, calls.adminRefunds, async (req) => ({ success: 1, ...(await service.refunds(req.query)) }));
}
