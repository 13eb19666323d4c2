import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';

type FieldEvent = { target: { value: string; checked?: boolean; type?: string } };

/**
 * The state of a small back-office form saved as a whole (a ticket type, a discount code): its
 * values, the server's field messages, the answer shown after saving, and whether a save runs.
 * `save` runs one: busy meanwhile, its message shown, a refusal's messages under their fields.
 */
export function useSavedFields<V extends object>(initial: V) {
  const [v, setV] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof V) => (ev: FieldEvent) =>
    setV((old) => ({ ...old, [k]: ev.target.type === 'checkbox' ? !!ev.target.checked : ev.target.value }));

  async function save(run: () => Promise<string>) {
    setBusy(true);
    setErrors({});
    try {
      setAnswer({ ok: true, text: await run() });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      setAnswer({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return { v, setV, errors, setErrors, answer, setAnswer, busy, set, save };
}
