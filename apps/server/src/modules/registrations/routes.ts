import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import {
  REGISTRATION_MESSAGES,
  eventRegisterSchema,
  programEventListSchema,
  registerIdSchema,
} from '@portal/contract/registrations';
import type { AppDeps } from '../../app-deps.ts';
import { parseIdParam, parse } from '../../lib/validate.ts';
import { registerPaymentTarget } from '../payments/targets.ts';
import { registrationPaymentTarget } from './payment-target.ts';
import { createRegistrationsService } from './service.ts';

/**
 * Event registration (spec 001 section 2, "Event registration and payment screens"): the events
 * of a program, the price, the registration submit that starts the payment, the member's
 * current and history lists, the registration detail and the balance payment.
 */
export default async function registrations(app: FastifyInstance, deps: AppDeps) {
  registerPaymentTarget('registration', registrationPaymentTarget);
  const service = createRegistrationsService(deps);
  const auth = { preHandler: app.requireUser };

  app.post('/programevent/list', async (req) => {
    const { program_id } = parse(programEventListSchema, req.body);
    return { success: 1, data: await service.programEvents(program_id) };
  });

  app.get('/estimate/price/:id', async (req) => {
    const id = parseIdParam((req.params as { id: string }).id);
    return { success: 1, message: '', ...(await service.estimate(id)) };
  });

  app.post('/event/register', auth, async (req) => {
    const body = parse(eventRegisterSchema, req.body);
    const result = await service.register(req.user!.id, body, req.body);
    const message = result.data ? PAYMENT_MESSAGES.started : REGISTRATION_MESSAGES.registeredFree;
    return { success: 1, message, ...result };
  });

  app.get('/current/list', auth, async (req) => ({ success: 1, data: await service.current(req.user!.id) }));
  app.get('/history/list', auth, async (req) => ({ success: 1, data: await service.history(req.user!.id) }));

  app.post('/register/detail', auth, async (req) => {
    const { register_id } = parse(registerIdSchema, req.body);
    return { success: 1, data: await service.detail(req.user!.id, register_id) };
  });

  app.post('/advance/pay', auth, async (req) => {
    const { register_id } = parse(registerIdSchema, req.body);
    return { success: 1, message: PAYMENT_MESSAGES.started, ...(await service.payBalance(req.user!.id, register_id)) };
  });
}
