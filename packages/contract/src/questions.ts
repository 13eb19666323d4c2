import { z } from './zod.ts';
import { dataResponse, defineCall, idParam, okMessageSchema } from './call.ts';
import { hasControlCharacters, id, optionalId, optionalText, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import type { StaffRole } from './staff.ts';

/**
 * The office's own questions on a program's registration details and feedback forms
 * (docs/decisions/questions.md). The spec's built-in fields (program-forms.ts) stay first and keep
 * their names; the questions built here come after them, each answered under the key `q_<id>`.
 * An answer is kept with the question as it was asked (its words, kind and options then).
 */

export const QUESTION_FORMS = ['details', 'feedback'] as const;
export type QuestionForm = (typeof QUESTION_FORMS)[number];

export const QUESTION_KINDS = ['text', 'textarea', 'number', 'date', 'choice', 'choices', 'yesno', 'file'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The kinds as the back office names them. */
export const QUESTION_KIND_WORDS: Record<QuestionKind, string> = {
  text: 'Short text',
  textarea: 'Long text',
  number: 'Number',
  date: 'Date',
  choice: 'One choice',
  choices: 'Several choices',
  yesno: 'Yes / No',
  file: 'File',
};

export const QUESTION_FORM_WORDS: Record<QuestionForm, string> = { details: 'Registration details', feedback: 'Feedback' };

/** Who builds the forms (editor, and the owner always); a coordinator reads them. */
export const QUESTION_EDIT_ROLES = ['editor'] as const satisfies readonly StaffRole[];
export const QUESTION_VIEW_ROLES = ['editor', 'coordinator'] as const satisfies readonly StaffRole[];

/** Limits of the questions and their answers. */
export const QUESTION_LIMITS = { label: 200, help: 500, option: 100, options: 30, text: 100, textarea: 2000, number: 15, fileBytes: 5 * 1024 * 1024 } as const;

/** The payload key of a built question. */
export const questionKey = (id: number) => `q_${id}`;

/** Files a file question takes: a picture or a PDF. */
export const QUESTION_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** Refusals, each with a stable code (the envelope's `code`). */
export const QUESTION_CODES = {
  notFound: 'question_not_found',
  programUnknown: 'question_program_unknown',
  eventUnknown: 'question_event_unknown',
  showIfUnknown: 'question_show_if_unknown',
  answerInvalid: 'question_answer_invalid',
  fileNotFound: 'question_file_not_found',
} as const;

/** Texts a devotee reads (answers refused) and the office reads (questions refused or saved). */
export const QUESTION_MESSAGES = {
  number: 'Please enter a number',
  choice: 'Please choose one of the options',
  file: 'Please attach a picture (JPEG, PNG, WebP) or a PDF',
  fileNotFound: 'This answer\'s file was not found',
  notFound: 'This question was not found',
  programUnknown: 'Please choose a program',
  eventUnknown: "This event is not one of the program's events",
  showIfUnknown: 'The answer that shows this question must be a field or another question of the same form',
  optionsNeeded: 'Please give at least two options, one a line',
  optionsTamil: 'Give a Tamil option for each English one, or none',
  added: 'The question is added',
  saved: 'The question is saved',
} as const;

// ---------------------------------------------------------------- the question

export const questionOptionSchema = z.object({ en: z.string(), ta: z.string() });
export type QuestionOption = z.output<typeof questionOptionSchema>;

/** A question as a form shows it (devotee screens and the back office). */
export const questionSchema = z.object({
  id: z.number(),
  /** Its payload key, q_<id>. */
  name: z.string(),
  form: z.enum(QUESTION_FORMS),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  label_en: z.string(),
  label_ta: z.string(),
  help_en: z.string(),
  help_ta: z.string(),
  options: z.array(questionOptionSchema),
  /** Shown only while the answer named here (a built-in field or q_<id>) is this value. */
  show_if_field: z.string(),
  show_if_value: z.string(),
});
export type Question = z.output<typeof questionSchema>;

/** A question as the office keeps it. */
export const questionAdminSchema = questionSchema.extend({
  program_id: z.number(),
  event_id: z.number().nullable(),
  event_name: z.string().nullable(),
  sort_order: z.number(),
  hidden: z.boolean(),
  /** Raised by each change; answers keep the version (and words) they were given with. */
  version: z.number(),
  answers: z.number(),
});
export type QuestionAdmin = z.output<typeof questionAdminSchema>;

/** What a question looked like when it was answered (kept with the answer). */
export const questionSnapshotSchema = z.object({
  kind: z.enum(QUESTION_KINDS),
  version: z.number(),
  label_en: z.string(),
  label_ta: z.string(),
  options: z.array(questionOptionSchema),
});
export type QuestionSnapshot = z.output<typeof questionSnapshotSchema>;

const lines = (max: number) =>
  z
    .string({ error: MESSAGES.mustBeText })
    .optional()
    .transform((v) =>
      (v ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((l) => l.length <= max && !hasControlCharacters(l)), `Each option at most ${max} characters`)
    .refine((list) => list.length <= QUESTION_LIMITS.options, `At most ${QUESTION_LIMITS.options} options`);

const flag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** Adding or changing a question. Options come one a line, English and (optionally) Tamil. */
export const questionInputSchema = z
  .object({
    program_id: id(),
    event_id: optionalId(),
    form: z.enum(QUESTION_FORMS, { error: 'Please choose the registration details or the feedback form' }),
    kind: z.enum(QUESTION_KINDS, { error: 'Please choose a kind of question' }),
    required: flag(),
    label_en: requiredText(QUESTION_LIMITS.label),
    label_ta: optionalText(QUESTION_LIMITS.label),
    help_en: optionalText(QUESTION_LIMITS.help),
    help_ta: optionalText(QUESTION_LIMITS.help),
    options_en: lines(QUESTION_LIMITS.option),
    options_ta: lines(QUESTION_LIMITS.option),
    show_if_field: optionalText(60),
    show_if_value: optionalText(QUESTION_LIMITS.option),
    sort_order: z.coerce.number({ error: MESSAGES.invalidNumber }).int(MESSAGES.invalidNumber).min(0).max(9999).optional().transform((v) => v ?? 0),
    hidden: flag(),
  })
  .superRefine((v, ctx) => {
    const choosing = v.kind === 'choice' || v.kind === 'choices';
    if (choosing && v.options_en.length < 2) ctx.addIssue({ code: 'custom', path: ['options_en'], message: QUESTION_MESSAGES.optionsNeeded });
    if (choosing && v.options_ta.length > 0 && v.options_ta.length !== v.options_en.length) {
      ctx.addIssue({ code: 'custom', path: ['options_ta'], message: QUESTION_MESSAGES.optionsTamil });
    }
    if (v.show_if_field && !v.show_if_value) ctx.addIssue({ code: 'custom', path: ['show_if_value'], message: MESSAGES.required });
  })
  .transform(({ options_en, options_ta, ...v }) => ({
    ...v,
    options: v.kind === 'choice' || v.kind === 'choices' ? options_en.map((en, i) => ({ en, ta: options_ta[i] ?? '' })) : [],
    show_if_value: v.show_if_field ? v.show_if_value : '',
  }));
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionFields = z.output<typeof questionInputSchema>;

export const questionListQuerySchema = z.object({
  program_id: z.string({ error: QUESTION_MESSAGES.programUnknown }).regex(/^\d{1,9}$/, QUESTION_MESSAGES.programUnknown).transform(Number),
  form: z.enum(QUESTION_FORMS).optional(),
});

export const questionListSchema = z.object({
  program: z.object({ id: z.number(), name: z.string() }),
  /** The built-in fields of the program's forms (names), which a question may be shown after. */
  built_in: z.object({ details: z.array(z.string()), feedback: z.array(z.string()) }),
  questions: z.array(questionAdminSchema),
  /** The caller may change them (editor, owner); a coordinator reads. */
  can_edit: z.boolean(),
});
export type QuestionList = z.output<typeof questionListSchema>;

/** The programs a question may be added to (from the programs table), for the picker. */
export const questionProgramSchema = z.object({ id: z.number(), name: z.string(), events: z.array(z.object({ id: z.number(), event_name: z.string(), event_date: z.string() })) });
export type QuestionProgram = z.output<typeof questionProgramSchema>;

// ---------------------------------------------------------------- answers

/** An answer as a form holds it: text, or several texts for several choices. */
export type AnswerValue = string | string[];

/** Is the question shown, given the answers so far (built-in fields and other questions)? */
export function questionShown(q: Pick<Question, 'show_if_field' | 'show_if_value'>, answers: Record<string, unknown>): boolean {
  if (!q.show_if_field) return true;
  const given = answers[q.show_if_field];
  return Array.isArray(given) ? given.includes(q.show_if_value) : String(given ?? '') === q.show_if_value;
}

/** Several choices travel as a JSON list in a form field; a single text is a list of one. */
export function choicesOf(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  const text = String(raw ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // not a list: one choice
    }
  }
  return [text];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One answer checked against its question: the value kept, or the message for its field.
 * Files are checked by the server (their bytes); here a file question's value is its stored address.
 */
export function checkAnswer(q: Question, raw: unknown): { value: AnswerValue } | { error: string } {
  if (q.kind === 'choices') {
    const picked = choicesOf(raw);
    if (picked.length === 0) return q.required ? { error: MESSAGES.required } : { value: [] };
    const known = new Set(q.options.map((o) => o.en));
    return picked.every((p) => known.has(p)) ? { value: [...new Set(picked)] } : { error: QUESTION_MESSAGES.choice };
  }
  const text = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw).trim();
  if (!text) return q.required ? { error: MESSAGES.required } : { value: '' };
  if (hasControlCharacters(text)) return { error: MESSAGES.controlCharacters };
  switch (q.kind) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) && text.length <= QUESTION_LIMITS.number ? { value: text } : { error: QUESTION_MESSAGES.number };
    case 'date':
      return ISO_DATE.test(text) && !Number.isNaN(Date.parse(text)) ? { value: text } : { error: MESSAGES.dateFormat };
    case 'yesno':
      return text === 'Yes' || text === 'No' ? { value: text } : { error: QUESTION_MESSAGES.choice };
    case 'choice':
      return q.options.some((o) => o.en === text) ? { value: text } : { error: QUESTION_MESSAGES.choice };
    case 'text':
    case 'textarea': {
      const max = q.kind === 'text' ? QUESTION_LIMITS.text : QUESTION_LIMITS.textarea;
      return text.length <= max ? { value: text } : { error: `Must be at most ${max} characters` };
    }
    default:
      return { value: text };
  }
}

/**
 * The answers of a form's questions: each shown question checked (a hidden one is not an
 * answer and is not kept), every message at once, keyed by the question's field name.
 */
export function checkAnswers(questions: readonly Question[], values: Record<string, unknown>): { answers: Record<string, AnswerValue>; errors: Record<string, string> } {
  const answers: Record<string, AnswerValue> = {};
  const errors: Record<string, string> = {};
  const seen: Record<string, unknown> = { ...values };
  for (const q of questions) {
    if (!questionShown(q, seen)) {
      delete seen[q.name];
      continue;
    }
    const checked = checkAnswer(q, values[q.name]);
    if ('error' in checked) errors[q.name] = checked.error;
    else {
      answers[q.name] = checked.value;
      seen[q.name] = checked.value;
    }
  }
  return { answers, errors };
}

/** An answer as the registration's owner and the office read it back, with the question as asked. */
export const givenAnswerSchema = z.object({ question_id: z.number(), name: z.string(), value: z.union([z.string(), z.array(z.string())]), question: questionSnapshotSchema });
export type GivenAnswer = z.output<typeof givenAnswerSchema>;

// ---------------------------------------------------------------- calls

const idParams = z.object({ id: idParam() });
/** A file given as an answer, by the name it was stored under (an unguessable id and its kind). */
const answerFileParams = z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(pdf|jpg|png|webp)$/, 'Give the file\'s stored name') });
/** Who opens a devotee's answer files: those who read registrations' answers (and the owner). */
export const QUESTION_FILE_ROLES = ['coordinator'] as const satisfies readonly StaffRole[];
/** Where staff open an answer's file (the answer keeps this address; the file itself is never public). */
export const answerFilePath = (name: string) => `/api/admin/question-files/${name}`;

