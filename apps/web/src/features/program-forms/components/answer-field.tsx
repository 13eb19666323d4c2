import { Controller, type UseFormReturn } from 'react-hook-form';
import type { FormFieldDef, ProgramFormValues } from '@portal/contract/program-forms';
import { DateInput } from '../../../components/date-input';
import { FormField } from '../../../components/form-field';
import { OPTION_LABELS_TA } from '../strings';
import type { useFormLabels } from '../use-form-labels';

/** What a detail or feedback form holds: the contract's ProgramFormValues, checked by the form's schema. */
export type FormValues = ProgramFormValues;
type Labels = ReturnType<typeof useFormLabels>;

/**
 * One field of a detail or feedback form, drawn from the contract's field list: text, long
 * answer, phone, Yes/No select (default No), option select or a DD/MM/YYYY date without future days.
 * A description field appears only while its Yes/No question says Yes.
 */
export function AnswerField<Checked>({
  def,
  form,
  labels,
  lang,
}: {
  def: FormFieldDef;
  form: UseFormReturn<FormValues, unknown, Checked>;
  labels: Labels;
  lang: 0 | 1;
}) {
  const { register, control, watch, formState } = form;
  const revealed = def.revealedBy ? watch(def.revealedBy) === 'Yes' : true;
  if (!revealed) return null;
  const error = formState.errors[def.name]?.message as string | undefined;
  const required = def.required || !!def.revealedBy;
  const optionLabel = (v: string) => (lang === 1 ? (OPTION_LABELS_TA[v] ?? v) : v);

  return (
    <FormField label={labels.field(def.name)} error={error} required={required} id={`pf-${def.name}`}>
      {(p) => {
        switch (def.kind) {
          case 'yesno':
            return (
              <select {...p} {...register(def.name)}>
                <option value="Yes">{labels.word('yes', 'yes')}</option>
                <option value="No">{labels.word('no', 'no')}</option>
              </select>
            );
          case 'select':
            return (
              <select {...p} {...register(def.name)}>
                <option value="">{labels.word('select', 'select')}</option>
                {def.options!.map((o) => (
                  <option key={o} value={o}>
                    {optionLabel(o)}
                  </option>
                ))}
              </select>
            );
          case 'date':
            return (
              <Controller
                control={control}
                name={def.name}
                render={({ field }) => (
                  <DateInput {...p} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} noFuture />
                )}
              />
            );
          case 'phone':
            return <input {...p} {...register(def.name)} type="tel" inputMode="numeric" autoComplete="off" maxLength={15} />;
          case 'text':
            return <input {...p} {...register(def.name)} type="text" maxLength={100} />;
          default:
            return <textarea {...p} {...register(def.name)} rows={3} maxLength={2000} />;
        }
      }}
    </FormField>
  );
}

/** The empty value of each field: Yes/No questions start at No, everything else empty. */
export function emptyAnswers(fields: readonly FormFieldDef[], saved?: Record<string, string> | null): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, saved?.[f.name] ?? (f.kind === 'yesno' ? 'No' : '')]));
}
