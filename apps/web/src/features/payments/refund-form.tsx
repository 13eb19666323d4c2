import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { REFUND_METHODS, REFUND_METHOD_LABELS, refundSchema } from '@portal/contract/admin-payments';
import { todayIso } from '@portal/contract/fields';
import { adminCall } from '../../lib/admin-client';
import { tx } from '../../lib/i18n';
import { rupees } from '../../lib/rupees';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormField } from '../../components/form-field';
import { FormAlerts } from '../../components/form-alerts';
import './admin-strings';

/** A list row's "Refund…": opens (and closes) the refund form under the row. */
export function RefundToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-outline" aria-expanded={open} onClick={onToggle}>
      {t('adminRefunds.toggle')}
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

/**
 * Records money paid back against one paid payment: never more than `max` (the server checks it
 * too). The one form pattern (docs/decisions/forms.md): the contract's refund schema checks the
 * values (a reference unless cash), the server's field messages land under their fields.
 */
export function RefundForm({ attemptId, max, label }: { attemptId: number; max: number; label: string }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<string>();
  const form = useForm<z.input<typeof refundSchema>, unknown, z.output<typeof refundSchema>>({
    resolver: zodResolver(refundSchema),
    defaultValues: { amount: String(max), method: 'bank_transfer', reference: '', refunded_on: todayIso(), note: '' },
  });
  const { onSubmit, busy, error } = useFormSubmit(form, (body) => adminCall(calls.adminPaymentRefund, { params: { id: String(attemptId) }, body }), {
    onStart: () => setSaved(undefined),
    onSuccess: (res) => setSaved(res.message),
    refresh: ['admin'],
  });
  const errors = form.formState.errors;
  const id = `refund-${attemptId}`;
  return (
    <form className="money-refund" aria-labelledby={`${id}-title`} onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <h3 id={`${id}-title`}>{t('adminRefunds.form.title', { label })}</h3>
      <FormField id={`${id}-amount`} label={t('adminRefunds.form.amount')} error={errors.amount?.message} required>
        {(p) => <input {...p} inputMode="decimal" {...form.register('amount')} />}
      </FormField>
      <FormField id={`${id}-method`} label={t('adminRefunds.form.method')} error={errors.method?.message}>
        {(p) => (
          <select {...p} {...form.register('method')}>
            {REFUND_METHODS.map((m) => (
              <option key={m} value={m}>
                {tx(REFUND_METHOD_LABELS[m])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-reference`} label={t('adminRefunds.form.reference')} error={errors.reference?.message}>
        {(p) => <input {...p} maxLength={100} {...form.register('reference')} />}
      </FormField>
      <FormField id={`${id}-date`} label={t('adminRefunds.form.date')} error={errors.refunded_on?.message} required>
        {(p) => <input {...p} type="date" max={todayIso()} {...form.register('refunded_on')} />}
      </FormField>
      <FormField id={`${id}-note`} label={t('adminRefunds.form.note')} error={errors.note?.message}>
        {(p) => <input {...p} maxLength={500} {...form.register('note')} />}
      </FormField>
      <p className="admin-hint">{t('adminRefunds.form.hint', { max: rupees(max) })}</p>
      <FormAlerts error={error} success={saved} />
      <button type="submit" className="btn" disabled={busy}>
        {t('adminRefunds.form.submit')}
      </button>
    </form>
  );
}
