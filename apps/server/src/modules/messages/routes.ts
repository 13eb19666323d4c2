import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { registerJob } from '../../jobs.ts';
import { route } from '../../lib/calls.ts';
import { createMessagesService } from './service.ts';

export const DELIVERY_JOB = 'messages-deliver';
export const REMINDERS_JOB = 'messages-reminders';

/**
 * Messages to devotees (docs/decisions/messages.md): two periodic jobs, delivery every few seconds
 * and the day's reminders; and the back office's view of the messages and their templates.
 */
export default async function messages(app: FastifyInstance, deps: AppDeps) {
  const service = createMessagesService(deps);
  route(app, calls.adminMessages, async (req) => ({ success: 1, ...(await service.listForStaff(req.query)) }));
  route(app, calls.adminMessageTemplates, async () => ({ success: 1, data: await service.templates() }));
  const { config } = deps;
  registerJob({ name: DELIVERY_JOB, everySeconds: config.MESSAGES_INTERVAL_SECONDS, run: async () => void (await service.deliverDue()) });
  registerJob({ name: REMINDERS_JOB, everySeconds: config.REMINDERS_INTERVAL_SECONDS, run: async () => void (await service.queueReminders()) });
}
