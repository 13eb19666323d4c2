import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { AdminDonationsService } from './admin-service.ts';
import type { DonationsService } from './service.ts';
import { adminDonationRoutes } from './admin-routes.ts';

/** Donations ('Divine Blessings') and the account area's payment lists. */
export default async function donations(
  app: FastifyInstance,
  deps: AppDeps,
  { donations: service, adminDonations }: { donations: DonationsService; adminDonations: AdminDonationsService },
) {
  adminDonationRoutes(app, adminDonations);

  // A setting, the same for everyone: browsers may keep it for a few minutes.
  route(app, calls.mandirPaylink, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: 1, data: { payment_link: await service.payLink(), fcra_account: service.fcraAccount() } };
  });

  // The funds change when the office changes them, and a hidden fund must leave the donation page
  // at once: browsers ask again each time (no-cache), never keeping the list on their own.
  route(app, calls.mandirFunds, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return { success: 1, data: await service.funds() };
  });

  route(app, calls.mandirPay, async (req) => {
    const data = await service.pay(req.user!.id, req.body);
    return { success: 1, message: PAYMENT_MESSAGES.started, data };
  });

  route(app, calls.paymentList, async (req) => ({
    success: 1,
    ...(await service.list(req.user!.id, 'success', req.body, req.lang)),
  }));

  route(app, calls.paymentFailedList, async (req) => ({
    success: 1,
    ...(await service.list(req.user!.id, 'open', req.body, req.lang)),
  }));
}
