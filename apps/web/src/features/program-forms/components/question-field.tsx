import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { checkAnswers, questionShown, type AnswerValue, type Question } from '@portal/contract/questions';
import { FormField } from '../../../components/form-field';
import type { useFormLabels } from '../use-form-labels';

type Labels = ReturnType<typeof useFormLabels>;

/** A question's words in the form's language (the English ones where no Tamil was given). */
const inLang = (en: string, ta: string, lang: 0 | 1) => (lang === 1 && ta ? ta : en);

/**
 * One question the office added to the form (questions.ts), after the built-in fields: short or
 * long text, number, date, one choice, several choices (checkboxes), yes/no. It appears only while
 * the answer it follows is the value the office set.
 */
export function QuestionField<V extends FieldValues, C>({ q, form, labels, lang }: { q: Question; form: UseFormReturn<V, unknown, C>; labels: Labels; lang: 0 | 1 }) {
  // The office's questions are named at run time: each name is a field of the form's values.
  const reg = (name: string) => form.register(name as Path<V>);
  const values = form.watch() as Record<string, unknown>;
  if (!questionShown(q, values)) return null;
  const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[q.name]?.message as string | undefined;
  const label = inLang(q.label_en, q.label_ta, lang);
  const help = inLang(q.help_en, q.help_ta, lang) || undefined;
  const id = `pf-${q.name}`;

  if (q.kind === 'choices') {
    return (
      <fieldset className="field pf-choices" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className={q.required ? 'required' : undefined}>{label}</legend>
        {help && <span className="hint">{help}</span>}
        {q.options.map((o, i) => (
          <label key={o.en} className="checkbox" htmlFor={`${id}-${i}`}>
            <input id={`${id}-${i}`} type="checkbox" value={o.en} {...reg(q.name)} />
            <span>{inLang(o.en, o.ta, lang)}</span>
          </label>
        ))}
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </fieldset>
    );
  }

  return (
    <FormField label={label} hint={help} error={error} required={q.required} id={id}>
      {(p) => {
        switch (q.kind) {
          case 'yesno':
            return (
              <select {...p} {...reg(q.name)}>
                <option value="">{labels.word('select', 'select')}</option>
                <option value="Yes">{labels.word('yes', 'yes')}</option>
                <option value="No">{labels.word('no', 'no')}</option>
              </select>
            );
          case 'choice':
            return (
              <select {...p} {...reg(q.name)}>
                <option value="">{labels.word('select', 'select')}</option>
                {q.options.map((o) => (
                  <option key={o.en} value={o.en}>
                    {inLang(o.en, o.ta, lang)}
                  </option>
                ))}
              </select>
            );
          case 'number':
            return <input {...p} {...reg(q.name)} type="text" inputMode="decimal" maxLength={15} />;
          case 'date':
            return <input {...p} {...reg(q.name)} type="date" />;
          case 'text':
            return <input {...p} {...reg(q.name)} type="text" maxLength={100} />;
          case 'file':
            return <input {...p} {...reg(q.name)} type="file" accept="image/jpeg,image/png,image/webp,application/pdf" />;
          default:
            return <textarea {...p} {...reg(q.name)} rows={3} maxLength={2000} />;
        }
      }}
    </FormField>
  );
}

/** The starting values of the questions: the answers given, else empty (several choices: none). */
export const questionDefaults = (questions: readonly Question[], given: Record<string, AnswerValue> = {}) =>
  Object.fromEntries(questions.filter((q) => q.kind !== 'file').map((q) => [q.name, given[q.name] ?? (q.kind === 'choices' ? [] : '')]));

/** The questions' answers as the call sends them: several choices as a JSON list; files go apart. */
export function questionPayload(questions: readonly Question[], values: Record<string, unknown>) {
  const out: Record<string, string> = {};
  for (const q of questions) {
    if (q.kind === 'file' || !questionShown(q, values)) continue;
    const v = values[q.name];
    out[q.name] = q.kind === 'choices' ? JSON.stringify(Array.isArray(v) ? v : v ? [v] : []) : String(v ?? '');
  }
  return out;
}

/** The files chosen for the shown file questions, each under its question's name. */
export function questionFiles(questions: readonly Question[], values: Record<string, unknown>): Array<[string, File]> {
  const out: Array<[string, File]> = [];
  for (const q of questions) {
    if (q.kind !== 'file' || !questionShown(q, values)) continue;
    const chosen = values[q.name];
    const file = chosen instanceof FileList ? chosen[0] : undefined;
    if (file) out.push([q.name, file]);
  }
  return out;
}

/** The form's resolver, with the questions checked by the same rule as the server's, every message at once. */
export function withQuestions<V extends FieldValues, C>(base: Resolver<V, unknown, C>, questions: readonly Question[]): Resolver<V, unknown, C> {
  if (!questions.length) return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const asked = questions.filter((q) => q.kind !== 'file');
    const { errors } = checkAnswers(asked, values as Record<string, unknown>);
    if (!Object.keys(errors).length) return result;
    const questionErrors = Object.fromEntries(Object.entries(errors).map(([k, message]) => [k, { type: 'validate', message }]));
    return { values: {}, errors: { ...result.errors, ...questionErrors } } as Awaited<ReturnType<Resolver<V, unknown, C>>>;
  };
}
