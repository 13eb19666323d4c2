import { randomUUID } from 'node:crypto';
import { DETAIL_FORMS, FEEDBACK_FORMS, type DetailProgramId, type FeedbackProgramId } from '@portal/contract/program-forms';
import {
  answerFilePath,
  QUESTION_CODES,
  QUESTION_FILE_TYPES,
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
  checkAnswers,
  questionKey,
  type AnswerValue,
  type GivenAnswer,
  type Question,
  type QuestionFields,
  type QuestionForm,
  type QuestionList,
  type QuestionProgram,
} from '@portal/contract/questions';
import type { StaffRole } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { refusedWithCode } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { PRIVATE_PREFIX, type Storage } from '../../providers/storage.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';

const ENTITY = 'form_questions';

/** The built-in fields of a program's form (the spec's), by name; none for a program the spec has no form for. */
export function builtInFields(programId: number, form: QuestionForm): string[] {
  const forms: Record<number, { name: string }[]> = form === 'details' ? DETAIL_FORMS : FEEDBACK_FORMS;
  return (forms[programId as DetailProgramId & FeedbackProgramId] ?? []).map((f) => f.name);
}

export const asQuestion = (r: repo.QuestionRow): Question => ({
  id: r.id,
  name: questionKey(r.id),
  form: r.form,
  kind: r.kind,
  required: r.required,
  label_en: r.label_en,
  label_ta: r.label_ta,
  help_en: r.help_en,
  help_ta: r.help_ta,
  options: r.options,
  show_if_field: r.show_if_field,
  show_if_value: r.show_if_value,
});

const snapshotOf = (r: repo.QuestionRow) => ({ kind: r.kind, version: r.version, label_en: r.label_en, label_ta: r.label_ta, options: r.options });

const invalidAnswers = (errors: Record<string, string>) => {
  const [field, message] = Object.entries(errors)[0]!;
  return refusedWithCode(400, QUESTION_CODES.answerInvalid, `${field}: ${message}`, errors);
};

/** Where an answer's file is kept: under the store's private prefix, never served at /files/. */
export const answerFileKey = (name: string) => `${PRIVATE_PREFIX}answers/${name}`;

const FILE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/**
 * The answers a registration gives to a form's questions. `checkFor` reads and checks them (every
 * bad field at once, named); `save` keeps them with each question as it is asked now, in the
 * caller's transaction, so the built-in answers and these are stored together or not at all.
 */
export function createQuestionAnswers({ db, storage }: { db: Queryable; storage: Storage }) {
  return {
    /** The questions a registration's form asks (devotee screens). */
    asked: async (programId: number, eventId: number, form: QuestionForm) => (await repo.listAsked(db, programId, eventId, form)).map(asQuestion),

    /** Whether the program's form has anything to ask this registration (built-in fields or questions). */
    hasQuestions: async (programId: number, eventId: number, form: QuestionForm) => (await repo.listAsked(db, programId, eventId, form)).length > 0,

    /** The registration's answers by field name (the form is prefilled from them). */
    async given(registrationId: number, form: QuestionForm): Promise<Record<string, AnswerValue>> {
      const rows = await repo.answersOf(db, form, [registrationId]);
      return Object.fromEntries(rows.map((r) => [questionKey(r.question_id), r.value]));
    },

    /**
     * Checks the answers to the questions a registration's form asks. `builtIn` holds the
     * built-in answers (a question may be shown by one of them); a file question takes the file
     * sent under its name, or keeps the one given before.
     */
    async check(registrationId: number, programId: number, eventId: number, form: QuestionForm, fields: Record<string, string>, builtIn: Record<string, unknown>, files: UploadedFile[] = []) {
      const rows = await repo.listAsked(db, programId, eventId, form);
      const questions = rows.map(asQuestion);
      const before = rows.some((r) => r.kind === 'file') ? await this.given(registrationId, form) : {};
      const values: Record<string, unknown> = { ...builtIn };
      const errors: Record<string, string> = {};
      const uploads = new Map<string, UploadedFile>();
      for (const q of questions) {
        if (q.kind !== 'file') {
          values[q.name] = fields[q.name];
          continue;
        }
        const file = files.find((f) => f.field === q.name);
        if (file) {
          if (!(QUESTION_FILE_TYPES as readonly string[]).includes(file.mimetype) || file.bytes.length > QUESTION_LIMITS.fileBytes) errors[q.name] = QUESTION_MESSAGES.file;
          else {
            uploads.set(q.name, file);
            values[q.name] = 'file';
          }
        } else values[q.name] = before[q.name] ?? '';
      }
      const checked = checkAnswers(questions, values);
      const allErrors = { ...checked.errors, ...errors };
      if (Object.keys(allErrors).length) throw invalidAnswers(allErrors);
      // Stored only once every answer is good, in the private store (a devotee's papers are
      // personal data): the answer is the address staff open it at, never a public file.
      for (const [name, file] of uploads) {
        if (!(name in checked.answers)) continue;
        const stored = `${randomUUID()}.${FILE_EXTENSIONS[file.mimetype]}`;
        await storage.put(answerFileKey(stored), file.bytes, file.mimetype);
        checked.answers[name] = answerFilePath(stored);
      }
      return { rows, answers: checked.answers };
    },

    /** Keeps the checked answers; answers to questions now not shown are removed. */
    async save(q: Queryable, registrationId: number, form: QuestionForm, checked: { rows: repo.QuestionRow[]; answers: Record<string, AnswerValue> }) {
      const dropped: number[] = [];
      for (const row of checked.rows) {
        const value = checked.answers[questionKey(row.id)];
        const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
        if (empty) dropped.push(row.id);
        else await repo.upsertAnswer(q, registrationId, form, row.id, value, snapshotOf(row));
      }
      if (dropped.length) await repo.deleteAnswers(q, registrationId, form, dropped);
    },
  };
}

