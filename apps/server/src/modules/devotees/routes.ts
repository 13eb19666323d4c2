import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { parseSort } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Job } from '../../jobs.ts';
import { route } from '../../lib/calls.ts';
import { fieldError } from '../../lib/errors.ts';
import { DEVOTEE_SORTS, type DevoteeSort } from './repository.ts';
import type { DevoteesService } from './service.ts';
import type { InboxService } from './inbox-service.ts';

export const HEALTH_NOTES_JOB = 'health-notes';

/** The back office's people side: devotees, and the health-notes job. */
export default async function devotees(app: FastifyInstance, deps: AppDeps, { devotees: service, inbox }: { devotees: DevoteesService; inbox: InboxService }) {
  const job: Job = { name: HEALTH_NOTES_JOB, everySeconds: deps.config.HEALTH_NOTES_INTERVAL_SECONDS, run: async () => void (await service.deleteHealthNotes()) };
  const sorts = Object.keys(DEVOTEE_SORTS) as DevoteeSort[];

  route(app, calls.adminDevotees, async (req) => {
    const order = req.query.sort ? parseSort(req.query.sort, sorts) : (['created_at', 'DESC'] as const);
    if (!order) throw fieldError('unknown_sort', 'sort', `Sort by ${sorts.join(', ')} (with - for descending)`);
    const { rows, total } = await service.list(req.query, [order[0], order[1]]);
    return { success: 1, data: rows, total };
  });

  route(app, calls.adminDevotee, async (req) => ({ success: 1, data: await service.detail(req.staff!, req.params.id) }));

  route(app, calls.adminDevoteeUpdate, async (req) => {
    await service.correct(req.staff!, req.params.id, req.body);
    return { success: 1, message: MESSAGES.devoteeUpdated };
  });

  route(app, calls.adminDevoteeUnlock, async (req) => {
    await service.unlock(req.staff!, req.params.id);
    return { success: 1, message: MESSAGES.devoteeUnlocked };
  });

  route(app, calls.adminDevoteeDeactivate, async (req) => {
    await service.deactivate(req.staff!, req.params.id);
    return { success: 1, message: MESSAGES.devoteeDeactivated };
  });

  route(app, calls.adminDevoteeExport, async (req, reply) => {
    const data = await service.exportData(req.staff!, req.params.id);
    void reply.header('Content-Disposition', `attachment; filename="person-${req.params.id}.json"`);
    return { success: 1, data };
  });

  route(app, calls.adminDevoteeErase, async (req) => {
    await service.erase(req.staff!, req.params.id, req.body.reason);
    return { success: 1, message: MESSAGES.devoteeErased };
  });

  route(app, calls.adminVolunteers, async (req) => {
    const { rows, total } = await inbox.volunteers(req.query);
    return { success: 1, data: rows, total };
  });
  route(app, calls.adminContactMessages, async (req) => {
    const { rows, total } = await inbox.contacts(req.query);
    return { success: 1, data: rows, total };
  });
  route(app, calls.adminContactMessageMark, async (req) => {
    await inbox.mark(req.staff!, req.params.id, req.body.handled);
    return { success: 1, message: MESSAGES.contactMarked };
  });
  route(app, calls.adminContactMessageReply, async (req) => {
    await inbox.reply(req.staff!, req.params.id, req.body.reply);
    return { success: 1, message: MESSAGES.contactReplied };
  });
  route(app, calls.adminFeedback, async (req) => {
    const { rows, total, summary } = await inbox.feedback(req.query);
    return { success: 1, data: rows, total, summary };
  });
  route(app, calls.adminFormAnswers, async (req) => {
    const { rows, total } = await inbox.formAnswers(req.query);
    return { success: 1, data: rows, total };
  });
  return { jobs: [job] };
}
