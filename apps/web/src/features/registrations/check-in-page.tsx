import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { checkInBodySchema, type CheckInPerson } from '@portal/contract/check-in';
import { isNetworkFailure, useDoor } from './door/use-door';
import type { Verdict } from './door/decide';
import { ConflictsList } from './door/conflicts-list';
import { DoorLinks } from './door/door-links';
import { useInstallableDoor } from './door/pwa';
import './door/door-strings';
import { ApiError, errorMessage } from '../../lib/api';
import { tx } from '../../lib/i18n';
import { adminCall } from '../../lib/admin-client';
import { AdminFigure } from '../../components/admin-list';
import { FieldNotes } from '../../components/form-field';
import { ChosenEventPage } from './chosen-event';
import { useConfirm } from '../../components/confirm-dialog';
import './check-in.css';

/** The camera scanner and its library load only when the coordinator opens it. */
const QrScanner = lazy(() => import('./qr-scanner'));
/** A typed ticket code, checked as the check-in call checks it. */
const ticketCodeSchema = z.object({ ticket: checkInBodySchema.shape.ticket });

type Answer = { ok: boolean; text: string; verdict?: Verdict['kind']; ms?: number; seq?: number };

/** Each offline verdict is numbered, so the same verdict twice reads as two answers. */
let verdictSeq = 0;

/** The time of a check-in as the door reads it: '7:05 pm'. */
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** Rupees as the door reads them: '₹7,000'. */
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** /admin/check-in (coordinator, owner): a phone page for the door — choose the event, find or scan, check in. */
export default function CheckInPage() {
  const { t } = useTranslation();
  // A Tamil volunteer at the door reads the whole page in Tamil (?lang=ta), the event picker too.
  return (
    <ChosenEventPage title={t('door.page.title')} pickerLabel={t('door.page.event')} pickerPlaceholder={t('door.page.pickEvent')} pickerEmpty={t('door.page.noEvent')} className="checkin">
      {(eventId) => <EventDoor eventId={eventId} />}
    </ChosenEventPage>
  );
}

/**
 * The door of one event. `doorPhone`: a shared door phone's session (a door link), which reaches
 * only the check-in itself: no payments, no conflicts list, no door links.
 */
