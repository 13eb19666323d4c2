import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { readFormFiles } from '../../lib/multipart.ts';
import { route } from '../../lib/calls.ts';
import type { ProgramFormsService } from './service.ts';

/**
 * Post-registration detail forms (regform) and feedback forms, all for the logged-in owner of
 * the registration. Submits take JSON or a multipart form, as the web's forms may send either.
 */
export default async function programForms(app: FastifyInstance, deps: AppDeps, { programForms: service }: { programForms: ProgramFormsService }) {

  route(app, calls.detailForm, async (req) => ({
    success: 1,
    data: await service.detailForm(req.user!.id, req.params.reg_id),
  }));

  route(app, calls.detailFormSave, async (req) => {
    // Files answer the office's file questions, each under its question's name.
    const { fields, files } = await readFormFiles(req, 4);
    await service.saveDetails(req.user!.id, fields, files);
    return { success: 1, message: MESSAGES.registrationUpdated };
  });

  route(app, calls.feedbackForm, async (req) => ({
    success: 1,
    data: await service.feedbackForm(req.user!.id, req.params.reg_id),
  }));

  route(app, calls.feedbackSave, async (req) => {
    const { fields, files } = await readFormFiles(req, 4);
    await service.giveFeedback(req.user!.id, fields, files);
    return { success: 1, message: MESSAGES.feedbackUpdated };
  });

  // The spec's call: GET feedback/list/{id} → success, program_id and the answers at the top level.
  route(app, calls.feedbackView, async (req) => ({
    ...(await service.feedbackView(req.user!.id, req.params.id)),
    success: 1,
  }));
}
