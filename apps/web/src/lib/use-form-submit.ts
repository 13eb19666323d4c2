import { useState, type BaseSyntheticEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from './api';

/**
 * Puts a refusal's field messages (an ApiError's `errors`) under their fields; answers whether
 * there were any, so the caller shows the message as the form's own only when there were none.
 */
export function applyServerErrors<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'setError'>, err: unknown, shown?: readonly FieldPath<V>[]): boolean {
  const all = err instanceof ApiError ? Object.entries(err.errors) : [];
  const byField = shown ? all.filter(([field]) => (shown as readonly string[]).includes(field)) : all;
  // The server names fields by the contract's keys, which are the form's keys.
  byField.forEach(([field, message]) => form.setError(field as FieldPath<V>, { message }));
  return byField.length > 0;
}

export interface FormSubmitOptions<R, V> {
  /** After the call answered: reset the form, show its message, move on. */
  onSuccess?: (result: R, values: V) => void | Promise<void>;
  /**
   * Where the refusal's message goes (the page's message area, a toast …); by default the form's
   * own alert (`error`, shown with FormAlerts). Field messages land under their fields either way.
   */
  onFailure?: (message: string, err: unknown) => void;
  /** Whether the form's own alert also shows a refusal whose messages went under the fields (default: no). */
  alsoGeneral?: boolean;
  /** Before the call (clear the page's message area …). */
  onStart?: () => void;
  /** An irreversible action asks first (useConfirm): only a yes sends the values. */
  ask?: (values: V) => Promise<boolean>;
  /** The fields the form shows, when a message for another (a hidden value) belongs in the form's alert. */
  fields?: readonly string[];
  /** The queries to read again after success (the back office's lists: `['admin']`). */
  refresh?: readonly unknown[];
  /** Stay busy after success: the page is going away (a full navigation after log in). */
  keepBusy?: boolean;
}

/**
 * The one way a form is sent: react-hook-form validates the values with the contract's schema
 * (zodResolver), then this runs the call; while it runs the form is busy; a refusal's field messages
 * go under their fields (setError), anything else to the form's alert or `onFailure`.
 * See docs/decisions/forms.md.
 */
export function useFormSubmit<In extends FieldValues, Out, R>(
  form: UseFormReturn<In, unknown, Out>,
  send: (values: Out) => Promise<R>,
  options: FormSubmitOptions<R, Out> = {},
) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const onSubmit: (ev?: BaseSyntheticEvent) => Promise<void> = form.handleSubmit(async (values) => {
    if (options.ask && !(await options.ask(values))) return;
    options.onStart?.();
    setError(undefined);
    setBusy(true);
    let done = false;
    try {
      const result = await send(values);
      done = true;
      await options.onSuccess?.(result, values);
      if (options.refresh) await client.invalidateQueries({ queryKey: options.refresh });
    } catch (err) {
      if (done) throw err;
      const onFields = applyServerErrors(form, err, options.fields as readonly FieldPath<In>[] | undefined);
      const message = errorMessage(err);
      if (options.onFailure) options.onFailure(message, err);
      else if (!onFields || options.alsoGeneral) setError(message);
    } finally {
      if (!(done && options.keepBusy)) setBusy(false);
    }
  });
  return { onSubmit, busy, error, setError };
}
