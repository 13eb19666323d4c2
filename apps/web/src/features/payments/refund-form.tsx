import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { REFUND_METHODS, REFUND_METHOD_LABELS, type RefundMethod } from '@portal/contract/admin-payments';
import { todayIso } from '@portal/contract/fields';
import { errorMessage } from '../../lib/api';
import { adminCall } from '../../lib/admin-client';
import { rupees } from '../../lib/rupees';

/** A list row's "Refund…": opens (and closes) the refund form under the row. */
export function RefundToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="btn btn-outline" aria-expanded={open} onClick={onToggle}>
      Refund…
    </button>
  );
}

/** The table row under a payment's row that holds its refund form, across the `colSpan` columns. */
export function RefundFormRow({ colSpan, ...form }: { colSpan: number; attemptId: number; max: number; label: string }) {
  return (
    <tr>
      <td colSpan={colSpan}>
        <RefundForm {...form} />
      </td>
    </tr>
  );
}

/** Records money paid back against one paid payment: never more than `max` (the server checks it too). */
export function RefundForm({ attemptId, max, label }: { attemptId: number; max: number; label: string }) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const body = {
      amount: String(f.get('amount')),
      method: String(f.get('method')) as RefundMethod,
      reference: String(f.get('reference')),
      refunded_on: String(f.get('refunded_on')),
      note: String(f.get('note')),
    };
    try {
      const res = await adminCall(calls.adminPaymentRefund, { params: { id: String(attemptId) }, body });
      setNotice({ ok: true, text: res.message });
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };
  const id = `refund-${attemptId}`;
  return (
    <form className="money-refund" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`}>Record a refund: {label}</h3>
      {notice && (
        <p className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <label>
        Amount refunded (₹)
        <input name="amount" inputMode="decimal" defaultValue={max} required />
      </label>
      <label>
        Method
        <select name="method" defaultValue="bank_transfer">
          {REFUND_METHODS.map((m) => (
            <option key={m} value={m}>
              {REFUND_METHOD_LABELS[m]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Reference (UTR, cheque or gateway refund number)
        <input name="reference" maxLength={100} />
      </label>
      <label>
        Date refunded
        <input name="refunded_on" type="date" defaultValue={todayIso()} max={todayIso()} required />
      </label>
      <label>
        Note
        <input name="note" maxLength={500} />
      </label>
      <p className="admin-hint">At most {rupees(max)}: what is left of this payment and still due to the person. Cash needs no reference. The person is told by email and SMS: the amount, the date and the reference.</p>
      <button type="submit" className="btn">
        Record refund
      </button>
    </form>
  );
}
