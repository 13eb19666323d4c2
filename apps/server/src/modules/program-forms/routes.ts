import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { readForm } from '../../lib/multipart.ts';
import { parseIdParam } from '../../lib/validate.ts';
import { createProgramFormsService } from './service.ts';

/**
 * Post-registration detail forms (regform) and feedback forms, all for the logged-in owner of
 * the registration. Submits take JSON or a multipart form, as the web's forms may send either.
 */
export default async function programForms(app: FastifyInstance, deps: AppDeps) {
  const service = createProgramFormsService(deps);
  const auth = { preHandler: app.requireUser };

  app.get<{ Params: { regId: string } }>('/regform/:regId', auth, async (req) => ({
    success: 1,
    data: await service.detailForm(req.user!.id, parseIdParam(req.params.regId, 'reg_id')),
  }));

  app.post('/regform', auth, async (req) => {
    const { fields } = await readForm(req);
    await service.saveDetails(req.user!.id, fields);
    return { success: 1, message: MESSAGES.registrationUpdated };
  });

  app.get<{ Params: { regId: string } }>('/feedback/form/:regId', auth, async (req) => ({
    success: 1,
    data: await service.feedbackForm(req.user!.id, parseIdParam(req.params.regId, 'reg_id')),
  }));

  app.post('/feedback', auth, async (req) => {
    const { fields } = await readForm(req);
    await service.giveFeedback(req.user!.id, fields);
    return { success: 1, message: MESSAGES.feedbackUpdated };
  });

  // The spec's call: GET feedback/list/{id} → success, program_id and the answers at the top level.
  app.get<{ Params: { id: string } }>('/feedback/list/:id', auth, async (req) => ({
    ...(await service.feedbackView(req.user!.id, parseIdParam(req.params.id))),
    success: 1,
  }));
}
