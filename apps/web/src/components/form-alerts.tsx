import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../lib/api';
import { applyServerErrors } from '../lib/use-form-submit';

/**
 * What a form says under its fields when it is sent: a failure (read out at once) and a
 * success (announced politely), each shown only when there is one.
 */
export function FormAlerts({ error, success }: { error?: string; success?: string }) {
  return (
    <>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {success && (
        <p className="alert alert-success" role="status">
          {success}
        </p>
      )}
    </>
  );
}

/**
 * A back-office form's answer from the server: its field messages land under their fields,
 * anything else becomes the form's general error (shown with FormAlerts). A form sends with
 * lib/use-form-submit.ts, which does this itself; this stays for a form that sends in steps.
 */
export function useServerErrors<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'setError'>) {
  const [general, setGeneral] = useState<string>();
  const showError = (err: unknown) => {
    setGeneral(applyServerErrors(form, err) ? undefined : errorMessage(err));
  };
  return { general, setGeneral, showError };
}
