import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import type { AdminRegistrationDetail } from '@portal/contract/admin-registrations';
import { errorMessage } from '../../lib/api';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
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
  const [target, setTarget] = useState('');
  const chosen = data?.data.find((e) => String(e.id) === target);
  // From the server, so that a coordinator (who sees no amounts) is asked too.
  const cheaper = !!chosen?.leaves_excess;
  const [askOver, setAskOver] = useState<{ excess: string } | null>(null);
  const send = async (excess: string, over: number) => {
    try {
      const res = await adminCall(calls.adminRegistrationTransfer, {
        params: { id: String(r.id) },
        body: { event_id: target, excess_money: excess as 'refund_due' | 'forfeit' | '', over_capacity: over },
      });
      onDone(true, res.message);
      setTarget('');
    } catch (err) {
      onDone(false, errorMessage(err));
    }
    // Refetched either way: a refusal (the last seat went meanwhile) shows the seats as they are now.
    await client.invalidateQueries({ queryKey: ['admin'] });
  };
  const submit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const excess = String(new FormData(ev.currentTarget).get('excess_money') ?? '');
    // A full event is never overbooked silently: staff confirm the overshoot first (as pay later and cash).
    if (chosen && chosen.over_by > 0) return setAskOver({ excess });
    await send(excess, 0);
  };
  return (
    <form aria-labelledby="transfer-title" onSubmit={submit}>
      <h3 id="transfer-title">{t('adminRegistrations.transfer.title')}</h3>
      <label>
        {t('adminRegistrations.transfer.target')}
        <select name="event_id" value={target} onChange={(e) => setTarget(e.target.value)} required>
          <option value="">{t('adminRegistrations.transfer.choose')}</option>
          {data?.data.map((e) => (
            <option key={e.id} value={e.id}>
              {e.event_name} ({e.event_date}
              {e.city_name ? `, ${e.city_name}` : ''}){rupees(e.total)}
              {e.seats_left === null ? '' : e.seats_left === 0 ? t('adminRegistrations.transfer.full') : t('adminRegistrations.transfer.left', { count: e.seats_left })}
            </option>
          ))}
        </select>
      </label>
      {cheaper && <RefundOrForfeit legend={t('adminRegistrations.transfer.cheaper')} name="excess_money" />}
      {askOver && chosen && (
        <OverCapacityConfirm
          title={t('adminRegistrations.transfer.fullTitle')}
          text={t('adminRegistrations.transfer.fullText', { event: chosen.event_name, count: chosen.over_by })}
          overBy={chosen.over_by}
          onCancel={() => setAskOver(null)}
          onConfirm={async (over) => {
            const { excess } = askOver;
            setAskOver(null);
            await send(excess, over);
          }}
        />
      )}
      <p className="reg-hint">{t('adminRegistrations.transfer.hint')}</p>
      <button type="submit" className="btn btn-outline">
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

/** What happens to money paid and no longer owed: owed back (refund due) or kept (forfeit); one must be chosen. */
export function RefundOrForfeit({ legend, name }: { legend: string; name: string }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} value="refund_due" required /> {t('adminRegistrations.refund')}
      </label>
      <label>
        <input type="radio" name={name} value="forfeit" /> {t('adminRegistrations.forfeit')}
      </label>
    </fieldset>
  );
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
