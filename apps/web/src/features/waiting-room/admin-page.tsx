import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { WAITING_ROOM_LIMITS, waitingRoomSaveSchema, type WaitingRoomStatus } from '@portal/contract/waiting-room';
import { errorMessage } from '../../lib/api';
import { adminCall } from '../../lib/admin-client';
import { useFormSubmit } from '../../lib/use-form-submit';
import { EventPicker } from '../../components/event-picker';
import { FormField } from '../../components/form-field';
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

type RoomValues = z.input<typeof waitingRoomSaveSchema>;

/** The form's values for a room: the rate as typed text, the default rate for a room never set. */
const valuesOf = (room: WaitingRoomStatus): RoomValues => ({ active: room.active, opens_at: room.opens_at, max_rate: String(room.max_rate || WAITING_ROOM_LIMITS.defaultRate) });

function RoomForm({ room, queryKey }: { room: WaitingRoomStatus; queryKey: unknown[] }) {
  const client = useQueryClient();
  const [saved, setSaved] = useState<string>();
  const form = useForm<RoomValues, unknown, z.output<typeof waitingRoomSaveSchema>>({ resolver: zodResolver(waitingRoomSaveSchema), defaultValues: valuesOf(room) });
  // Another event chosen: its own values.
  useEffect(() => {
    form.reset(valuesOf(room));
    setSaved(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room.event_id]);
  const { onSubmit, busy, error } = useFormSubmit(form, (body) => adminCall(calls.adminWaitingRoomSave, { params: { id: String(room.event_id) }, body }), {
    onStart: () => setSaved(undefined),
    onSuccess: (resp) => {
      setSaved(resp.message);
      client.setQueryData(queryKey, resp.data);
    },
    alsoGeneral: true,
  });
  const errors = form.formState.errors;
  return (
    <form className="wroom-form" onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <div className="checkbox">
        <input id="wroom-active" type="checkbox" {...form.register('active')} />
        <label htmlFor="wroom-active">Waiting room on (registrations need a place in the queue)</label>
      </div>
      <FormField id="wroom-opens" label="Registrations open at (India time)" error={errors.opens_at?.message}>
        {(p) => <input {...p} type="datetime-local" {...form.register('opens_at')} />}
      </FormField>
      <FormField
        id="wroom-rate"
        label="Most admitted a second"
        hint="The room admits fewer while registering is slow (its p95 above 800 ms) and more again when it is quick, up to this."
        error={errors.max_rate?.message}
      >
        {(p) => <input {...p} type="number" min={1} max={WAITING_ROOM_LIMITS.maxRate} {...form.register('max_rate')} />}
      </FormField>
      <p role="status" aria-live="polite" className={saved ? 'alert alert-success' : error ? 'alert alert-error' : undefined}>
        {saved ?? error ?? ''}
      </p>
      <div>
        <button className="btn" type="submit" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
