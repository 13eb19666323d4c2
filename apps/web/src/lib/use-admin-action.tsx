import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from './api';

/**
 * A back-office action: runs the call, shows its message (success as a status, refusal as an
 * alert) and refreshes the back office's queries (those under `key`, default all of them).
 */
export function useAdminAction(key: readonly unknown[] = ['admin']) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (ev: FormEvent | null, action: () => Promise<{ message: string }>) => {
    ev?.preventDefault();
    try {
      const res = await action();
      setNotice({ ok: true, text: res.message });
      await client.invalidateQueries({ queryKey: key });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };
  const shown = notice && (
    <p className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
  // `say`: a form sent by useFormSubmit shows its answer in the same place.
  const say = (ok: boolean, text: string) => setNotice({ ok, text });
  return { run, notice: shown, say };
}
