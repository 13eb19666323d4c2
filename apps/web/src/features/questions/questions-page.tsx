import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import {
  QUESTION_FORM_WORDS,
  QUESTION_FORMS,
  QUESTION_KIND_WORDS,
  QUESTION_KINDS,
  questionInputSchema,
  type QuestionAdmin,
  type QuestionForm,
  type QuestionInput,
  type QuestionList,
  type QuestionProgram,
} from '@portal/contract/questions';
import { errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { adminCall, useStaff } from '../../lib/admin-client';
import { isoToDisplay } from '../../lib/iso-date';
import { FormField } from '../../components/form-field';
import './questions.css';

/**
 * /admin/questions: the form builder. An editor (or the owner) adds questions to a program's
 * registration details or feedback form, after its built-in fields; a coordinator reads them.
 * Programs and events are picked by name. Answers already given keep the question as it was asked.
 */
export default function QuestionsPage() {
  const staff = useStaff();
  const programs = useQuery({ queryKey: ['admin', 'questions', 'programs'], queryFn: () => adminCall(calls.adminQuestionPrograms) });
  const [programId, setProgramId] = useState('');
  const [form, setForm] = useState<QuestionForm>('details');
  const list = useQuery({
    queryKey: ['admin', 'questions', programId],
    queryFn: () => adminCall(calls.adminQuestions, { query: { program_id: programId } }),
    enabled: programId !== '',
  });
  const data = list.data?.data;
  const program = programs.data?.data.find((p) => String(p.id) === programId);
  const canEdit = data?.can_edit ?? (staff?.role === 'owner' || staff?.role === 'editor');
  const asked = data?.questions.filter((q) => q.form === form) ?? [];

  return (
    <section className="questions-admin">
      <h1>Questions</h1>
      <p className="muted">
        The registration details and feedback forms of each program ask the built-in questions first; the questions added
        here come after them, in English and Tamil. A change never rewrites answers already given: each answer keeps the
        question as it was asked.
      </p>
      <div className="questions-pick">
        <FormField id="questions-program" label="Program">
          {(p) => (
            <select {...p} value={programId} onChange={(e) => setProgramId(e.target.value)}>
              <option value="">Choose a program</option>
              {programs.data?.data.map((pr) => (
                <option key={pr.id} value={pr.id}>
                  {pr.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="questions-form" label="Form">
          {(p) => (
            <select {...p} value={form} onChange={(e) => setForm(e.target.value as QuestionForm)}>
              {QUESTION_FORMS.map((f) => (
                <option key={f} value={f}>
                  {QUESTION_FORM_WORDS[f]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {programs.error && <p role="alert">{errorMessage(programs.error)}</p>}
      {list.error && <p role="alert">{errorMessage(list.error)}</p>}
      {programId && !data && !list.error && <p role="status">Loading…</p>}
      {data && program && (
        <>
          {!canEdit && <p className="muted">Questions are set by editors and the owner: shown here read-only.</p>}
          <p className="muted questions-built-in">
            Built-in fields (asked first):{' '}
            {data.built_in[form].length ? data.built_in[form].map(words).join(', ') : 'none (this program has only the questions added here)'}
          </p>
          <h2>{QUESTION_FORM_WORDS[form]} questions</h2>
          {asked.length === 0 && <p className="admin-empty">No question has been added to this form yet.</p>}
          {asked.length > 0 && (
            <ul className="question-rows" aria-label="Questions">
              {asked.map((q) => (
                <li key={q.id} className={q.hidden ? 'question-row hidden-question' : 'question-row'}>
                  <QuestionEditor key={`${q.id}-${q.version}`} program={program} list={data} form={form} question={q} canEdit={canEdit} />
                </li>
              ))}
            </ul>
          )}
          {canEdit && (
            <section className="question-add" aria-label="Add a question">
              <h2>Add a question</h2>
              <QuestionEditor key={`new-${program.id}-${form}-${asked.length}`} program={program} list={data} form={form} canEdit />
            </section>
          )}
        </>
      )}
    </section>
  );
}

/** 'emergency_contact1' → 'Emergency contact1': a built-in field's name in words. */
const words = (name: string) => {
  const w = name.replace(/^desc_/, '').replace(/_/g, ' ');
  return (w.charAt(0).toUpperCase() + w.slice(1)) + (name.startsWith('desc_') ? ' (details)' : '');
};

type Values = Exclude<QuestionInput, undefined>;

const valuesOf = (programId: number, form: QuestionForm, q?: QuestionAdmin): Values => ({
  program_id: programId,
  event_id: q?.event_id ? String(q.event_id) : '',
  form,
  kind: q?.kind ?? 'text',
  required: q?.required ?? false,
  label_en: q?.label_en ?? '',
  label_ta: q?.label_ta ?? '',
  help_en: q?.help_en ?? '',
  help_ta: q?.help_ta ?? '',
  options_en: q?.options.map((o) => o.en).join('\n') ?? '',
  options_ta: q?.options.some((o) => o.ta) ? q.options.map((o) => o.ta).join('\n') : '',
  show_if_field: q?.show_if_field ?? '',
  show_if_value: q?.show_if_value ?? '',
  sort_order: q ? String(q.sort_order) : '0',
  hidden: q?.hidden ?? false,
});

/** One question's fields (or a new one's), checked by the contract's schema and saved together. */
function QuestionEditor({ program, list, form, question, canEdit }: { program: QuestionProgram; list: QuestionList; form: QuestionForm; question?: QuestionAdmin; canEdit: boolean }) {
  const client = useQueryClient();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const f = useForm<Values>({ resolver: zodResolver(questionInputSchema as never) as never, defaultValues: valuesOf(program.id, form, question) });
  const kind = useWatch({ control: f.control, name: 'kind' });
  const showIf = useWatch({ control: f.control, name: 'show_if_field' });
  const err = (k: keyof Values) => f.formState.errors[k]?.message as string | undefined;
  const prefix = question ? `q-${question.id}` : 'q-new';
  const choosing = kind === 'choice' || kind === 'choices';
  // What may show this question: a built-in field or another question of the same form.
  const others = list.questions.filter((q) => q.form === form && q.id !== question?.id);
  const follows = others.find((q) => q.name === showIf);
  const followValues = follows?.kind === 'yesno' ? ['Yes', 'No'] : follows && (follows.kind === 'choice' || follows.kind === 'choices') ? follows.options.map((o) => o.en) : undefined;

  const { onSubmit, busy } = useFormSubmit(
    f,
    () => {
      // The call takes the form's own values (the schema's input); the server checks them with the same schema.
      const body: QuestionInput = f.getValues();
      return question ? adminCall(calls.adminQuestionSave, { params: { id: String(question.id) }, body }) : adminCall(calls.adminQuestionAdd, { body });
    },
    {
      onStart: () => setAnswer(null),
      onSuccess: async (res) => {
        setAnswer({ ok: true, text: res.message });
        await client.invalidateQueries({ queryKey: ['admin', 'questions', String(program.id)] });
      },
      // The field messages go under their fields, and the refusal's message to the form's status line.
      onFailure: (message) => setAnswer({ ok: false, text: message }),
    },
  );

  const body = (
    <fieldset disabled={!canEdit || busy}>
      <div className="question-grid">
        <FormField id={`${prefix}-kind`} label="Kind of question" error={err('kind')} required>
          {(p) => (
            <select {...p} {...f.register('kind')}>
              {QUESTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {QUESTION_KIND_WORDS[k]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${prefix}-event`} label="Asked at" error={err('event_id')}>
          {(p) => (
            <select {...p} {...f.register('event_id')}>
              <option value="">Every event of {program.name}</option>
              {program.events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.event_name} ({isoToDisplay(e.event_date)})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${prefix}-label-en`} label="Question in English" error={err('label_en')} required>
          {(p) => <input {...p} {...f.register('label_en')} maxLength={200} />}
        </FormField>
        <FormField id={`${prefix}-label-ta`} label="Question in Tamil" error={err('label_ta')}>
          {(p) => <input {...p} {...f.register('label_ta')} maxLength={200} lang="ta" />}
        </FormField>
        <FormField id={`${prefix}-help-en`} label="Help in English" error={err('help_en')}>
          {(p) => <input {...p} {...f.register('help_en')} maxLength={500} />}
        </FormField>
        <FormField id={`${prefix}-help-ta`} label="Help in Tamil" error={err('help_ta')}>
          {(p) => <input {...p} {...f.register('help_ta')} maxLength={500} lang="ta" />}
        </FormField>
        {choosing && (
          <>
            <FormField id={`${prefix}-options-en`} label="Options in English (one a line)" error={err('options_en')} required>
              {(p) => <textarea {...p} {...f.register('options_en')} rows={4} />}
            </FormField>
            <FormField id={`${prefix}-options-ta`} label="Options in Tamil (one a line, same order)" error={err('options_ta')}>
              {(p) => <textarea {...p} {...f.register('options_ta')} rows={4} lang="ta" />}
            </FormField>
          </>
        )}
        <FormField id={`${prefix}-show-if`} label="Shown" error={err('show_if_field')}>
          {(p) => (
            <select {...p} {...f.register('show_if_field')}>
              <option value="">Always</option>
              <optgroup label="Only when the question">
                {others.map((q) => (
                  <option key={q.name} value={q.name}>
                    {q.label_en}
                  </option>
                ))}
                {list.built_in[form].map((name) => (
                  <option key={name} value={name}>
                    {words(name)} (built-in)
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </FormField>
        {showIf && (
          <FormField id={`${prefix}-show-if-value`} label="is answered" error={err('show_if_value')} required>
            {(p) =>
              followValues ? (
                <select {...p} {...f.register('show_if_value')}>
                  <option value="">Choose the answer</option>
                  {followValues.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...p} {...f.register('show_if_value')} maxLength={100} />
              )
            }
          </FormField>
        )}
        <FormField id={`${prefix}-order`} label="Order (smaller first)" error={err('sort_order')}>
          {(p) => <input {...p} {...f.register('sort_order')} inputMode="numeric" />}
        </FormField>
      </div>
      <div className="checkbox">
        <input id={`${prefix}-required`} type="checkbox" {...f.register('required')} />
        <label htmlFor={`${prefix}-required`}>Required</label>
      </div>
      {question && (
        <div className="checkbox">
          <input id={`${prefix}-hidden`} type="checkbox" {...f.register('hidden')} />
          <label htmlFor={`${prefix}-hidden`}>Hidden (no longer asked; answers given are kept)</label>
        </div>
      )}
      {canEdit && (
        <button type="submit" className="btn">
          {question ? 'Save the question' : 'Add the question'}
        </button>
      )}
    </fieldset>
  );

  return (
    <form className="question-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={question ? question.label_en : 'New question'}>
      {question && (
        <p className="question-state">
          <strong>{question.label_en}</strong>
          {question.label_ta && <span lang="ta"> · {question.label_ta}</span>} · {QUESTION_KIND_WORDS[question.kind]} · {question.required ? 'Required' : 'Optional'} ·{' '}
          {question.event_name ?? 'Every event'} · {question.hidden ? 'Hidden' : 'Asked'} · {question.answers} {question.answers === 1 ? 'answer' : 'answers'}
        </p>
      )}
      {question ? (
        <details className="question-fold">
          <summary>{canEdit ? `Change “${question.label_en}”` : `Details of “${question.label_en}”`}</summary>
          {body}
        </details>
      ) : (
        body
      )}
      <p role="status" aria-live="polite" className={answer ? (answer.ok ? 'question-answer ok' : 'question-answer warn') : 'question-answer'}>
        {answer?.text ?? ''}
      </p>
    </form>
  );
}
