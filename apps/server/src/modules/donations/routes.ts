import type { FastifyInstance } from 'fastify';
import { mandirPaySchema, paymentListSchema } from '@portal/contract/donations';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import type { AppDeps } from '../../app-deps.ts';
import { parse } from '../../lib/validate.ts';
import { registerPaymentTarget } from '../payments/targets.ts';
import { donationPaymentTarget } from './payment-target.ts';
import { createDonationsService } from './service.ts';

/** Donations ('Divine Blessings') and the account area's payment lists. */
export default async function donations(app: FastifyInstance, deps: AppDeps) {
  registerPaymentTarget('donation', donationPaymentTarget);
  const service = createDonationsService(deps);
  const auth = { preHandler: app.requireUser };

  // A setting, the same for everyone: browsers may keep it for a few minutes.
  app.get('/mandir/paylink', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: 1, data: { payment_link: service.payLink() } };
  });

  app.post('/mandir/pay', auth, async (req) => {
    const input = parse(mandirPaySchema, req.body);
    const data = await service.pay(req.user!.id, input);
    return { success: 1, message: PAYMENT_MESSAGES.started, data };
  });

  app.post('/payment/list', auth, async (req) => ({
    success: 1,
    ...(await service.list(req.user!.id, 'success', parse(paymentListSchema, req.body))),
  }));

  app.post('/paymentfailed/list', auth, async (req) => ({
    success: 1,
    ...(await service.list(req.user!.id, 'open', parse(paymentListSchema, req.body))),
  }));
}
