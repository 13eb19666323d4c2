import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { waitlistMoveSchema, type WaitingList, type WaitingRow } from '@portal/contract/waitlist';
import { errorMessage } from '../../lib/api';
import { adminCall } from '../../lib/admin-client';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormField } from '../../components/form-field';
import { indiaDateTimeIn } from '../../lib/dates';
import { currentLang } from '../../lib/i18n';
import { AdminFigure } from '../../components/admin-list';
import { ChosenEventPage } from './chosen-event';
import { useConfirm } from '../../components/confirm-dialog';
import { BulkPageToggle, BulkRowToggle, useBulkSelection, type BulkSelection } from '../../components/bulk-selection';
import { WaitingListBulk } from './waiting-list-bulk';
import './check-in.css';
import './waiting-list.css';
import './waiting-list-strings';

type Answer = { ok: boolean; text: string };

/** A time as the office reads it, in India: '27 Nov 2026, 6:30 pm IST' ('27/11/2026, பிற்பகல் 6:30' in Tamil). */
const indiaTime = (iso: string) =>
  currentLang() === 'ta'
    ? indiaDateTimeIn(iso, 'ta')
    : `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso))} IST`;

/**
 * /admin/waiting-list?event={id} (coordinator, owner): one event's waiting list — who waits, since
 * when, their place, the offers running and until when — and the actions on it. Opened from the
 * event's page in Events, or by choosing the event here.
 */
export default function WaitingListPage() {
  const { t } = useTranslation();
  return (
    <ChosenEventPage title={t('waitingList.title')} className="checkin waiting-list">
      {(eventId) => <EventList eventId={eventId} />}
    </ChosenEventPage>
  );
}

function EventList({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
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
            {t('waitingList.offerNext')}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void act(() => adminCall(calls.adminWaitingListClose, { params: { id }, body: { closed: !list.event.closed } }))}
          >
            {list.event.closed ? t('waitingList.reopen') : t('waitingList.close')}
          </button>
        </div>
      )}
      {list && list.rows.length === 0 && <p className="admin-empty">{t('waitingList.nobody')}</p>}
      {list && list.rows.length > 0 && (
        <>
          <WaitingListBulk eventId={eventId} selection={selection} total={list.rows.length} />
          <label className="waiting-select-all">
            <BulkPageToggle selection={selection} pageIds={list.rows.map((r) => r.id)} label={t('waitingList.selectEveryone')} />
            {t('waitingList.selectEveryone')}
          </label>
        </>
      )}
      <ol className="waiting-rows" aria-label={t('waitingList.people')}>
        {list?.rows.map((row) => (
          <Place
            key={row.id}
            row={row}
            busy={busy}
            selection={selection}
            onSkip={() => void act(() => adminCall(calls.adminWaitingPlaceSkip, { params: { id: String(row.id) } }))}
            onMoved={(moved) => {
              setAnswer(moved);
              // Read again either way: a refusal (someone moved meanwhile) shows the list as it is now.
              void client.invalidateQueries({ queryKey: key });
            }}
            onRemove={async () => {
              const yes = await confirm({
                title: t('waitingList.removeTitle'),
                body: <p>{t(row.state === 'offered' ? 'waitingList.removeBodyOffered' : 'waitingList.removeBody', { name: row.name })}</p>,
                confirmLabel: t('waitingList.remove'),
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
  const { t } = useTranslation();
  const e = list.event;
  const waiting = list.rows.filter((r) => r.state === 'waiting').length;
  return (
    <>
      <dl className="checkin-counts waiting-counts" aria-label={t('waitingList.counts')}>
        <AdminFigure term={t('waitingList.seats')} testId="waiting-capacity">
          {e.capacity ?? t('waitingList.noLimit')}
        </AdminFigure>
        <AdminFigure term={t('waitingList.taken')} testId="waiting-taken">
          {e.taken}
        </AdminFigure>
        <AdminFigure term={t('waitingList.offered')} testId="waiting-offered">
          {e.offered}
        </AdminFigure>
        <AdminFigure term={t('waitingList.free')} testId="waiting-free">
          {e.seats_left ?? '—'}
        </AdminFigure>
        <AdminFigure term={t('waitingList.waiting')} testId="waiting-count">
          {waiting}
        </AdminFigure>
      </dl>
      <p className="checkin-hint">{e.closed ? t('waitingList.closedHint') : t('waitingList.openHint')}</p>
    </>
  );
}

function Place({ row, busy, selection, onSkip, onMoved, onRemove }: {
  row: WaitingRow;
  busy: boolean;
  selection: BulkSelection;
  onSkip: () => void;
  onMoved: (answer: Answer) => void;
  onRemove: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const form = useForm<z.input<typeof waitlistMoveSchema>, unknown, z.output<typeof waitlistMoveSchema>>({ resolver: zodResolver(waitlistMoveSchema), defaultValues: { position: '1', reason: '' } });
  const move = useFormSubmit(form, (body) => adminCall(calls.adminWaitingPlaceMove, { params: { id: String(row.id) }, body }), {
    onSuccess: (res) => {
      onMoved({ ok: true, text: res.message });
      setMoving(false);
      form.reset();
    },
    onFailure: (text) => onMoved({ ok: false, text }),
  });
  const label = row.state === 'offered' ? t('waitingList.rowOffered', { name: row.name }) : t('waitingList.rowNumber', { position: row.position, name: row.name });

  return (
    <li className={row.state === 'offered' ? 'waiting-row offered' : 'waiting-row'} aria-label={label}>
      <div className="waiting-who">
        <span className="waiting-tick">
          <BulkRowToggle selection={selection} id={row.id} label={row.name} />
        </span>
        <strong>
          {row.state === 'offered' ? t('waitingList.seatOffered') : t('waitingList.number', { position: row.position })} · {row.name}
        </strong>
        <span>
          {row.mobile} · {row.email}
        </span>
        <span className="checkin-hint">{t('waitingList.since', { time: indiaTime(row.joined_at) })}</span>
        {row.offered_at && row.offer_expires_at && (
          <span className="checkin-hint">
            {t('waitingList.offerRuns', { sent: indiaTime(row.offered_at), until: indiaTime(row.offer_expires_at) })}
          </span>
        )}
        {row.offers_sent > 0 && <span className="checkin-hint">{t('waitingList.offersSent', { count: row.offers_sent })}</span>}
      </div>
      <div className="waiting-row-actions">
        {row.state === 'waiting' && (
          <>
            <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={onSkip}>
              {t('waitingList.skip')}
            </button>
            {row.position > 1 && (
              <button type="button" className="btn btn-outline btn-small" disabled={busy} aria-expanded={moving} onClick={() => setMoving((m) => !m)}>
                {t('waitingList.moveUp')}
              </button>
            )}
          </>
        )}
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => void onRemove()}>
          {t('waitingList.remove')}
        </button>
      </div>
      {moving && (
        <form className="waiting-move" onSubmit={(ev) => void move.onSubmit(ev)} aria-label={t('waitingList.moveName', { name: row.name })}>
          <FormField label={t('waitingList.toPlace')} error={form.formState.errors.position?.message}>
            {(p) => <input {...p} type="number" min={1} max={row.position - 1} required {...form.register('position')} />}
          </FormField>
          <FormField label={t('waitingList.reason')} error={form.formState.errors.reason?.message}>
            {(p) => <input {...p} minLength={3} maxLength={500} required {...form.register('reason')} />}
          </FormField>
          <button type="submit" className="btn" disabled={busy || move.busy}>
            {t('waitingList.moveUp')}
          </button>
        </form>
      )}
    </li>
  );
}

