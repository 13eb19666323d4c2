import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { transferRegistrationSchema, type AdminRegistrationDetail } from '@portal/contract/admin-registrations';
import { errorMessage } from '../../lib/api';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FieldNotes, FormField } from '../../components/form-field';
import './admin-strings';

const rupees = (n: number | null) => (n === null ? '' : ` — ₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);

/** Move a registration to another event of the same program (coordinator, owner). */
export function TransferForm({ detail, onDone }: { detail: AdminRegistrationDetail; onDone: (ok: boolean, text: string) => void }) {
  const { t } = useTranslation();
  const r = detail.registration;
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: ['admin', 'transfer-targets', r.id],
    queryFn: () => adminCall(calls.adminRegistrationTransferTargets, { params: { id: String(r.id) } }),
  });
  const form = useForm<z.input<typeof transferRegistrationSchema>, unknown, z.output<typeof transferRegistrationSchema>>({
    resolver: zodResolver(transferRegistrationSchema),
    defaultValues: { event_id: '', excess_money: '' },
  });
  const targetOf = (id: unknown) => data?.data.find((e) => String(e.id) === String(id));
  const chosen = targetOf(form.watch('event_id'));
  // From the server, so that a coordinator (who sees no amounts) is asked too.
  const cheaper = !!chosen?.leaves_excess;
  const over = useOverCapacityAsk();
  const { onSubmit, busy } = useFormSubmit(
    form,
    (body) => adminCall(calls.adminRegistrationTransfer, { params: { id: String(r.id) }, body: { ...body, over_capacity: targetOf(body.event_id)?.over_by ?? 0 } }),
    {
      // A full event is never overbooked silently: staff confirm the overshoot first (as pay later and cash).
      ask: ({ event_id }) => {
        const target = targetOf(event_id);
        if (!target || target.over_by <= 0) return Promise.resolve(true);
        return over.ask({ title: t('adminRegistrations.transfer.fullTitle'), text: t('adminRegistrations.transfer.fullText', { event: target.event_name, count: target.over_by }), overBy: target.over_by });
      },
      onSuccess: (res) => {
        onDone(true, res.message);
        form.reset();
      },
      refresh: ['admin'],
      onFailure: (text) => {
        onDone(false, text);
        // Refetched on a refusal too: the last seat went meanwhile, and the seats show as they are now.
        void client.invalidateQueries({ queryKey: ['admin'] });
      },
    },
  );
  const errors = form.formState.errors;
  return (
    <form aria-labelledby="transfer-title" onSubmit={(ev) => void onSubmit(ev)}>
      <h3 id="transfer-title">{t('adminRegistrations.transfer.title')}</h3>
      <FormField label={t('adminRegistrations.transfer.target')} error={errors.event_id?.message}>
        {(p) => (
          <select {...p} required {...form.register('event_id')}>
            <option value="">{t('adminRegistrations.transfer.choose')}</option>
            {data?.data.map((e) => (
              <option key={e.id} value={e.id}>
                {e.event_name} ({e.event_date}
                {e.city_name ? `, ${e.city_name}` : ''}){rupees(e.total)}
                {e.seats_left === null ? '' : e.seats_left === 0 ? t('adminRegistrations.transfer.full') : t('adminRegistrations.transfer.left', { count: e.seats_left })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {cheaper && <RefundOrForfeit legend={t('adminRegistrations.transfer.cheaper')} field={form.register('excess_money', { shouldUnregister: true })} error={errors.excess_money?.message} />}
      {over.step}
      <p className="reg-hint">{t('adminRegistrations.transfer.hint')}</p>
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {t('adminRegistrations.transfer.submit')}
      </button>
    </form>
  );
}

/** Close or open registrations of the event the list is filtered to (coordinator, editor, owner). */
export function EventRegistrationsSwitch({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const allowed = !!staff && roleAllowed(staff.role, calls.adminEventCloseRegistrations.roles ?? []);
  const { data } = useQuery({
    queryKey: ['admin', 'event', eventId],
    queryFn: () => adminCall(calls.adminEvent, { params: { id: String(eventId) } }),
    enabled: allowed,
  });
  if (!allowed || !data) return null;
  const e = data.data;
  const toggle = async () => {
    try {
      const call = e.is_closed ? calls.adminEventOpenRegistrations : calls.adminEventCloseRegistrations;
      const res = await adminCall(call, { params: { id: String(eventId) } });
      setNotice({ ok: true, text: res.message });
      await client.invalidateQueries({ queryKey: ['admin', 'event', eventId] });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };
  return (
    <div className="reg-event-switch" aria-label={t('adminRegistrations.switch.label')}>
      <p>
        <strong>{e.event_name}</strong> ({e.event_date}):{' '}
        <span data-testid="event-registrations-state">
          {e.event_close ? (e.closed_reason ? t('adminRegistrations.switch.closedWhy', { reason: e.closed_reason }) : t('adminRegistrations.switch.closed')) : t('adminRegistrations.switch.open')}
        </span>
      </p>
      <button type="button" className="btn btn-outline" onClick={() => void toggle()}>
        {e.is_closed ? t('adminRegistrations.switch.reopen') : t('adminRegistrations.switch.close')}
      </button>
      {notice && (
        <p className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
    </div>
  );
}

/**
 * What happens to money paid and no longer owed: owed back (refund due) or kept (forfeit); one must
 * be chosen (the browser asks on a form that keeps its own checks; the schema's message shows under).
 */
export function RefundOrForfeit({ legend, field, error }: { legend: string; field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  const id = `${field.name}-choice`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <label>
        <input type="radio" value="refund_due" required {...field} /> {t('adminRegistrations.refund')}
      </label>
      <label>
        <input type="radio" value="forfeit" {...field} /> {t('adminRegistrations.forfeit')}
      </label>
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}

/**
 * A place on a full event asks first (pay later, an offline payment, a transfer): `ask` shows the
 * confirm step in the form (`step`) and answers staff's choice, for useFormSubmit's `ask`.
 */
export function useOverCapacityAsk() {
  const [asking, setAsking] = useState<{ title: string; text: string; overBy: number; answer: (yes: boolean) => void } | null>(null);
  const ask = (q: { title: string; text: string; overBy: number }) => new Promise<boolean>((answer) => setAsking({ ...q, answer }));
  const close = (yes: boolean) => {
    asking?.answer(yes);
    setAsking(null);
  };
  const step = asking && <OverCapacityConfirm title={asking.title} text={asking.text} overBy={asking.overBy} onConfirm={() => close(true)} onCancel={() => close(false)} />;
  return { ask, step };
}

/**
 * The confirm step of a place on a full event (pay later, an offline payment, a transfer): what it
 * does to the seats, in numbers, and a button naming the overshoot. Nothing is sent until staff
 * press it; the server refuses a larger overshoot.
 */
export function OverCapacityConfirm({
  title,
  text,
  overBy,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  overBy: number;
  onConfirm: (over: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // The step takes the keyboard's focus as it opens, so the choice is the next thing read and pressed.
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div className="reg-over-capacity" role="alertdialog" aria-labelledby="over-capacity-title" aria-describedby="over-capacity-text" data-testid="over-capacity">
      <h3 id="over-capacity-title">{title}</h3>
      <p id="over-capacity-text">{text}</p>
      <div className="reg-over-capacity-buttons">
        <button ref={confirmButton} type="button" className="btn" onClick={() => onConfirm(overBy)}>
          {t('adminRegistrations.over.confirm', { count: overBy })}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('adminRegistrations.over.back')}
        </button>
      </div>
    </div>
  );
}