export function EventDoor({ eventId, doorPhone = false }: { eventId: number; doorPhone?: boolean }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const door = useDoor(eventId);
  useInstallableDoor();
  // The server's list and counts follow what this door sent.
  useEffect(() => {
    if (door.syncedAt) void queryClient.invalidateQueries({ queryKey: ['admin', 'check-in', eventId] });
  }, [door.syncedAt, eventId, queryClient]);
  const [q, setQ] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [scanning, setScanning] = useState(false);
  // The typed ticket code is handed to the same check-in as a scan (which also works with no network): the form sends nothing itself.
  const codeForm = useForm<z.input<typeof ticketCodeSchema>, unknown, z.output<typeof ticketCodeSchema>>({ resolver: zodResolver(ticketCodeSchema), defaultValues: { ticket: '' } });
  const { confirm, dialog } = useConfirm();
  const { data, error } = useQuery({
    queryKey: ['admin', 'check-in', eventId, q],
    queryFn: () => adminCall(calls.adminCheckInSearch, { params: { event_id: String(eventId) }, query: { q } }),
    enabled: door.isOnline,
  });

  /** The verdict of this phone, with no network: read at once, kept, sent later. */
  function showVerdict(v: Verdict | undefined, started: number) {
    if (!v) {
      setAnswer({ ok: false, text: t('door.notReady') });
      return;
    }
    const who = v.person ? v.person.name : v.initials;
    const time = v.since ? timeOf(v.since) : '';
    const ms = Math.round(performance.now() - started);
    const key = v.kind === 'other_event' && v.eventName ? 'other_event_named' : v.kind;
    setAnswer({ ok: v.kind === 'valid' || v.kind === 'balance_due', verdict: v.kind, ms, seq: ++verdictSeq, text: t(`door.verdict.${key}`, { who, time, amount: rupees(v.balanceDue), event: v.eventName }) });
  }

  async function checkIn(body: { ticket: string } | { registration_id: number }) {
    const started = performance.now();
    // No network: the phone decides on its own (under 100 ms), from its manifest.
    if (!navigator.onLine) {
      if ('ticket' in body) showVerdict(await door.scanTicket(body.ticket), started);
      else showVerdict(door.checkInOffline(body.registration_id), started);
      return;
    }
    try {
      // The door names its event: the server refuses a ticket for another one.
      const res = await adminCall(calls.adminCheckIn, { body: { ...body, event_id: eventId } });
      const who = `${res.data.name} (${res.data.mobile})`;
      // Checked in now: the door's own sentence ("Checked in: …", as the server says it in English);
      // the contract's Tamil of the bare "Checked in" is also a count's heading, so it is not looked up.
      setAnswer({ ok: res.data.already === 0, text: res.data.already === 0 ? t('door.verdict.valid', { who }) : `${tx(res.message)}: ${who}` });
      if (res.data.attended_at) door.noteCheckedIn(res.data.registration_id, res.data.attended_at);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'check-in', eventId] });
    } catch (err) {
      // The network went while sending: the phone decides after all.
      if (isNetworkFailure(err)) {
        if ('ticket' in body) showVerdict(await door.scanTicket(body.ticket), started);
        else showVerdict(door.checkInOffline(body.registration_id), started);
        return;
      }
      // A volunteer reads a sentence, not "ticket: …".
      setAnswer({ ok: false, text: tx((err instanceof ApiError && err.errors.ticket) || errorMessage(err)) });
    }
  }

  /** Take payment and undo answer like a check-in: a sentence at the top, the list refreshed. */
  async function doorAction(send: () => Promise<{ message: string }>) {
    try {
      const res = await send();
      setAnswer({ ok: true, text: tx(res.message) });
    } catch (err) {
      setAnswer({ ok: false, text: tx(errorMessage(err)) });
    }
    await queryClient.invalidateQueries({ queryKey: ['admin', 'check-in', eventId] });
  }

  async function takePayment(p: CheckInPerson) {
    const yes = await confirm({
      title: t('door.page.takeTitle', { amount: rupees(p.balance_due), name: p.name }),
      body: <p>{t('door.page.takeBody', { amount: rupees(p.balance_due), name: p.name })}</p>,
      confirmLabel: t('door.page.takeConfirm', { amount: rupees(p.balance_due) }),
    });
    if (yes) await doorAction(() => adminCall(calls.adminCheckInTakePayment, { params: { id: String(p.registration_id) }, body: { event_id: eventId } }));
  }

  async function undo(p: CheckInPerson) {
    const yes = await confirm({
      title: t('door.page.undoTitle', { name: p.name }),
      body: <p>{t('door.page.undoBody', { name: p.name, time: timeOf(p.attended_at!) })}</p>,
      confirmLabel: t('door.page.undoConfirm'),
    });
    if (yes) await doorAction(() => adminCall(calls.adminCheckInUndo, { params: { id: String(p.registration_id) }, body: { event_id: eventId } }));
  }

  // With no network the list is the manifest's (its first 50 matches), each with this door's check-ins.
  const people: CheckInPerson[] | undefined = door.isOnline ? data?.data : offlinePeople(door, q);

  const submitCode = codeForm.handleSubmit(({ ticket }) => {
    if (!ticket) return;
    // Cleared at once, so a code typed while this one is answered is never wiped.
    codeForm.reset();
    void checkIn({ ticket });
  });

  return (
    <>
      {dialog}
      {data && (
        <dl className="checkin-counts" aria-label={t('door.page.counts')}>
          <AdminFigure term={t('door.page.registered')} testId="count-registered">
            {data.counts.registered}
          </AdminFigure>
          <AdminFigure term={t('door.page.checkedIn')} testId="count-checked-in">
            {data.counts.checked_in}
          </AdminFigure>
        </dl>
      )}
      <div className="door-state" data-testid="door-state">
        {!door.isOnline && <p className="checkin-problem">{t('door.offline')}</p>}
        <p>{door.manifest ? t('door.ready', { count: door.manifest.people.length, time: timeOf(door.manifest.generated_at) }) : t('door.notReady')}</p>
        <p data-testid="door-pending">{door.pending ? t('door.pending', { count: door.pending }) : t('door.allSent')}</p>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={answer ? (answer.ok ? 'checkin-answer ok' : 'checkin-answer warn') : 'checkin-answer'}
        data-verdict={answer?.verdict}
        data-ms={answer?.ms}
        data-seq={answer?.seq}
      >
        {answer?.text ?? ''}
      </p>
      <div className="checkin-scan">
        <button type="button" className="btn btn-outline" aria-expanded={scanning} onClick={() => setScanning((s) => !s)}>
          {scanning ? t('door.page.closeScanner') : t('door.page.scan')}
        </button>
        {scanning && (
          <Suspense fallback={<p>{t('door.page.openingCamera')}</p>}>
            <QrScanner onCode={(ticket) => void checkIn({ ticket })} />
          </Suspense>
        )}
        <form onSubmit={(ev) => void submitCode(ev)} className="checkin-code" noValidate>
          <label className="checkin-field">
            {t('door.page.ticketCode')}
            <input {...codeForm.register('ticket')} placeholder="MFT2…" autoComplete="off" spellCheck={false} aria-invalid={!!codeForm.formState.errors.ticket} aria-describedby={codeForm.formState.errors.ticket ? 'checkin-ticket-error' : undefined} />
            <FieldNotes id="checkin-ticket" error={codeForm.formState.errors.ticket?.message} />
          </label>
          <button type="submit" className="btn">
            {t('door.page.checkInCode')}
          </button>
        </form>
      </div>
      <form role="search" onSubmit={(ev) => ev.preventDefault()}>
        <label className="checkin-field">
          {t('door.page.find')}
          <input type="search" value={q} onChange={(ev) => setQ(ev.target.value)} inputMode="search" autoComplete="off" />
        </label>
      </form>
      {door.isOnline && error && <p role="alert">{errorMessage(error)}</p>}
      {people && people.length === 0 && <p>{t('door.page.noOne')}</p>}
      <ul className="checkin-people">
        {people?.map((p) => (
          <Person
            key={p.registration_id}
            person={p}
            onCheckIn={() => void checkIn({ registration_id: p.registration_id })}
            onTakePayment={() => void takePayment(p)}
            onUndo={() => void undo(p)}
            offline={!door.isOnline}
            doorPhone={doorPhone}
          />
        ))}
      </ul>
      {door.isOnline && !doorPhone && <ConflictsList eventId={eventId} refreshKey={door.syncedAt} />}
      {door.isOnline && !doorPhone && <DoorLinks eventId={eventId} />}
    </>
  );
}

