import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { QUESTION_MESSAGES } from '@portal/contract/questions';
import type { AppDeps } from '../../app-deps.ts';
import { messageRoute, route } from '../../lib/calls.ts';
import { createQuestionsAdmin } from './service.ts';

/** The back office's form builder (docs/decisions/questions.md): editors and owners change, coordinators read. */
export default async function questions(app: FastifyInstance, deps: AppDeps) {
  const admin = createQuestionsAdmin(deps);
  route(app, calls.adminQuestionPrograms, async () => ({ success: 1, data: await admin.programs() }));
  route(app, calls.adminQuestions, async (req) => ({ success: 1, data: await admin.list(req.staff!.role, req.query.program_id) }));
  messageRoute(app, calls.adminQuestionAdd, (req) => admin.add(req.staff!.id, req.body), QUESTION_MESSAGES.added);
  messageRoute(app, calls.adminQuestionSave, (req) => admin.save(req.staff!.id, req.params.id, req.body), QUESTION_MESSAGES.saved);
}
