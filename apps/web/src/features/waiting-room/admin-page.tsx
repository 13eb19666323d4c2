import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { WAITING_ROOM_LIMITS, type WaitingRoomStatus } from '@portal/contract/waiting-room';
import { ApiError, errorMessage } from '../../lib/api';
import { adminCall } from '../../lib/admin-client';
import { EventPicker } from '../../components/event-picker';
import './waiting-room.css';

/**
 * /admin/waiting-room?event={id} (coordinator, owner): an event's waiting room — on or off, when
 * registrations open (India time), the most admitted a second — and its queue live (read every
 * two seconds): waiting, admitted, the rate now and the register step's p95. Opened from the
 * event's page in Events, or by choosing the event here.
 */
export default function WaitingRoomAdminPage() {
  const [params, setParams] = useSearchParams();
  const eventId = Number(params.get('event') ?? '') || 0;
  return (
    <section className="wroom-admin">
      <h1>Waiting room</h1>
      <div className="checkin-field">
        <EventPicker value={eventId ? String(eventId) : ''} onChange={(id) => setParams(id ? { event: id } : {})} placeholder="Choose the event: type a name, date or city" />
      </div>
      {eventId > 0 && <Room eventId={eventId} />}
    </section>
  );
}

function Room({ eventId }: { eventId: number }) {
  const key = ['admin', 'waiting-room', eventId];
  const { data, error } = useQuery({
    queryKey: key,
    queryFn: async () => (await adminCall(calls.adminWaitingRoom, { params: { id: String(eventId) } })).data,
    refetchInterval: 2000,
  });
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <>
      <Figures room={data} />
      <RoomForm room={data} queryKey={key} />
    </>
  );
}

function Figures({ room }: { room: WaitingRoomStatus }) {
  return (
    <>
      <p className={room.active ? 'alert alert-success' : 'alert'} role="status">
        {room.active ? `On: registrations for ${room.event_name} pass through the queue.` : `Off: everyone registers for ${room.event_name} straight away.`}
      </p>
      <dl className="wroom-figures" aria-label="The queue now" data-testid="wroom-figures">
        <div>
          <dt>Waiting</dt>
          <dd>{room.waiting}</dd>
        </div>
        <div>
          <dt>Admitted</dt>
          <dd>{room.admitted}</dd>
        </div>
        <div>
          <dt>Admitted a second now</dt>
          <dd>{room.rate}</dd>
        </div>
        <div>
          <dt>Register step p95</dt>
          <dd>{room.register_p95_ms} ms</dd>
        </div>
      </dl>
    </>
  );
}

function RoomForm({ room, queryKey }: { room: WaitingRoomStatus; queryKey: unknown[] }) {
  const client = useQueryClient();
  const [active, setActive] = useState(room.active);
  const [opensAt, setOpensAt] = useState(room.opens_at);
  const [maxRate, setMaxRate] = useState(String(room.max_rate || WAITING_ROOM_LIMITS.defaultRate));
  const [answer, setAnswer] = useState<{ ok: boolean; text: string; errors: Record<string, string> }>();
  const [busy, setBusy] = useState(false);
  // Another event chosen: its own values.
  useEffect(() => {
    setActive(room.active);
    setOpensAt(room.opens_at);
    setMaxRate(String(room.max_rate || WAITING_ROOM_LIMITS.defaultRate));
    setAnswer(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room.event_id]);

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    setBusy(true);
    try {
      const resp = await adminCall(calls.adminWaitingRoomSave, { params: { id: String(room.event_id) }, body: { active, opens_at: opensAt, max_rate: maxRate } });
      setAnswer({ ok: true, text: resp.message, errors: {} });
      client.setQueryData(queryKey, resp.data);
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err), errors: err instanceof ApiError ? err.errors : {} });
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) =>
    answer?.errors[name] ? (
      <span id={`wroom-${name}-error`} className="field-error" role="alert">
        {answer.errors[name]}
      </span>
    ) : null;
  return (
    <form className="wroom-form" onSubmit={(ev) => void submit(ev)} noValidate>
      <div className="checkbox">
        <input id="wroom-active" type="checkbox" checked={active} onChange={(ev) => setActive(ev.target.checked)} />
        <label htmlFor="wroom-active">Waiting room on (registrations need a place in the queue)</label>
      </div>
      <div className="field">
        <label htmlFor="wroom-opens">Registrations open at (India time)</label>
        <input id="wroom-opens" type="datetime-local" value={opensAt} onChange={(ev) => setOpensAt(ev.target.value)} aria-describedby={answer?.errors.opens_at ? 'wroom-opens_at-error' : undefined} />
        {fieldError('opens_at')}
      </div>
      <div className="field">
        <label htmlFor="wroom-rate">Most admitted a second</label>
        <input id="wroom-rate" type="number" min={1} max={WAITING_ROOM_LIMITS.maxRate} value={maxRate} onChange={(ev) => setMaxRate(ev.target.value)} aria-describedby="wroom-rate-hint" />
        <span id="wroom-rate-hint" className="muted">
          The room admits fewer while registering is slow (its p95 above 800 ms) and more again when it is quick, up to this.
        </span>
        {fieldError('max_rate')}
      </div>
      <p role="status" aria-live="polite" className={answer ? (answer.ok ? 'alert alert-success' : 'alert alert-error') : undefined}>
        {answer?.text ?? ''}
      </p>
      <div>
        <button className="btn" type="submit" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
