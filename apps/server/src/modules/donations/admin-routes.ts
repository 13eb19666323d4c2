import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { route } from '../../lib/calls.ts';
import type { AdminDonationsService } from './admin-service.ts';

/** The back office's donations and funds (finance and owner). The receipt PDF is the documents module's. */
export function adminDonationRoutes(app: FastifyInstance, service: AdminDonationsService) {

  route(app, calls.adminDonations, async (req) => ({ success: 1, ...(await service.list(req.query)) }));

  route(app, calls.adminDonationCreate, async (req) => ({ success: 1, message: MESSAGES.adminDonationRecorded, data: await service.create(req.staff!.id, req.body) }));

  route(app, calls.adminDonationFunds, async () => ({ success: 1, data: await service.funds() }));

  route(app, calls.adminDonationFundCreate, async (req) => ({ success: 1, message: MESSAGES.adminFundCreated, data: await service.addFund(req.staff!.id, req.body) }));

  route(app, calls.adminDonationFundOrder, async (req) => ({ success: 1, message: MESSAGES.adminFundOrdered, data: await service.orderFunds(req.staff!.id, req.body.categories) }));

  route(app, calls.adminDonationFundDelete, async (req) => {
    await service.deleteFund(req.staff!.id, req.params.category);
    return { success: 1, message: MESSAGES.adminFundDeleted };
  });

  route(app, calls.adminDonationFundUpdate, async (req) => ({
    success: 1,
    message: MESSAGES.adminFundUpdated,
    data: await service.setFund(req.staff!.id, req.params.category, req.body),
  }));
}
