import {
  PROGRAM_FORM_MESSAGES as M,
  detailFormSchema,
  detailFormTargetSchema,
  feedbackSchema,
  feedbackTargetSchema,
  isDetailProgram,
  isFeedbackProgram,
  type DetailFormState,
  type FeedbackFormState,
  type FeedbackView,
} from '@portal/contract/program-forms';
import type { QuestionForm } from '@portal/contract/questions';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, notFound, refused } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { DETAIL_FORM_PAY_STATUSES, saveRegistrationDetails } from '../registrations/index.ts';
import { answersOfRegistrations, createQuestionAnswers } from '../questions/index.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './repository.ts';

type Fields = Record<string, string>;

const isoTime = (v: Date | string | null) => (v instanceof Date ? v.toISOString() : v);

/** What each form's page shows of its registration: the id, the program and the event. */
const formEvent = (regId: number, r: Pick<repo.FormRegistration, 'program_id' | 'program_name' | 'program_name_ta' | 'event_name' | 'event_date'>) => ({
  reg_id: regId,
  program_id: r.program_id,
  program_name: r.program_name,
  program_name_ta: r.program_name_ta,
  event_name: r.event_name,
  event_date: r.event_date,
});

/**
 * The rules of the post-registration detail forms and the feedback forms: only the owner's
 * registration, the form of its own program, and only once paid (feedback: once, after the event).
 */
export function createProgramFormsService({ db, storage }: AppDeps) {
  const questions = createQuestionAnswers({ db, storage });

  async function ownRegistration(userId: number, regId: number) {
    const reg = await repo.findOwnRegistration(db, regId, userId);
    if (!reg) throw notFound('registration_not_found', M.registrationNotFound);
    return reg;
  }

  /** A program has a form when the spec gives it one or the office has added questions to it. */
  const hasForm = async (reg: repo.FormRegistration, form: QuestionForm) =>
    (form === 'details' ? isDetailProgram(reg.program_id) : isFeedbackProgram(reg.program_id)) ||
    (await questions.hasQuestions(reg.program_id, reg.event_id, form));

  async function detailProgramOf(reg: repo.FormRegistration, formProgram?: number): Promise<number> {
    if (formProgram !== undefined && formProgram !== reg.program_id) throw refused('program_form_wrong_program', M.wrongProgram);
    if (!(await hasForm(reg, 'details'))) throw refused('no_detail_form', M.noDetailForm);
    if (!(DETAIL_FORM_PAY_STATUSES as readonly string[]).includes(reg.status)) throw refused('program_form_not_paid', M.notPaid);
    return reg.program_id;
  }

  async function feedbackProgramOf(reg: repo.FormRegistration, formProgram?: number): Promise<number> {
    if (formProgram !== undefined && formProgram !== reg.program_id) throw refused('program_form_wrong_program', M.wrongProgram);
    if (!(await hasForm(reg, 'feedback'))) throw refused('no_feedback_form', M.noFeedbackForm);
    if (!reg.came) throw refused('feedback_not_paid', M.feedbackNotPaid);
    if (reg.event_status !== 'completed') throw refused('feedback_not_open', M.feedbackNotOpen);
    return reg.program_id;
  }

  return {
    async detailForm(userId: number, regId: number): Promise<DetailFormState> {
      const reg = await ownRegistration(userId, regId);
      await detailProgramOf(reg);
      return {
        ...formEvent(reg.id, reg),
        pay_status: reg.status,
        language: reg.details_language === 1 ? 1 : 0,
        details: reg.details,
        details_updated_at: isoTime(reg.details_updated_at),
        questions: await questions.asked(reg.program_id, reg.event_id, 'details'),
        answers: await questions.given(reg.id, 'details'),
      };
    },

    /** The registration decides which program's schema applies; nothing is stored unless all of it is valid. */
    async saveDetails(userId: number, fields: Fields, files: UploadedFile[] = []): Promise<void> {
      const target = parse(detailFormTargetSchema, fields);
      const reg = await ownRegistration(userId, target.reg_id);
      const programId = await detailProgramOf(reg, target.program_id);
      const data = parse(detailFormSchema(programId), fields);
      // The office's questions after the built-in ones; a question may be shown by a built-in answer.
      const asked = await questions.check(reg.id, programId, reg.event_id, 'details', fields, data.answers, files);
      await db.tx(async (q) => {
        const saved = await saveRegistrationDetails(q, reg.id, userId, data.answers, data.language);
        if (!saved) throw refused('program_form_not_paid', M.notPaid);
        await questions.save(q, reg.id, 'details', asked);
      });
    },

    async feedbackForm(userId: number, regId: number): Promise<FeedbackFormState> {
      const reg = await ownRegistration(userId, regId);
      await feedbackProgramOf(reg);
      return { ...formEvent(reg.id, reg), feedback: reg.has_feedback ? 1 : 0, questions: await questions.asked(reg.program_id, reg.event_id, 'feedback') };
    },

    async giveFeedback(userId: number, fields: Fields, files: UploadedFile[] = []): Promise<void> {
      const target = parse(feedbackTargetSchema, fields);
      const reg = await ownRegistration(userId, target.reg_id);
      const programId = await feedbackProgramOf(reg, target.program_id);
      if (reg.has_feedback) throw conflict('feedback_given', M.feedbackGiven);
      const data = parse(feedbackSchema(programId), fields);
      const asked = await questions.check(reg.id, programId, reg.event_id, 'feedback', fields, data.answers, files);
      await db.tx(async (q) => {
        // Nothing inserted: a second submit won the race (the checks above passed a moment ago).
        if (!(await repo.insertFeedback(q, reg.id, userId, data.answers))) throw conflict('feedback_given', M.feedbackGiven);
        await questions.save(q, reg.id, 'feedback', asked);
      });
    },

    async feedbackView(userId: number, regId: number): Promise<FeedbackView> {
      const row = await repo.findOwnFeedback(db, regId, userId);
      if (!row) throw notFound('feedback_not_found', M.feedbackNotFound);
      // The office's questions as they were asked, after the built-in answers (an added program has only these).
      const asked = (await answersOfRegistrations(db, 'feedback', [regId])).get(regId) ?? [];
      return { ...row.answers, ...formEvent(regId, row), question_answers: asked };
    },
  };
}

/** For the devotees module (DPDP erasure): deletes a person's feedback. */
export const eraseFeedbackOfUser = (q: Queryable, userId: number) => repo.deleteFeedbackOfUser(q, userId);
export type ProgramFormsService = ReturnType<typeof createProgramFormsService>;
