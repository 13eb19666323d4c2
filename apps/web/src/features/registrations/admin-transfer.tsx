import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import type { AdminRegistrationDetail } from '@portal/contract/admin-registrations';
import { errorMessage } from '../../lib/api';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';

const rupees = (n: number | null) => (n === null ? '' : ` — ₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);

/** Move a registration to another event of the same program (coordinator, owner). */
export function TransferForm({ detail, onDone }: { detail: AdminRegistrationDetail; onDone: (ok: boolean, text: string) => void }) {
  const r = detail.registration;
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: ['admin', 'transfer-targets', r.id],
    queryFn: () => adminCall(calls.adminRegistrationTransferTargets, { params: { id: String(r.id) } }),
  });
  const [target, setTarget] = useState('');
  const chosen = data?.data.find((t) => String(t.id) === target);
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
      <h3 id="transfer-title">Move to another event</h3>
      <label>
        Event of the same program
        <select name="event_id" value={target} onChange={(e) => setTarget(e.target.value)} required>
          <option value="">Choose…</option>
          {data?.data.map((t) => (
            <option key={t.id} value={t.id}>
              {t.event_name} ({t.event_date}
              {t.city_name ? `, ${t.city_name}` : ''}){rupees(t.total)}
              {t.seats_left === null ? '' : t.seats_left === 0 ? ' — full' : ` — ${t.seats_left} seats left`}
            </option>
          ))}
        </select>
      </label>
      {cheaper && <RefundOrForfeit legend="If the new event costs less than was paid" name="excess_money" />}
      {askOver && chosen && (
        <OverCapacityConfirm
          title="Move registration: the event is full"
          text={`${chosen.event_name} has no seat left. Moving gives this registration a place there anyway, over capacity by ${chosen.over_by}; the choice is recorded under your name.`}
          overBy={chosen.over_by}
          onCancel={() => setAskOver(null)}
          onConfirm={async (over) => {
            const { excess } = askOver;
            setAskOver(null);
            await send(excess, over);
          }}
        />
      )}
      <p className="reg-hint">The seat moves with the registration; a full event asks first. A dearer event leaves a balance due.</p>
      <button type="submit" className="btn btn-outline">
        Move registration
      </button>
    </form>
  );
}

/** Close or open registrations of the event the list is filtered to (coordinator, editor, owner). */
export function EventRegistrationsSwitch({ eventId }: { eventId: number }) {
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
    <div className="reg-event-switch" aria-label="Registrations of this event">
      <p>
        <strong>{e.event_name}</strong> ({e.event_date}):{' '}
        <span data-testid="event-registrations-state">{e.event_close ? `registrations closed${e.closed_reason ? ` — ${e.closed_reason}` : ''}` : 'registrations open'}</span>
      </p>
      <button type="button" className="btn btn-outline" onClick={() => void toggle()}>
        {e.is_closed ? 'Open registrations' : 'Close registrations now'}
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
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} value="refund_due" required /> Refund due
      </label>
      <label>
        <input type="radio" name={name} value="forfeit" /> Forfeit
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
  // The step takes the keyboard's focus as it opens, so the choice is the next thing read and pressed.
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div className="reg-over-capacity" role="alertdialog" aria-labelledby="over-capacity-title" aria-describedby="over-capacity-text" data-testid="over-capacity">
      <h3 id="over-capacity-title">{title}</h3>
      <p id="over-capacity-text">{text}</p>
      <div className="reg-over-capacity-buttons">
        <button ref={confirmButton} type="button" className="btn" onClick={() => onConfirm(overBy)}>
          Over capacity by {overBy}: confirm
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Go back
        </button>
      </div>
    </div>
  );
}
