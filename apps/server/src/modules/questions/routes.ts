import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { QUESTION_CODES, QUESTION_MESSAGES } from '@portal/contract/questions';
import type { AppDeps } from '../../app-deps.ts';
import { messageRoute, route } from '../../lib/calls.ts';
import { notFound } from '../../lib/errors.ts';
import { answerFileKey, type QuestionsAdmin } from './service.ts';

/** The back office's form builder (docs/decisions/questions.md): editors and owners change, coordinators read. */
export default async function questions(app: FastifyInstance, deps: AppDeps, { questionsAdmin: admin }: { questionsAdmin: QuestionsAdmin }) {
  route(app, calls.adminQuestionPrograms, async () => ({ success: 1, data: await admin.programs() }));
  route(app, calls.adminQuestions, async (req) => ({ success: 1, data: await admin.list(req.staff!.role, req.query.program_id) }));
  messageRoute(app, calls.adminQuestionAdd, (req) => admin.add(req.staff!.id, req.body), QUESTION_MESSAGES.added);
  // A devotee's papers leave the private store only for staff who read registrations' answers.
  route(app, calls.adminQuestionFile, async (req, reply) => {
    const file = await deps.storage.get(answerFileKey(req.params.name));
    if (!file) throw notFound(QUESTION_CODES.fileNotFound, QUESTION_MESSAGES.fileNotFound);
    return reply
      .header('content-type', file.contentType ?? 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${req.params.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  messageRoute(app, calls.adminQuestionSave, (req) => admin.save(req.staff!.id, req.params.id, req.body), QUESTION_MESSAGES.saved);
}
