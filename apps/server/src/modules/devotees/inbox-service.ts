import type { AdminContactListQuery, AdminEventAnswersQuery, AdminVolunteerListQuery, FeedbackSummary } from '@portal/contract/admin-inbox';
import { MESSAGES } from '@portal/contract/messages';
import { FEEDBACK_FORMS, type FeedbackProgramId } from '@portal/contract/program-forms';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { formQuestionTexts } from '../translations/index.ts';
import { notFound, refused } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { contactInbox } from '../contact/index.ts';
import { readSettings } from '../settings/index.ts';
import type { Actor } from '../registrations/index.ts';
import * as repo from './inbox-repository.ts';

export const CONTACT_ENTITY = 'contact_messages';
const ENTITY = CONTACT_ENTITY;
const answersOnly = ({ id: _id, ...row }: repo.AnswersRow & { id: number }): repo.AnswersRow => row;

type Question = FeedbackSummary['questions'][number];
const CHOICE_KINDS = new Set(['yesno', 'select']);
const humanise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replaceAll('_', ' ');

/**
 * The feedback summary by question: each program's form in its order (then any key it no longer
 * asks), the question's text in both languages; choices counted, written answers only counted as answered.
 */
async function summaryQuestions(db: Queryable, counts: { program_id: number; field: string; value: string; n: number }[]): Promise<Question[]> {
  const questions: Question[] = [];
  for (const programId of [...new Set(counts.map((c) => c.program_id))]) {
    const texts = await formQuestionTexts(db, programId);
    const form = FEEDBACK_FORMS[programId as FeedbackProgramId] ?? [];
    const mine = counts.filter((c) => c.program_id === programId);
    const fields = [...new Set([...form.map((f) => f.name).filter((n) => mine.some((c) => c.field === n)), ...mine.map((c) => c.field)])];
    for (const field of fields) {
      const choice = CHOICE_KINDS.has(form.find((f) => f.name === field)?.kind ?? '');
      const given = mine.filter((c) => c.field === field);
      questions.push({
        program_id: programId,
        field,
        question: texts.get(field) ?? { en: humanise(field), ta: humanise(field) },
        answered: given.reduce((n, c) => n + c.n, 0),
        counts: choice ? Object.fromEntries(given.map((c) => [c.value, c.n])) : {},
      });
    }
  }
  return questions;
}

/** Volunteers, the contact inbox (mark, reply by email), feedback with its summary, form answers. */
export function createInboxService(deps: AppDeps) {
  const { db } = deps;
  return {
    volunteers: async (f: AdminVolunteerListQuery) => repo.listVolunteers(db, f),
    contacts: async (f: AdminContactListQuery) => repo.listContacts(db, f),

    // One batch of each export (id order after `afterId`), with the list's own filter.
    volunteerBatch: (f: Pick<AdminVolunteerListQuery, 'q' | 'event_id' | 'kind'>, afterId: number, size: number, q: Queryable = db) => repo.volunteerBatch(q, repo.volunteerFilter(f), afterId, size),
    contactBatch: (f: Pick<AdminContactListQuery, 'q' | 'handled'>, afterId: number, size: number, q: Queryable = db) => repo.contactBatch(q, repo.contactFilter(f), afterId, size),
    feedbackBatch: (f: Pick<AdminEventAnswersQuery, 'q' | 'event_id' | 'program_id'>, afterId: number, size: number, q: Queryable = db) => repo.feedbackBatch(q, repo.answersFilter(f, false), afterId, size),
    formAnswersBatch: (f: Pick<AdminEventAnswersQuery, 'q' | 'event_id' | 'program_id'>, afterId: number, size: number, q: Queryable = db) => repo.formAnswersBatch(q, repo.answersFilter(f, true), afterId, size),

    async feedback(f: AdminEventAnswersQuery) {
      const { rows, total } = await repo.listFeedback(db, f);
      const counts = await repo.feedbackCounts(db, repo.answersFilter(f, false));
      const summary: FeedbackSummary = { count: total, questions: await summaryQuestions(db, counts) };
      return { rows: rows.map(answersOnly), total, summary };
    },

    async formAnswers(f: AdminEventAnswersQuery) {
      const { rows, total } = await repo.listFormAnswers(db, f);
      return { rows: rows.map(answersOnly), total };
    },

    async mark(actor: Actor, id: number, handled: boolean) {
      await db.tx(async (q) => {
        const before = await contactInbox.lock(q, id);
        if (!before) throw notFound('contact_message_not_found', MESSAGES.contactMessageNotFound);
        await contactInbox.setHandled(q, id, actor.id, handled);
        await recordAudit(q, { staffId: actor.id, action: handled ? 'mark-handled' : 'mark-not-handled', entity: ENTITY, entityId: id, before: { handled: !!before.handled_at }, after: { handled } });
      });
    },

    /** The reply goes by email (the mail provider) to the address the message gave; kept with the message, audited. */
    async reply(actor: Actor, id: number, reply: string) {
      const message = await db.tx(async (q) => {
        const m = await contactInbox.lock(q, id);
        if (!m) throw notFound('contact_message_not_found', MESSAGES.contactMessageNotFound);
        if (!m.email) throw refused('contact_no_email', MESSAGES.contactNoEmail);
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

export type InboxService = ReturnType<typeof createInboxService>;
