import { z } from './zod.ts';
import {
  acceptTerms,
  id,
  oneOf,
  optionalId,
  optionalPastDate,
  optionalText,
  requiredText,
  yesNo,
} from './fields.ts';
import { LANGUAGES } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { givenAnswerSchema, questionSchema, type GivenAnswer } from './questions.ts';

/**
 * Post-registration detail forms, feedback forms and their translation entries
 * (the specification's "Post-registration detail forms" and "Feedback forms").
 *
 * Each form is described once as a list of fields; the server builds its zod schema from the
 * list and the web renders the same list, so the two cannot drift apart.
 */

/** Upper bounds the spec does not give (docs/decisions/program-forms.md). */
export const FORM_TEXT = { short: 100, long: 2000, phone: 15 } as const;

/** Server messages the spec leaves open (wording ours). */
export const PROGRAM_FORM_MESSAGES = {
  registrationNotFound: 'Registration not found',
  feedbackNotFound: 'Feedback not found',
  notPaid: 'Please complete the payment for this registration first',
  noDetailForm: 'This program has no registration detail form',
  wrongProgram: 'This registration belongs to another program',
  noFeedbackForm: 'Feedback is taken only for Ulchemy, Ulchemy Elite, Divija, Kaivalya and Vision',
  // Who came: checked in where the event used check-in, otherwise paid in full (server lib/attendance.ts).
  feedbackNotPaid: 'Feedback is asked of those who came: checked in at the door, or paid in full where there was no check-in',
  feedbackNotOpen: 'Feedback opens once the program is completed',
  feedbackGiven: 'Feedback has already been given for this registration',
  invalidLanguage: 'Please choose English (0) or Tamil (1)',
  invalidProgram: 'Please choose a program from 0 to 8',
} as const;

// ---------------------------------------------------------------- field lists

export type FieldKind = 'text' | 'textarea' | 'phone' | 'yesno' | 'select' | 'date';

export interface FormFieldDef {
  /** The payload key; with the program prefix it is also the translation key (`divija_goal_life`). */
  name: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly [string, ...string[]];
  /** A description field shown (and required) only while this Yes/No field says Yes. */
  revealedBy?: string;
}

/** Option lists ("Option lists"; the spec's spelling 'Accomodation' kept). */
export const DIVIJA_ACCOMODATION = ['Own vehicle', 'Travel needed', 'Accomodation'] as const;
export const KAIVALYA_ACCOMODATION = [
  'Kaivalya Advance',
  'Male With Dormitory',
  'Male with Dormitory And Travel',
] as const;
export const SHIVRATRI_PROGRAMS = ['Ulchemy', 'Ulchemy Elite', 'Divija', 'Kaivalya', 'Vision'] as const;
export const YES_NO = ['Yes', 'No'] as const;

const answer = (name: string, required = true): FormFieldDef => ({ name, kind: 'textarea', required });
const short = (name: string, required = true): FormFieldDef => ({ name, kind: 'text', required });
/** A Yes/No select (default No) and the description it reveals on Yes. */
const yesNoWithDescription = (name: string): FormFieldDef[] => [
  { name, kind: 'yesno' },
  { name: `desc_${name}`, kind: 'textarea', revealedBy: name },
];
const emergencyContacts: FormFieldDef[] = [
  { name: 'emergency_contact1', kind: 'phone', required: true },
  short('emergency_relation1'),
  { name: 'emergency_contact2', kind: 'phone', required: true },
  short('emergency_relation2'),
];

/** Ulchemy and Ulchemy Elite differ only in know_program, required on Elite alone. */
const ulchemyForm = (knowProgramRequired: boolean): FormFieldDef[] => [
  answer('nature'),
  answer('interest'),
  answer('dream'),
  answer('know_program', knowProgramRequired),
  ...yesNoWithDescription('physical_problem'),
  ...yesNoWithDescription('similar_program'),
  answer('motivation'),
];

export const DETAIL_FORM_PROGRAM_IDS = [1, 2, 3, 4, 5, 6, 8] as const;
export type DetailProgramId = (typeof DETAIL_FORM_PROGRAM_IDS)[number];