/** The manifest's people matching the search, as the list shows them (no mobile numbers on the phone). */
function offlinePeople(door: ReturnType<typeof useDoor>, q: string): CheckInPerson[] | undefined {
  if (!door.manifest) return undefined;
  const text = q.trim().toLocaleLowerCase('en-IN');
  const mine = new Map(door.scans.filter((s) => s.verdict === 'valid' || s.verdict === 'balance_due').map((s) => [s.registration_id, s.scanned_at]));
  return door.manifest.people
    .filter((p) => !text || p.name.toLocaleLowerCase('en-IN').includes(text) || p.reg_number.toLocaleLowerCase('en-IN').includes(text))
    .slice(0, 50)
    .map(({ initials: _i, legacy: _l, ...p }) => ({ ...p, mobile: '', attended_at: p.attended_at ?? mine.get(p.registration_id) ?? null }));
}

function Person({ person: p, onCheckIn, onTakePayment, onUndo, offline, doorPhone }: { person: CheckInPerson; onCheckIn: () => void; onTakePayment: () => void; onUndo: () => void; offline: boolean; doorPhone: boolean }) {
  const { t } = useTranslation();
  // The door collects what is still due from one who holds a place (part paid, or allowed to pay later);
  // a door phone's session takes no money (the role table gives payments to named staff only): it sends the person to the desk.
  const due = p.balance_due > 0 && (p.status === 'partialpay' || p.status === 'paylater');
  const mayTake = !offline && !doorPhone && due;
  return (
    <li>
      <div>
        <strong>{p.name}</strong>
        <span>{p.mobile}</span>
        <span className="checkin-hint">
          {p.reg_number || `#${p.registration_id}`} · {t(`door.payStatus.${p.status}`)}
        </span>
        {mayTake && (
          <span className="checkin-problem" data-testid="balance-due">
            {t('door.page.balanceDue', { amount: rupees(p.balance_due) })}
          </span>
        )}
        {doorPhone && due && (
          <span className="checkin-problem" data-testid="balance-due">
            {t('doorLink.balanceAtDesk', { amount: rupees(p.balance_due) })}
          </span>
        )}
      </div>
      <div className="checkin-actions">
        {mayTake && (
          <button type="button" className="btn btn-outline" onClick={onTakePayment} aria-label={t('door.page.takePaymentLabel', { name: p.name })}>
            {t('door.page.takePayment')}
          </button>
        )}
        {p.attended_at ? (
          <>
            <span className="checkin-done">{t('door.page.checkedInAt', { time: timeOf(p.attended_at) })}</span>
            {!offline && (
              <button type="button" className="btn btn-outline" onClick={onUndo} aria-label={t('door.page.undoLabel', { name: p.name })}>
                {t('door.page.undo')}
              </button>
            )}
          </>
        ) : (
          <button type="button" className="btn" disabled={!p.can_check_in} onClick={onCheckIn} aria-label={t('door.page.checkInLabel', { name: p.name })}>
            {t('door.page.checkIn')}
          </button>
        )}
      </div>
    </li>
  );
}
