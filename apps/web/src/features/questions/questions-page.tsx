import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import {
  QUESTION_FORMS,
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
import i18n from '../../lib/i18n';
import './questions.css';
import './admin-strings';

/**
 * /admin/questions: the form builder. An editor (or the owner) adds questions to a program's
 * registration details or feedback form, after its built-in fields; a coordinator reads them.
 * Programs and events are picked by name. Answers already given keep the question as it was asked.
 */
export default function QuestionsPage() {
  const { t } = useTranslation();
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
      <h1>{t('adminQuestions.title')}</h1>
      <p className="muted">{t('adminQuestions.intro')}</p>
      <div className="questions-pick">
        <FormField id="questions-program" label={t('adminQuestions.program')}>
          {(p) => (
            <select {...p} value={programId} onChange={(e) => setProgramId(e.target.value)}>
              <option value="">{t('adminQuestions.chooseProgram')}</option>
              {programs.data?.data.map((pr) => (
                <option key={pr.id} value={pr.id}>
                  {pr.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="questions-form" label={t('adminQuestions.form')}>
          {(p) => (
            <select {...p} value={form} onChange={(e) => setForm(e.target.value as QuestionForm)}>
              {QUESTION_FORMS.map((f) => (
                <option key={f} value={f}>
                  {t(`adminQuestions.forms.${f}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {programs.error && <p role="alert">{errorMessage(programs.error)}</p>}
      {list.error && <p role="alert">{errorMessage(list.error)}</p>}
      {programId && !data && !list.error && <p role="status">{t('adminQuestions.loading')}</p>}
      {data && program && (
        <>
          {!canEdit && <p className="muted">{t('adminQuestions.readOnly')}</p>}
          <p className="muted questions-built-in">
            {t('adminQuestions.builtIn')}{' '}
            {data.built_in[form].length ? data.built_in[form].map(words).join(', ') : t('adminQuestions.noBuiltIn')}
          </p>
          <h2>{t('adminQuestions.formQuestions', { form: t(`adminQuestions.forms.${form}`) })}</h2>
          {asked.length === 0 && <p className="admin-empty">{t('adminQuestions.none')}</p>}
          {asked.length > 0 && (
            <ul className="question-rows" aria-label={t('adminQuestions.list')}>
              {asked.map((q) => (
                <li key={q.id} className={q.hidden ? 'question-row hidden-question' : 'question-row'}>
                  <QuestionEditor key={`${q.id}-${q.version}`} program={program} list={data} form={form} question={q} canEdit={canEdit} />
                </li>
              ))}
            </ul>
          )}
          {canEdit && (
            <section className="question-add" aria-label={t('adminQuestions.add')}>
              <h2>{t('adminQuestions.add')}</h2>
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
  return w.charAt(0).toUpperCase() + w.slice(1) + (name.startsWith('desc_') ? i18n.t('adminQuestions.builtInDetails') : '');
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
  const { t } = useTranslation();
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
        <FormField id={`${prefix}-kind`} label={t('adminQuestions.kind')} error={err('kind')} required>
          {(p) => (
            <select {...p} {...f.register('kind')}>
              {QUESTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`adminQuestions.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${prefix}-event`} label={t('adminQuestions.askedAt')} error={err('event_id')}>
          {(p) => (
            <select {...p} {...f.register('event_id')}>
              <option value="">{t('adminQuestions.everyEventOf', { program: program.name })}</option>
              {program.events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.event_name} ({isoToDisplay(e.event_date)})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${prefix}-label-en`} label={t('adminQuestions.labelEn')} error={err('label_en')} required>
          {(p) => <input {...p} {...f.register('label_en')} maxLength={200} />}
        </FormField>
        <FormField id={`${prefix}-label-ta`} label={t('adminQuestions.labelTa')} error={err('label_ta')}>
          {(p) => <input {...p} {...f.register('label_ta')} maxLength={200} lang="ta" />}
        </FormField>
        <FormField id={`${prefix}-help-en`} label={t('adminQuestions.helpEn')} error={err('help_en')}>
          {(p) => <input {...p} {...f.register('help_en')} maxLength={500} />}
        </FormField>
        <FormField id={`${prefix}-help-ta`} label={t('adminQuestions.helpTa')} error={err('help_ta')}>
          {(p) => <input {...p} {...f.register('help_ta')} maxLength={500} lang="ta" />}
        </FormField>
        {choosing && (
          <>
            <FormField id={`${prefix}-options-en`} label={t('adminQuestions.optionsEn')} error={err('options_en')} required>
              {(p) => <textarea {...p} {...f.register('options_en')} rows={4} />}
            </FormField>
            <FormField id={`${prefix}-options-ta`} label={t('adminQuestions.optionsTa')} error={err('options_ta')}>
              {(p) => <textarea {...p} {...f.register('options_ta')} rows={4} lang="ta" />}
            </FormField>
          </>
        )}
        <FormField id={`${prefix}-show-if`} label={t('adminQuestions.shown')} error={err('show_if_field')}>
          {(p) => (
            <select {...p} {...f.register('show_if_field')}>
              <option value="">{t('adminQuestions.always')}</option>
              <optgroup label={t('adminQuestions.onlyWhen')}>
                {others.map((q) => (
                  <option key={q.name} value={q.name}>
                    {q.label_en}
                  </option>
                ))}
                {list.built_in[form].map((name) => (
                  <option key={name} value={name}>
                    {t('adminQuestions.builtInMark', { field: words(name) })}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </FormField>
        {showIf && (
          <FormField id={`${prefix}-show-if-value`} label={t('adminQuestions.isAnswered')} error={err('show_if_value')} required>
            {(p) =>
              followValues ? (
                <select {...p} {...f.register('show_if_value')}>
                  <option value="">{t('adminQuestions.chooseAnswer')}</option>
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
        <FormField id={`${prefix}-order`} label={t('adminQuestions.order')} error={err('sort_order')}>
          {(p) => <input {...p} {...f.register('sort_order')} inputMode="numeric" />}
        </FormField>
      </div>
      <div className="checkbox">
        <input id={`${prefix}-required`} type="checkbox" {...f.register('required')} />
        <label htmlFor={`${prefix}-required`}>{t('adminQuestions.required')}</label>
      </div>
      {question && (
        <div className="checkbox">
          <input id={`${prefix}-hidden`} type="checkbox" {...f.register('hidden')} />
          <label htmlFor={`${prefix}-hidden`}>{t('adminQuestions.hidden')}</label>
        </div>
      )}
      {canEdit && (
        <button type="submit" className="btn">
          {t(question ? 'adminQuestions.save' : 'adminQuestions.addSubmit')}
        </button>
      )}
    </fieldset>
  );

  return (
    <form className="question-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={question ? question.label_en : t('adminQuestions.newQuestion')}>
      {question && (
        <p className="question-state">
          <strong>{question.label_en}</strong>
          {question.label_ta && <span lang="ta"> · {question.label_ta}</span>} · {t(`adminQuestions.kinds.${question.kind}`)} · {t(question.required ? 'adminQuestions.required' : 'adminQuestions.optional')} ·{' '}
          {question.event_name ?? t('adminQuestions.everyEvent')} · {t(question.hidden ? 'adminQuestions.hiddenState' : 'adminQuestions.asked')} · {t('adminQuestions.answers', { count: question.answers })}
        </p>
      )}
      {question ? (
        <details className="question-fold">
          <summary>{t(canEdit ? 'adminQuestions.change' : 'adminQuestions.details', { question: question.label_en })}</summary>
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
