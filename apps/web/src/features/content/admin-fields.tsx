import { useState, type ReactNode } from 'react';
import { useFormContext, type FieldError, type FieldErrors } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { errorMessage } from '../../lib/api';

/**
 * Fields of the back office's forms, read from the surrounding react-hook-form (FormProvider):
 * the error under each field comes from the contract schema (zodResolver) or from the server's
 * `errors`. Every text a visitor reads is edited with its Tamil twin beside it (`<name>_ta`).
 */

/** The message of a field, nested names (`promises.0`) included. */
function errorOf(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as FieldError | undefined)?.message;
}

type InputKind = 'text' | 'number' | 'date' | 'time' | 'url';

export function TextField({ name, label, type = 'text', hint, required, multiline, lang }: {
  name: string;
  label: string;
  type?: InputKind;
  hint?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  /** 'ta' for the Tamil twin: the browser and screen readers read it as Tamil. */
  lang?: 'ta';
}) {
  const { register, formState } = useFormContext();
  return (
    <FormField label={label} hint={hint} required={required} error={errorOf(formState.errors, name)}>
      {(aria) =>
        multiline ? (
          <textarea {...aria} {...register(name)} rows={5} lang={lang} />
        ) : (
          <input {...aria} {...register(name)} type={type} lang={lang} step={type === 'number' ? 'any' : undefined} />
        )
      }
    </FormField>
  );
}

/** English and Tamil side by side (stacked on a phone). */
export function TwinField({ name, label, required, multiline, hint }: { name: string; label: string; required?: boolean; multiline?: boolean; hint?: ReactNode }) {
  return (
    <div className="admin-twin">
      <TextField name={name} label={`${label} (English)`} required={required} multiline={multiline} hint={hint} />
      <TextField name={`${name}_ta`} label={`${label} (Tamil)`} multiline={multiline} lang="ta" hint="Empty: the English text is shown" />
    </div>
  );
}

export function CheckField({ name, label, hint }: { name: string; label: string; hint?: ReactNode }) {
  const { register } = useFormContext();
  return (
    <div className="field admin-check">
      <label>
        <input type="checkbox" {...register(name)} /> {label}
      </label>
      {hint && <span className="hint">{hint}</span>}
    </div>
  );
}

export function SelectField({ name, label, options, required }: { name: string; label: string; options: { value: string | number; label: string }[]; required?: boolean }) {
  const { register, formState } = useFormContext();
  return (
    <FormField label={label} required={required} error={errorOf(formState.errors, name)}>
      {(aria) => (
        // A list that arrives after the form opened (the programs) remounts the field, so the form's
        // value is set again once its option exists instead of falling back to the first one.
        <select key={options.map((o) => o.value).join(',')} {...aria} {...register(name)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Up to five short items (highlights, benefits, who can attend), English and Tamil. */
export function FiveItems({ name, label }: { name: string; label: string }) {
  const { formState } = useFormContext();
  const listError = errorOf(formState.errors, name) ?? errorOf(formState.errors, `${name}_ta`);
  return (
    <fieldset className="admin-items">
      <legend>{label} (1 to 5)</legend>
      {[0, 1, 2, 3, 4].map((i) => (
        <div className="admin-twin" key={i}>
          <TextField name={`${name}.${i}`} label={`${label} ${i + 1} (English)`} />
          <TextField name={`${name}_ta.${i}`} label={`${label} ${i + 1} (Tamil)`} lang="ta" />
        </div>
      ))}
      {listError && (
        <span className="field-error" role="alert">
          {listError}
        </span>
      )}
    </fieldset>
  );
}

/**
 * A picture: the file goes to the server at once (checked and resized there), and the field
 * keeps the stored picture's address. A refused file shows the server's message naming the field.
 */
export function PictureField({ name, label, upload }: { name: string; label: string; upload: (file: File, field: string) => Promise<string> }) {
  const { register, setValue, watch, formState, setError, clearErrors } = useFormContext();
  const [busy, setBusy] = useState(false);
  const url = watch(name) as string | undefined;
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    clearErrors(name);
    try {
      setValue(name, await upload(file, name), { shouldDirty: true });
    } catch (err) {
      setError(name, { message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormField label={label} error={errorOf(formState.errors, name)} hint={busy ? 'Uploading…' : 'JPEG, PNG or WebP'}>
      {(aria) => (
        <div className="admin-picture">
          <input type="hidden" {...register(name)} />
          {url ? <img src={url} alt={`${label}: current picture`} width={160} height={90} /> : <span className="hint">No picture</span>}
          <input {...aria} type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} onChange={(e) => void onFile(e.target.files?.[0])} />
          {url && (
            <button type="button" className="btn-link" onClick={() => setValue(name, '', { shouldDirty: true })}>
              Remove picture
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}

/** Several choices at once (tags): checkboxes whose values the form keeps as a list. */
export function CheckList({ name, label, options, empty }: { name: string; label: string; options: { value: number; label: string }[]; empty: string }) {
  const { register, formState } = useFormContext();
  const error = errorOf(formState.errors, name);
  return (
    <fieldset className="admin-checklist">
      <legend>{label}</legend>
      {options.length === 0 && <span className="hint">{empty}</span>}
      {options.map((o) => (
        <label key={o.value}>
          <input type="checkbox" value={String(o.value)} {...register(name)} /> {o.label}
        </label>
      ))}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
