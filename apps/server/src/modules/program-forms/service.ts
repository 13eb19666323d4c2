import {
  PROGRAM_FORM_MESSAGES as M,
  detailFormSchema,
  detailFormTargetSchema,
  feedbackSchema,
  feedbackTargetSchema,
  isDetailProgram,
  isFeedbackProgram,
  type DetailFormState,
  type DetailProgramId,
  type FeedbackFormState,
  type FeedbackProgramId,
  type FeedbackView,
} from '@portal/contract/program-forms';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, notFound, refused } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { DETAIL_FORM_PAY_STATUSES, saveRegistrationDetails } from '../registrations/index.ts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './repository.ts';

type Fields = Record<string, string>;

const isoTime = (v: Date | string | null) => (v instanceof Date ? v.toISOString() : v);

/** What each form's page shows of its registration: the id, the program and the event. */
const formEvent = (regId: number, r: Pick<repo.FormRegistration, 'program_id' | 'event_name' | 'event_date'>) => ({
  reg_id: regId,
  program_id: r.program_id,
  event_name: r.event_name,
  event_date: r.event_date,
});

/**
 * The rules of the post-registration detail forms and the feedback forms: only the owner's
 * registration, the form of its own program, and only once paid (feedback: once, after the event).
 */
export function createProgramFormsService({ db }: AppDeps) {
  async function ownRegistration(userId: number, regId: number) {
    const reg = await repo.findOwnRegistration(db, regId, userId);
    if (!reg) throw notFound('registration_not_found', M.registrationNotFound);
    return reg;
  }

  function detailProgramOf(reg: repo.FormRegistration, formProgram?: number): DetailProgramId {
    if (formProgram !== undefined && formProgram !== reg.program_id) throw refused('program_form_wrong_program', M.wrongProgram);
    if (!isDetailProgram(reg.program_id)) throw refused('no_detail_form', M.noDetailForm);
    if (!(DETAIL_FORM_PAY_STATUSES as readonly string[]).includes(reg.status)) throw refused('program_form_not_paid', M.notPaid);
    return reg.program_id;
  }

  function feedbackProgramOf(reg: repo.FormRegistration, formProgram?: number): FeedbackProgramId {
    if (formProgram !== undefined && formProgram !== reg.program_id) throw refused('program_form_wrong_program', M.wrongProgram);
    if (!isFeedbackProgram(reg.program_id)) throw refused('no_feedback_form', M.noFeedbackForm);
    if (!reg.came) throw refused('feedback_not_paid', M.feedbackNotPaid);
    if (reg.event_status !== 'completed') throw refused('feedback_not_open', M.feedbackNotOpen);
    return reg.program_id;
  }

  return {
    async detailForm(userId: number, regId: number): Promise<DetailFormState> {
      const reg = await ownRegistration(userId, regId);
      detailProgramOf(reg);
      return {
        ...formEvent(reg.id, reg),
        pay_status: reg.status,
        language: reg.details_language === 1 ? 1 : 0,
        details: reg.details,
        details_updated_at: isoTime(reg.details_updated_at),
      };
    },

    /** The registration decides which program's schema applies; nothing is stored unless all of it is valid. */
    async saveDetails(userId: number, fields: Fields): Promise<void> {
      const target = parse(detailFormTargetSchema, fields);
      const reg = await ownRegistration(userId, target.reg_id);
      const programId = detailProgramOf(reg, target.program_id);
      const data = parse(detailFormSchema(programId), fields);
      const saved = await saveRegistrationDetails(db, reg.id, userId, data.answers, data.language);
      if (!saved) throw refused('program_form_not_paid', M.notPaid);
    },

    async feedbackForm(userId: number, regId: number): Promise<FeedbackFormState> {
      const reg = await ownRegistration(userId, regId);
      feedbackProgramOf(reg);
      return { ...formEvent(reg.id, reg), feedback: reg.has_feedback ? 1 : 0 };
    },

    async giveFeedback(userId: number, fields: Fields): Promise<void> {
      const target = parse(feedbackTargetSchema, fields);
      const reg = await ownRegistration(userId, target.reg_id);
      const programId = feedbackProgramOf(reg, target.program_id);
      if (reg.has_feedback) throw conflict('feedback_given', M.feedbackGiven);
      const data = parse(feedbackSchema(programId), fields);
      // Nothing inserted: a second submit won the race (the checks above passed a moment ago).
      if (!(await repo.insertFeedback(db, reg.id, userId, data.answers))) throw conflict('feedback_given', M.feedbackGiven);
    },

    async feedbackView(userId: number, regId: number): Promise<FeedbackView> {
      const row = await repo.findOwnFeedback(db, regId, userId);
      if (!row) throw notFound('feedback_not_found', M.feedbackNotFound);
      return { ...row.answers, ...formEvent(regId, row) };
    },
  };
}

/** For the devotees module (DPDP erasure): deletes a person's feedback. */
export const eraseFeedbackOfUser = (q: Queryable, userId: number) => repo.deleteFeedbackOfUser(q, userId);