export const DETAIL_FORMS: Record<DetailProgramId, FormFieldDef[]> = {
  1: ulchemyForm(false),
  2: ulchemyForm(true),
  3: [
    ...emergencyContacts,
    answer('goal_life'),
    answer('reason_attend'),
    ...yesNoWithDescription('body_problem'),
    ...yesNoWithDescription('surgery'),
    ...yesNoWithDescription('psychological_problem'),
    ...yesNoWithDescription('similar_program'),
    ...yesNoWithDescription('information'),
    { name: 'accomodation', kind: 'select', options: DIVIJA_ACCOMODATION },
    { name: 'dvija_date', kind: 'date' },
  ],
  4: [
    ...emergencyContacts,
    answer('reason_attend'),
    ...yesNoWithDescription('psychological_problem'),
    ...yesNoWithDescription('similar_program'),
    { name: 'accomodation', kind: 'select', options: KAIVALYA_ACCOMODATION },
    { name: 'dvija_date', kind: 'date' },
    { name: 'dvijaplus_date', kind: 'date' },
  ],
  5: [
    answer('nature'),
    answer('interest'),
    answer('dream'),
    answer('know_program'),
    answer('transformation'),
    ...yesNoWithDescription('physical_problem'),
    ...yesNoWithDescription('similar_program'),
  ],
  6: [
    { name: 'similar_program', kind: 'select', options: SHIVRATRI_PROGRAMS },
    answer('reason_attend'),
    short('seats'),
  ],
  8: [answer('know_program'), answer('reason_attend'), answer('journey')],
};

export const FEEDBACK_PROGRAM_IDS = [1, 2, 3, 4, 5] as const;
export type FeedbackProgramId = (typeof FEEDBACK_PROGRAM_IDS)[number];

const ulchemyFeedback = [
  'reason_attend',
  'expected',
  'learn_program',
  'practice_program',
  'participate_upcoming',
  'wish_volunteer',
  'about_program',
].map((name) => answer(name));

/** Every feedback field is required. */
export const FEEDBACK_FORMS: Record<FeedbackProgramId, FormFieldDef[]> = {
  1: ulchemyFeedback,
  2: ulchemyFeedback,
  3: [
    'experience',
    'goal_before',
    'goal_after',
    'things_notforget',
    'recommend_program',
    'wish_kaivalya',
    'about_program',
  ].map((name) => answer(name)),
  4: ['spouse_attend', 'experience', 'want_life', 'mission_taking', 'about_program'].map((name) =>
    answer(name),
  ),
  5: ulchemyFeedback,
};

/** Translation keys are the program prefix plus the field name (seed/translations.ts). */
export const TRANSLATION_PREFIX: Record<number, string> = {
  1: 'ulchemy_',
  2: 'elite_',
  3: 'divija_',
  4: 'kaivalya_',
  5: 'vision_',
  6: 'shivratri_',
  7: 'karmayogam_',
  8: 'paradesham_',
};

export const isDetailProgram = (id: number): id is DetailProgramId =>
  (DETAIL_FORM_PROGRAM_IDS as readonly number[]).includes(id);
export const isFeedbackProgram = (id: number): id is FeedbackProgramId =>
  (FEEDBACK_PROGRAM_IDS as readonly number[]).includes(id);

// ---------------------------------------------------------------- schemas

const digits = /^\d+$/;

function fieldSchema(f: FormFieldDef): z.ZodType<string, unknown> {
  const max = f.kind === 'text' ? FORM_TEXT.short : FORM_TEXT.long;
  switch (f.kind) {
    case 'yesno':
      return yesNo();
    case 'select':
      return f.required
        ? oneOf(f.options!)
        : z
            .union([oneOf(f.options!), z.literal('')], { error: MESSAGES.required })
            .optional()
            .transform((v) => v ?? '');
    case 'date':
      return optionalPastDate();
    case 'phone':
      // Emergency numbers are checked (numeric) only when not empty.
      return (f.required ? requiredText(FORM_TEXT.phone) : optionalText(FORM_TEXT.phone)).refine(
        (v) => v === '' || digits.test(v),
        MESSAGES.invalidContactNumber,
      );
    default:
      return f.required ? requiredText(max) : optionalText(max);
  }
}

/** The answers of one form: its fields, the reveal rules, and hidden descriptions emptied. */
export function answersSchema(fields: readonly FormFieldDef[]): z.ZodType<Record<string, string>, unknown> {
  const shape = Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]));
  const described = fields.filter((f) => f.revealedBy);
  return z
    .object(shape)
    .superRefine(
      (v, ctx) => {
        for (const f of described) {
          if (v[f.revealedBy!] === 'Yes' && !v[f.name]) {
            ctx.addIssue({ code: 'custom', path: [f.name], message: MESSAGES.required });
          }
        }
      },
      // Run even when other fields are wrong, so every message shows in one pass.
      { when: (p) => typeof p.value === 'object' && p.value !== null },
    )
    .transform((v) => {
      const out = { ...v } as Record<string, string>;
      // A description whose question says No is not an answer: it is not kept.
      for (const f of described) if (out[f.revealedBy!] !== 'Yes') out[f.name] = '';
      return out;
    });
}

/**
 * What a detail or feedback form holds and sends: text answers (ids and codes as text, as forms
 * send them) and checkboxes. The forms' schemas take this and check it field by field.
 */
const programFormValues = z
  .record(z.string(), z.union([z.string(), z.boolean()]))
  // Handed on as is: the form's own schema reads each field with its rule.
  .transform((v): unknown => v);
