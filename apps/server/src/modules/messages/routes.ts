import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { BROADCAST_MESSAGES } from '@portal/contract/broadcasts';
import type { Broadcasts } from './broadcast.ts';
import type { MessagesService } from './service.ts';
import type { MessageTexts } from './texts.ts';
import { MESSAGE_TEXT_MESSAGES } from '@portal/contract/message-texts';

export const DELIVERY_JOB = 'messages-deliver';
export const REMINDERS_JOB = 'messages-reminders';
export const BROADCASTS_JOB = 'messages-broadcasts';

/**
 * Messages to devotees (docs/decisions/messages.md): two periodic jobs, delivery every few seconds
 * and the day's reminders; the back office's view of the messages and their templates; and
 * messages to an event's participants (broadcasts), queued by the broadcasts job at their time.
 */
export default async function messages(
  app: FastifyInstance,
  deps: AppDeps,
  { messages: service, messageTexts: texts, broadcasts }: { messages: MessagesService; messageTexts: MessageTexts; broadcasts: Broadcasts },
) {
  route(app, calls.adminMessages, async (req) => ({ success: 1, ...(await service.listForStaff(req.query)) }));
  route(app, calls.adminMessageTemplates, async () => ({ success: 1, data: await service.templates() }));

  // The office's wording of each kind: listed, previewed, saved and restored (audited).
  route(app, calls.adminMessageTexts, async () => ({ success: 1, data: await texts.list() }));
  route(app, calls.adminMessageTextPreview, async (req) => ({ success: 1, data: await texts.preview(req.body.kind, req.body.lang, req.body.texts) }));
  route(app, calls.adminMessageTextSave, async (req) => ({ success: 1, message: MESSAGE_TEXT_MESSAGES.saved, data: await texts.save(req.staff!.id, req.params.kind, req.body) }));
  route(app, calls.adminMessageTextRestore, async (req) => ({ success: 1, message: MESSAGE_TEXT_MESSAGES.restored, data: await texts.restore(req.staff!.id, req.params.kind) }));

  // Messages to an event's participants: previewed, sent now or at a time, followed; saved texts; opting out.
  route(app, calls.adminBroadcastPreview, async (req) => ({ success: 1, data: await broadcasts.preview(req.body) }));
  route(app, calls.adminBroadcastSend, async (req) => ({ success: 1, ...(await broadcasts.send(req.staff!, req.body)) }));
  route(app, calls.adminBroadcasts, async (req) => ({ success: 1, data: await broadcasts.list({ eventId: req.query.event_id, people: req.query.people }) }));
  // Donors and payers (finance), devotees (coordinators): the same composer without an event.
  route(app, calls.adminBroadcastDevoteesPreview, async (req) => ({ success: 1, data: await broadcasts.previewPeople(req.staff!, req.body) }));
  route(app, calls.adminBroadcastDevoteesSend, async (req) => ({ success: 1, ...(await broadcasts.sendPeople(req.staff!, req.body)) }));
  route(app, calls.adminBroadcastGiversPreview, async (req) => ({ success: 1, data: await broadcasts.previewPeople(req.staff!, req.body) }));
  route(app, calls.adminBroadcastGiversSend, async (req) => ({ success: 1, ...(await broadcasts.sendPeople(req.staff!, req.body)) }));
  route(app, calls.adminBroadcastCancel, async (req) => {
    await broadcasts.cancel(req.staff!, req.params.id);
    return { success: 1, message: BROADCAST_MESSAGES.cancelled };
  });
  route(app, calls.adminBroadcastTemplates, async () => ({ success: 1, data: await broadcasts.templates() }));
  route(app, calls.adminBroadcastTemplateSave, async (req) => ({ success: 1, message: BROADCAST_MESSAGES.templateSaved, data: await broadcasts.saveTemplate(req.staff!, req.body) }));
  route(app, calls.messageOptOutState, async (req) => ({ success: 1, data: { opt_out: await broadcasts.isOptedOut(req.user!.id) } }));
  route(app, calls.messageOptOut, async (req) => {
    await broadcasts.setOptOut(req.user!.id, req.body.opt_out);
    return { success: 1, message: req.body.opt_out ? BROADCAST_MESSAGES.optedOut : BROADCAST_MESSAGES.optedIn };
  });

  const { config } = deps;
  return {
    jobs: [
      { name: DELIVERY_JOB, everySeconds: config.MESSAGES_INTERVAL_SECONDS, run: async () => void (await service.deliverDue()) },
      { name: BROADCASTS_JOB, everySeconds: config.MESSAGES_INTERVAL_SECONDS, run: async () => void (await broadcasts.queueDue()) },
      { name: REMINDERS_JOB, everySeconds: config.REMINDERS_INTERVAL_SECONDS, run: async () => void (await service.queueReminders()) },
    ],
  };
}