/** The answers of many registrations, each with its question as asked (the exports read them batch by batch). */
export async function answersOfRegistrations(q: Queryable, form: QuestionForm, registrationIds: readonly number[]): Promise<Map<number, GivenAnswer[]>> {
  const out = new Map<number, GivenAnswer[]>();
  if (!registrationIds.length) return out;
  for (const r of await repo.answersOf(q, form, registrationIds)) {
    const list = out.get(r.registration_id) ?? [];
    list.push({ question_id: r.question_id, name: questionKey(r.question_id), value: r.value, question: r.question });
    out.set(r.registration_id, list);
  }
  return out;
}

/** The questions of a form, for an export's columns: one program's, or every program's. */
export const questionsForExport = async (q: Queryable, form: QuestionForm, programId: number | undefined) =>
  (await repo.listForExport(q, form, programId)).map((r) => ({ ...asQuestion(r), program_id: r.program_id }));

/** DPDP erasure: the answers of the person's registrations. */
export const eraseAnswersOfUser = (q: Queryable, userId: number) => repo.deleteAnswersOfUser(q, userId);

/** The back office's form builder: list, add, change (reorder, hide); every change audited. */
export function createQuestionsAdmin({ db }: AppDeps) {
  async function checked(f: QuestionFields, id?: number) {
    const program = await repo.programExists(db, f.program_id);
    if (!program) throw refusedWithCode(400, QUESTION_CODES.programUnknown, `program_id: ${QUESTION_MESSAGES.programUnknown}`, { program_id: QUESTION_MESSAGES.programUnknown });
    if (f.event_id !== undefined && !(await repo.eventOfProgram(db, f.event_id, f.program_id))) {
      throw refusedWithCode(400, QUESTION_CODES.eventUnknown, `event_id: ${QUESTION_MESSAGES.eventUnknown}`, { event_id: QUESTION_MESSAGES.eventUnknown });
    }
    if (f.show_if_field) {
      // Shown by a built-in field of the same form, or by another question of the same form.
      const others = (await repo.listOfProgram(db, f.program_id)).filter((r) => r.form === f.form && r.id !== id);
      const known = new Set([...builtInFields(f.program_id, f.form), ...others.map((r) => questionKey(r.id))]);
      if (!known.has(f.show_if_field)) {
        throw refusedWithCode(400, QUESTION_CODES.showIfUnknown, `show_if_field: ${QUESTION_MESSAGES.showIfUnknown}`, { show_if_field: QUESTION_MESSAGES.showIfUnknown });
      }
    }
    return { ...f, event_id: f.event_id ?? null };
  }

  return {
    programs: (): Promise<QuestionProgram[]> => repo.listPrograms(db),

    async list(role: StaffRole, programId: number): Promise<QuestionList> {
      const program = await repo.programExists(db, programId);
      if (!program) throw refusedWithCode(404, QUESTION_CODES.programUnknown, QUESTION_MESSAGES.programUnknown);
      const rows = await repo.listOfProgram(db, programId);
      return {
        program: { id: programId, name: program.name },
        built_in: { details: builtInFields(programId, 'details'), feedback: builtInFields(programId, 'feedback') },
        questions: rows.map((r) => ({ ...asQuestion(r), program_id: r.program_id, event_id: r.event_id, event_name: r.event_name, sort_order: r.sort_order, hidden: r.hidden, version: r.version, answers: r.answers })),
        can_edit: role === 'owner' || role === 'editor',
      };
    },

    async add(staffId: number, input: QuestionFields) {
      const fields = await checked(input);
      await db.tx(async (q) => {
        const row = await repo.insertQuestion(q, fields);
        await recordAudit(q, { staffId, action: 'create', entity: ENTITY, entityId: row!.id, after: fields });
      });
    },

    async save(staffId: number, id: number, input: QuestionFields) {
      const before = await repo.findQuestion(db, id);
      if (!before) throw refusedWithCode(404, QUESTION_CODES.notFound, QUESTION_MESSAGES.notFound);
      const fields = await checked(input, id);
      await db.tx(async (q) => {
        await repo.updateQuestion(q, id, fields);
        await recordAudit(q, { staffId, action: 'update', entity: ENTITY, entityId: id, before: asQuestion(before), after: fields });
      });
    },
  };
}
export type QuestionsAdmin = ReturnType<typeof createQuestionsAdmin>;