export type ProgramFormValues = z.input<typeof programFormValues>;

const languageCode = () =>
  z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: PROGRAM_FORM_MESSAGES.invalidLanguage })
    .optional()
    .transform((v): 0 | 1 => (Number(v ?? LANGUAGES.en) === LANGUAGES.ta ? 1 : 0));

/** The keys every detail-form payload carries, read before the registration's program is known. */
export const detailFormTargetSchema = z.object({
  reg_id: id(),
  /** The form's program, when the client sends it: a registration of another program is refused. */
  program_id: optionalId(),
});

export const detailFormMetaSchema = detailFormTargetSchema.extend({
  accept_terms: acceptTerms(),
  language: languageCode(),
});

/**
 * POST regform: reg_id, accept_terms, language and the program's fields. Both parts are
 * checked in one pass, so every bad field is reported at once; the answers come out apart.
 */
export function detailFormSchema(programId: number) {
  // A program the spec gives no form has only the office's questions (questions.ts).
  return programFormValues.pipe(
    z.intersection(detailFormMetaSchema, answersSchema(DETAIL_FORMS[programId as DetailProgramId] ?? [])).transform((v) => {
      const { reg_id, program_id, accept_terms, language, ...answers } = v;
      return { reg_id, program_id, accept_terms, language, answers };
    }),
  );
}

export const feedbackTargetSchema = z.object({ reg_id: id(), program_id: optionalId() });

/** POST feedback: reg_id and the program's answers, all required. */
export function feedbackSchema(programId: number) {
  return programFormValues.pipe(
    z.intersection(feedbackTargetSchema, answersSchema(FEEDBACK_FORMS[programId as FeedbackProgramId] ?? [])).transform((v) => {
      const { reg_id, program_id, ...answers } = v;
      return { reg_id, program_id, answers };
    }),
  );
}

/** POST trans/list: program 0 holds the shared words, 1 to 8 the programs' labels. */
export const transListSchema = z.object({
  program_id: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,2}$/, PROGRAM_FORM_MESSAGES.invalidProgram),
      ],
      {
        error: PROGRAM_FORM_MESSAGES.invalidProgram,
      },
    )
    .transform(Number)
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= 8, PROGRAM_FORM_MESSAGES.invalidProgram),
});

// ---------------------------------------------------------------- responses

/** Translation entry. */
export const translationEntrySchema = z.object({
  trans_word: z.string(),
  trans_en: z.string(),
  trans_ta: z.string(),
});
export type TranslationEntry = z.output<typeof translationEntrySchema>;

/** GET regform/{reg_id}: what the detail form needs to show and prefill. */
export const detailFormStateSchema = z.object({
  reg_id: z.number(),
  program_id: z.number(),
  /** The program's name as the office keeps it, English and Tamil (an added program has no fixed name in the site's words). */
  program_name: z.string(),
  program_name_ta: z.string(),
  event_name: z.string(),
  event_date: z.string(),
  pay_status: z.string(),
  language: z.union([z.literal(0), z.literal(1)]),
  /** The stored answers, or null before the first submit. */
  details: z.record(z.string(), z.string()).nullable(),
  details_updated_at: z.string().nullable(),
  /** The office's questions after the built-in fields, and this registration's answers to them (q_<id>). */
  questions: z.array(questionSchema),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type DetailFormState = z.output<typeof detailFormStateSchema>;

/** GET feedback/form/{reg_id}: whether feedback can be given, and for which program. */
export const feedbackFormStateSchema = z.object({
  reg_id: z.number(),
  program_id: z.number(),
  program_name: z.string(),
  program_name_ta: z.string(),
  event_name: z.string(),
  event_date: z.string(),
  /** 1 when feedback was given already (then the form is not shown). */
  feedback: z.union([z.literal(0), z.literal(1)]),
  /** The office's questions after the built-in fields. */
  questions: z.array(questionSchema),
});
export type FeedbackFormState = z.output<typeof feedbackFormStateSchema>;

/**
 * GET feedback/list/{reg_id}: the answers at the top level, as the spec lists them; the program's
 * name (an added program has no fixed one) and the office's questions as they were asked beside them.
 */
export const feedbackViewSchema = z
  .object({
    success: z.literal(1),
    reg_id: z.number(),
    program_id: z.number(),
    program_name: z.string(),
    program_name_ta: z.string(),
    event_name: z.string(),
    event_date: z.string(),
    question_answers: z.array(givenAnswerSchema),
  })
  // The index signature has to admit question_answers too (TypeScript checks every key against it).
  .catchall(z.union([z.string(), z.number(), z.array(givenAnswerSchema)]));
export type FeedbackView = {
  reg_id: number;
  program_id: number;
  program_name: string;
  program_name_ta: string;
  event_name: string;
  event_date: string;
  question_answers: GivenAnswer[];
  [answer: string]: string | number | GivenAnswer[];
};
