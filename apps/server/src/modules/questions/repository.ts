import type { Queryable } from '../../db/client.ts';
import type { QuestionFields, QuestionForm, QuestionOption, QuestionSnapshot } from '@portal/contract/questions';

/** SQL of the office's questions and their answers (docs/decisions/questions.md): form_questions and question_answers are written here only. */

export interface QuestionRow {
  id: number;
  program_id: number;
  event_id: number | null;
  event_name: string | null;
  form: QuestionForm;
  kind: QuestionSnapshot['kind'];
  required: boolean;
  label_en: string;
  label_ta: string;
  help_en: string;
  help_ta: string;
  options: QuestionOption[];
  show_if_field: string;
  show_if_value: string;
  sort_order: number;
  hidden: boolean;
  version: number;
  answers: number;
}

const COLUMNS = `fq.id, fq.program_id::int AS program_id, fq.event_id, e.event_name, fq.form, fq.kind, fq.required, fq.label_en, fq.label_ta,
  fq.help_en, fq.help_ta, fq.options, fq.show_if_field, fq.show_if_value, fq.sort_order, fq.hidden, fq.version,
  (SELECT count(*)::int FROM question_answers qa WHERE qa.question_id = fq.id) AS answers`;
const FROM = 'form_questions fq LEFT JOIN events e ON e.id = fq.event_id';

/** Every question of a program (hidden ones too), in the order the forms ask them. */
export const listOfProgram = (q: Queryable, programId: number) =>
  q.query<QuestionRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE fq.program_id = $1 ORDER BY fq.form, fq.sort_order, fq.id`, [programId]);

/** The questions a form asks for one registration: the program's, and the event's own, not hidden. */
export const listAsked = (q: Queryable, programId: number, eventId: number, form: QuestionForm) =>
  q.query<QuestionRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
      WHERE fq.program_id = $1 AND fq.form = $3 AND NOT fq.hidden AND (fq.event_id IS NULL OR fq.event_id = $2)
      ORDER BY fq.sort_order, fq.id`,
    [programId, eventId, form],
  );

/** The questions of a form for an export: one program's, or every program's; hidden ones too (they may hold answers). */
export const listForExport = (q: Queryable, form: QuestionForm, programId: number | undefined) =>
  q.query<QuestionRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE fq.form = $1 AND ($2::int IS NULL OR fq.program_id = $2) ORDER BY fq.program_id, fq.sort_order, fq.id`,
    [form, programId ?? null],
  );

export const findQuestion = (q: Queryable, id: number) => q.one<QuestionRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE fq.id = $1`, [id]);

export const programExists = (q: Queryable, id: number) => q.one<{ name: string }>('SELECT name FROM programs WHERE id = $1', [id]);

export const eventOfProgram = (q: Queryable, eventId: number, programId: number) =>
  q.one<{ id: number }>('SELECT id FROM events WHERE id = $1 AND program_id = $2', [eventId, programId]);

export const listPrograms = (q: Queryable) =>
  q.query<{ id: number; name: string; events: Array<{ id: number; event_name: string; event_date: string }> }>(
    `SELECT p.id::int AS id, p.name,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('id', e.id, 'event_name', e.event_name, 'event_date', e.event_date::text) ORDER BY e.event_date DESC, e.id DESC)
                        FROM events e WHERE e.program_id = p.id), '[]'::jsonb) AS events
       FROM programs p ORDER BY p.id`,
  );

type Stored = Omit<QuestionFields, 'event_id'> & { event_id: number | null };

export const insertQuestion = (q: Queryable, f: Stored) =>
  q.one<{ id: number }>(
    `INSERT INTO form_questions (program_id, event_id, form, kind, required, label_en, label_ta, help_en, help_ta, options, show_if_field, show_if_value, sort_order, hidden)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14) RETURNING id`,
    [f.program_id, f.event_id, f.form, f.kind, f.required, f.label_en, f.label_ta, f.help_en, f.help_ta, JSON.stringify(f.options), f.show_if_field, f.show_if_value, f.sort_order, f.hidden],
  );

/** A change raises the version; answers already given keep theirs (and the words they were asked with). */
export const updateQuestion = (q: Queryable, id: number, f: Stored) =>
  q.one<{ id: number }>(
    `UPDATE form_questions SET program_id = $2, event_id = $3, form = $4, kind = $5, required = $6, label_en = $7, label_ta = $8, help_en = $9, help_ta = $10,
            options = $11::jsonb, show_if_field = $12, show_if_value = $13, sort_order = $14, hidden = $15, version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING id`,
    [id, f.program_id, f.event_id, f.form, f.kind, f.required, f.label_en, f.label_ta, f.help_en, f.help_ta, JSON.stringify(f.options), f.show_if_field, f.show_if_value, f.sort_order, f.hidden],
  );

export interface AnswerRow {
  registration_id: number;
  question_id: number;
  value: string | string[];
  question: QuestionSnapshot;
}

export const answersOf = (q: Queryable, form: QuestionForm, registrationIds: readonly number[]) =>
  q.query<AnswerRow>(
    'SELECT registration_id, question_id, value, question FROM question_answers WHERE form = $1 AND registration_id = ANY($2::int[]) ORDER BY registration_id, question_id',
    [form, registrationIds],
  );

/** An answer with its question as asked now; an answer unchanged keeps the question it was first given with. */
export const upsertAnswer = (q: Queryable, registrationId: number, form: QuestionForm, questionId: number, value: string | string[], snapshot: QuestionSnapshot) =>
  q.query(
    `INSERT INTO question_answers (registration_id, form, question_id, value, question) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)
     ON CONFLICT (registration_id, form, question_id) DO UPDATE
       SET value = EXCLUDED.value, question = EXCLUDED.question, answered_at = now()
     WHERE question_answers.value IS DISTINCT FROM EXCLUDED.value`,
    [registrationId, form, questionId, JSON.stringify(value), JSON.stringify(snapshot)],
  );

/** Answers to questions the form asked but that are no longer answered (a condition now says No). */
export const deleteAnswers = (q: Queryable, registrationId: number, form: QuestionForm, questionIds: readonly number[]) =>
  q.query('DELETE FROM question_answers WHERE registration_id = $1 AND form = $2 AND question_id = ANY($3::int[])', [registrationId, form, questionIds]);

/** DPDP erasure: every answer of the person's registrations. */
export const deleteAnswersOfUser = (q: Queryable, userId: number) =>
  q.query('DELETE FROM question_answers WHERE registration_id IN (SELECT id FROM registrations WHERE user_id = $1)', [userId]);

/**
 * SQL: the registration under `reg` (an alias with program_id and event_id) is asked questions on
 * this form (its program's or its event's own, not hidden). Other modules' lists and messages read
 * it to tell whether an added program has a details or feedback form at all.
 */
export const asksQuestionsSql = (reg: string, form: QuestionForm) =>
  `EXISTS (SELECT 1 FROM form_questions fq_asked WHERE fq_asked.program_id = ${reg}.program_id AND fq_asked.form = '${form === 'details' ? 'details' : 'feedback'}'
            AND NOT fq_asked.hidden AND (fq_asked.event_id IS NULL OR fq_asked.event_id = ${reg}.event_id))`;
