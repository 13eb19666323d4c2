import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import type { WaitingList, WaitingRow } from '@portal/contract/waitlist';
import { errorMessage } from '../../lib/api';
import { adminCall } from '../../lib/admin-client';
import { AdminFigure } from '../../components/admin-list';
import { ChosenEventPage } from './chosen-event';
import { useConfirm } from '../../components/confirm-dialog';
import { BulkPageToggle, BulkRowToggle, useBulkSelection, type BulkSelection } from '../../components/bulk-selection';
import { WaitingListBulk } from './waiting-list-bulk';
import './check-in.css';
import './waiting-list.css';

type Answer = { ok: boolean; text: string };

/** A time as the office reads it, in India: '27 Nov 2026, 6:30 pm IST'. */
const indiaTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso))} IST`;

/**
 * /admin/waiting-list?event={id} (coordinator, owner): one event's waiting list — who waits, since
 * when, their place, the offers running and until when — and the actions on it. Opened from the
 * event's page in Events, or by choosing the event here.
 */
export default function WaitingListPage() {
  return (
    <ChosenEventPage title="Waiting list" className="checkin waiting-list">
      {(eventId) => <EventList eventId={eventId} />}
    </ChosenEventPage>
  );
}

function EventList({ eventId }: { eventId: number }) {
  const client = useQueryClient();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const key = ['admin', 'waiting-list', eventId];
  const { data, error } = useQuery({ queryKey: key, queryFn: () => adminCall(calls.adminWaitingList, { params: { id: String(eventId) } }) });

  /** Runs one action, says what came of it, and reads the list again. */
  async function act(run: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      setAnswer({ ok: true, text: (await run()).message });
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: key });
    }
  }

  const list = data?.data;
  const id = String(eventId);
  const selection = useBulkSelection(eventId, list?.rows.length);
  return (
    <>
      {error && <p role="alert">{errorMessage(error)}</p>}
      {list && <Summary list={list} />}
      <p role="status" aria-live="polite" className={answer ? (answer.ok ? 'checkin-answer ok' : 'checkin-answer warn') : 'checkin-answer'}>
        {answer?.text ?? ''}
      </p>
      {list && (
        <div className="waiting-actions">
          <button type="button" className="btn" disabled={busy} onClick={() => void act(() => adminCall(calls.adminWaitingListOffer, { params: { id } }))}>
            Offer the next seat now
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void act(() => adminCall(calls.adminWaitingListClose, { params: { id }, body: { closed: !list.event.closed } }))}
          >
            {list.event.closed ? 'Open the list again' : 'Close the list'}
          </button>
        </div>
      )}
      {list && list.rows.length === 0 && <p className="admin-empty">Nobody is waiting for this event.</p>}
      {list && list.rows.length > 0 && (
        <>
          <WaitingListBulk eventId={eventId} selection={selection} total={list.rows.length} />
          <label className="waiting-select-all">
            <BulkPageToggle selection={selection} pageIds={list.rows.map((r) => r.id)} label="Select everyone on the list" />
            Select everyone on the list
          </label>
        </>
      )}
      <ol className="waiting-rows" aria-label="People on the waiting list">
        {list?.rows.map((row) => (
          <Place
            key={row.id}
            row={row}
            busy={busy}
            selection={selection}
            onSkip={() => void act(() => adminCall(calls.adminWaitingPlaceSkip, { params: { id: String(row.id) } }))}
            onMove={(position, reason) => act(() => adminCall(calls.adminWaitingPlaceMove, { params: { id: String(row.id) }, body: { position, reason } }))}
            onRemove={async () => {
              const yes = await confirm({
                title: 'Remove from the waiting list',
                body: (
                  <p>
                    {row.name} will be taken off the waiting list{row.state === 'offered' ? ', and the seat offered to them goes to the next person' : ''}. They are told by email and SMS.
                  </p>
                ),
                confirmLabel: 'Remove',
              });
              if (yes) await act(() => adminCall(calls.adminWaitingPlaceRemove, { params: { id: String(row.id) }, body: {} }));
            }}
          />
        ))}
      </ol>
      {dialog}
    </>
  );
}

function Summary({ list }: { list: WaitingList }) {
  const e = list.event;
  const waiting = list.rows.filter((r) => r.state === 'waiting').length;
  return (
    <>
      <dl className="checkin-counts waiting-counts" aria-label="Seats and waiting list">
        <AdminFigure term="Seats" testId="waiting-capacity">
          {e.capacity ?? 'No limit'}
        </AdminFigure>
        <AdminFigure term="Taken" testId="waiting-taken">
          {e.taken}
        </AdminFigure>
        <AdminFigure term="Offered" testId="waiting-offered">
          {e.offered}
        </AdminFigure>
        <AdminFigure term="Free" testId="waiting-free">
          {e.seats_left ?? '—'}
        </AdminFigure>
        <AdminFigure term="Waiting" testId="waiting-count">
          {waiting}
        </AdminFigure>
      </dl>
      <p className="checkin-hint">{e.closed ? 'The list is closed: nobody new can join. Those on it keep their places.' : 'The list is open: devotees join it when the event is full.'}</p>
    </>
  );
}

function Place({ row, busy, selection, onSkip, onMove, onRemove }: {
  row: WaitingRow;
  busy: boolean;
  selection: BulkSelection;
  onSkip: () => void;
  onMove: (position: number, reason: string) => Promise<void>;
  onRemove: () => Promise<void>;
}) {
  const [moving, setMoving] = useState(false);
  const [position, setPosition] = useState('1');
  const [reason, setReason] = useState('');
  const label = row.state === 'offered' ? `Seat offered: ${row.name}` : `Number ${row.position}: ${row.name}`;

  async function submitMove(ev: FormEvent) {
    ev.preventDefault();
    await onMove(Number(position), reason);
    setMoving(false);
    setReason('');
  }

  return (
    <li className={row.state === 'offered' ? 'waiting-row offered' : 'waiting-row'} aria-label={label}>
      <div className="waiting-who">
        <span className="waiting-tick">
          <BulkRowToggle selection={selection} id={row.id} label={row.name} />
        </span>
        <strong>
          {row.state === 'offered' ? 'Seat offered' : `No. ${row.position}`} · {row.name}
        </strong>
        <span>
          {row.mobile} · {row.email}
        </span>
        <span className="checkin-hint">Waiting since {indiaTime(row.joined_at)}</span>
        {row.offered_at && row.offer_expires_at && (
          <span className="checkin-hint">
            Offer sent {indiaTime(row.offered_at)}, runs until {indiaTime(row.offer_expires_at)}
          </span>
        )}
        {row.offers_sent > 0 && <span className="checkin-hint">Offers sent: {row.offers_sent}</span>}
      </div>
      <div className="waiting-row-actions">
        {row.state === 'waiting' && (
          <>
            <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={onSkip}>
              Skip
            </button>
            {row.position > 1 && (
              <button type="button" className="btn btn-outline btn-small" disabled={busy} aria-expanded={moving} onClick={() => setMoving((m) => !m)}>
                Move up
              </button>
            )}
          </>
        )}
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => void onRemove()}>
          Remove
        </button>
      </div>
      {moving && (
        <form className="waiting-move" onSubmit={(ev) => void submitMove(ev)} aria-label={`Move ${row.name} up`}>
          <label className="checkin-field">
            To place
            <input type="number" min={1} max={row.position - 1} value={position} onChange={(ev) => setPosition(ev.target.value)} required />
          </label>
          <label className="checkin-field">
            Reason (kept in the audit log)
            <input value={reason} onChange={(ev) => setReason(ev.target.value)} minLength={3} maxLength={500} required />
          </label>
          <button type="submit" className="btn" disabled={busy}>
            Move up
          </button>
        </form>
      )}
    </li>
  );
}