export const questionCalls = {
  adminQuestionPrograms: defineCall({ method: 'GET', path: '/admin/questions/programs', summary: 'The programs (and their events) whose forms take questions', auth: 'staff', roles: QUESTION_VIEW_ROLES, response: dataResponse(z.array(questionProgramSchema)) }),
  adminQuestions: defineCall({ method: 'GET', path: '/admin/questions', summary: "A program's questions on its registration details and feedback, hidden ones too", auth: 'staff', roles: QUESTION_VIEW_ROLES, query: questionListQuerySchema, response: dataResponse(questionListSchema) }),
  adminQuestionAdd: defineCall({ method: 'POST', path: '/admin/questions', summary: "Add a question to a program's (or one event's) form (audited)", auth: 'staff', roles: QUESTION_EDIT_ROLES, body: questionInputSchema, response: okMessageSchema }),
  adminQuestionFile: defineCall({ method: 'GET', path: '/admin/question-files/:name', summary: "A file a devotee gave as an answer, a picture or a PDF (kept private: staff who read registrations' answers)", auth: 'staff', roles: QUESTION_FILE_ROLES, params: answerFileParams, produces: 'pdf' }),
  adminQuestionSave: defineCall({ method: 'PATCH', path: '/admin/questions/:id', summary: 'Change, reorder or hide a question; answers already given keep the question as asked (audited)', auth: 'staff', roles: QUESTION_EDIT_ROLES, params: idParams, body: questionInputSchema, response: okMessageSchema }),
};
