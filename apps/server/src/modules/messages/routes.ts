import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerJob } from '../../jobs.ts';
import { createMessagesService } from './service.ts';

export const DELIVERY_JOB = 'messages-deliver';
export const REMINDERS_JOB = 'messages-reminders';

/**
 * Messages to devotees (docs/decisions/messages.md): no HTTP routes yet (the back office will
 * show them); two periodic jobs, delivery every few seconds and the day's reminders.
 */
export default async function messages(_app: FastifyInstance, deps: AppDeps) {
  const service = createMessagesService(deps);
  const { config } = deps;
  registerJob({ name: DELIVERY_JOB, everySeconds: config.MESSAGES_INTERVAL_SECONDS, run: async () => void (await service.deliverDue()) });
  registerJob({ name: REMINDERS_JOB, everySeconds: config.REMINDERS_INTERVAL_SECONDS, run: async () => void (await service.queueReminders()) });
}
