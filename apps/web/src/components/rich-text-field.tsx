import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useController, useFormContext, type FieldError } from 'react-hook-form';
import { FieldNotes } from './form-field';

/**
 * A story field of a back-office form (react-hook-form): the rich-text editor, loaded only when
 * a form that has one opens, so no other screen and no public page carries it. While it loads,
 * the field keeps its place.
 */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function RichTextField({ name, label, hint, lang, previewClass, readOnly }: { name: string; label: string; hint?: ReactNode; lang?: 'ta'; previewClass?: string; readOnly?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const error = (fieldState.error as FieldError | undefined)?.message;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      {/* The editor's editable area carries the label; this names the field for sighted readers. */}
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <Suspense fallback={<div className="rte rte-loading" style={{ minHeight: "14rem" }} aria-busy="true" aria-label={`Loading the editor: ${label}`} />}>
        <RichTextEditor id={id} label={label} value={(field.value as string | undefined) ?? ''} onChange={(html) => field.onChange(html)} lang={lang} describedBy={described} invalid={!!error} previewClass={previewClass} readOnly={readOnly || field.disabled} />
      </Suspense>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A story in English and Tamil side by side (stacked on a phone). */
export function RichTwinField({ name, label, hint, previewClass, readOnly }: { name: string; label: string; hint?: ReactNode; previewClass?: string; readOnly?: boolean }) {
  return (
    <div className="admin-twin admin-twin-rich">
      <RichTextField name={name} label={`${label} (English)`} hint={hint} previewClass={previewClass} readOnly={readOnly} />
      <RichTextField name={`${name}_ta`} label={`${label} (Tamil)`} lang="ta" hint="Empty: the English text is shown" previewClass={previewClass} readOnly={readOnly} />
    </div>
  );
}
