import type { AdminContactListQuery, AdminEventAnswersQuery, AdminVolunteerListQuery, FeedbackSummary } from '@portal/contract/admin-engagement';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { notFound, refused } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { contactInbox } from '../engagement/service.ts';
import { readSettings } from '../settings/service.ts';
import type { Actor } from '../registrations/admin-service.ts';
import * as repo from './inbox-repository.ts';

export const CONTACT_ENTITY = 'contact_messages';
const ENTITY = CONTACT_ENTITY;
const answersOnly = ({ id: _id, ...row }: repo.AnswersRow & { id: number }): repo.AnswersRow => row;

/** Volunteers, the contact inbox (mark, reply by email), feedback with its summary, form answers (issue 12). */
export function createInboxService(deps: AppDeps) {
  const { db } = deps;
  return {
    volunteers: async (f: AdminVolunteerListQuery) => repo.listVolunteers(db, f),
    contacts: async (f: AdminContactListQuery) => repo.listContacts(db, f),

    // One batch of each export (id order after `afterId`), with the list's own filter.
    volunteerBatch: (f: Pick<AdminVolunteerListQuery, 'q' | 'event_id' | 'kind'>, afterId: number, size: number) => repo.volunteerBatch(db, repo.volunteerFilter(f), afterId, size),
    contactBatch: (f: Pick<AdminContactListQuery, 'q' | 'handled'>, afterId: number, size: number) => repo.contactBatch(db, repo.contactFilter(f), afterId, size),
    feedbackBatch: (f: Pick<AdminEventAnswersQuery, 'q' | 'event_id' | 'program_id'>, afterId: number, size: number) => repo.feedbackBatch(db, repo.answersFilter(f, false), afterId, size),
    formAnswersBatch: (f: Pick<AdminEventAnswersQuery, 'q' | 'event_id' | 'program_id'>, afterId: number, size: number) => repo.formAnswersBatch(db, repo.answersFilter(f, true), afterId, size),

    async feedback(f: AdminEventAnswersQuery) {
      const { rows, total } = await repo.listFeedback(db, f);
      const counts = await repo.feedbackCounts(db, repo.answersFilter(f, false));
      const questions = new Map<string, { field: string; answered: number; counts: Record<string, number> }>();
      for (const c of counts) {
        const qn = questions.get(c.field) ?? { field: c.field, answered: 0, counts: {} };
        qn.answered += c.n;
        qn.counts[c.value] = c.n;
        questions.set(c.field, qn);
      }
      const summary: FeedbackSummary = { count: total, questions: [...questions.values()] };
      return { rows: rows.map(answersOnly), total, summary };
    },

    async formAnswers(f: AdminEventAnswersQuery) {
      const { rows, total } = await repo.listFormAnswers(db, f);
      return { rows: rows.map(answersOnly), total };
    },

    async mark(actor: Actor, id: number, handled: boolean) {
      await db.tx(async (q) => {
        const before = await contactInbox.lock(q, id);
        if (!before) throw notFound(MESSAGES.contactMessageNotFound);
        await contactInbox.setHandled(q, id, actor.id, handled);
        await recordAudit(q, { staffId: actor.id, action: handled ? 'mark-handled' : 'mark-not-handled', entity: ENTITY, entityId: id, before: { handled: !!before.handled_at }, after: { handled } });
      });
    },

    /** The reply goes by email (the mail provider) to the address the message gave; kept with the message, audited. */
    async reply(actor: Actor, id: number, reply: string) {
      const message = await db.tx(async (q) => {
        const m = await contactInbox.lock(q, id);
        if (!m) throw notFound(MESSAGES.contactMessageNotFound);
        if (!m.email) throw refused(MESSAGES.contactNoEmail);
        await contactInbox.saveReply(q, id, actor.id, reply);
        await recordAudit(q, { staffId: actor.id, action: 'reply', entity: ENTITY, entityId: id, after: { reply } });
        return m;
      });
      const settings = await readSettings(db, deps.config);
      const quoted = message.message.split('\n').map((line) => `> ${line}`).join('\n');
      await deps.email.send({
        to: message.email,
        subject: `Re: your message to ${settings.foundation_name}`,
        body: `Dear ${message.name},\n\n${reply}\n\n${settings.foundation_name}\n\n${quoted}\n`,
      });
    },
  };
}
