import { useId, type ReactNode } from 'react';
import { tx } from '../lib/i18n';

/**
 * A labelled form field with its hint and error. The error is tied to the input with
 * aria-describedby and announced, so every message appears under its own field.
 */
export function FormField({
  label,
  error,
  hint,
  required,
  children,
  id: givenId,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) => ReactNode;
}) {
  const auto = useId();
  const id = givenId ?? auto;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': described, 'aria-required': required || undefined })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error under it, named `{id}-hint` and `{id}-error` for aria-describedby. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {typeof hint === 'string' ? tx(hint) : hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {tx(error)}
        </span>
      )}
    </>
  );
}
