import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link, Route, Routes, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import {
  OFFLINE_METHODS,
  OFFLINE_METHOD_LABELS,
  PAYMENT_STATES,
  PAYMENT_STATE_LABELS,
  SEAT_STATE_LABELS,
  allowPayLaterSchema,
  cancelRegistrationSchema,
  markPaidSchema,
  type AdminRegistration,
  type AdminRegistrationDetail,
  type ParticipantDetails,
} from '@portal/contract/admin-registrations';
import { isoToDisplay } from '../../lib/iso-date';
import { todayIso } from '@portal/contract/fields';
import { PAY_STATUSES, PAY_STATUS_LABELS } from '@portal/contract/registrations';
import { BROADCAST_ROLES, audienceOfStatus } from '@portal/contract/broadcasts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { ATTEMPT_STATUS_LABELS } from '@portal/contract/admin-payments';
import { PAYMENT_KIND_WORDS, inWords } from '@portal/contract/state-words';
import { errorMessage } from '../../lib/api';
import { AdminDateRange, AdminFigure, AdminFilters, AdminListStatus, AdminPager, AdminSearch, AdminSelectFilter, AdminTableFrame } from '../../components/admin-list';
import { AdminExport } from '../../components/admin-export';
import { EventPicker, ProgramFilter } from '../../components/event-picker';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { rupees } from '../../lib/rupees';
import i18n, { tx } from '../../lib/i18n';
import { useConfirm } from '../../components/confirm-dialog';
import { AnswersList, QuestionAnswersList } from '../../components/answers-list';
import { EventRegistrationsSwitch, RefundOrForfeit, TransferForm, useOverCapacityAsk } from './admin-transfer';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormField } from '../../components/form-field';
import { BulkPageToggle, BulkRowToggle, useBulkSelection, type BulkSelection } from '../../components/bulk-selection';
import { RegistrationsBulk } from './registrations-bulk';
import './admin-registrations.css';
import './admin-strings';

const PER_PAGE = 25;

/** /admin/registrations (owner, coordinator, finance): the list, and /admin/registrations/{id} the detail. */
export default function AdminRegistrationsPage() {
  return (
    <Routes>
      <Route index element={<RegistrationList />} />
      <Route path=":id" element={<RegistrationDetail />} />
    </Routes>
  );
}

function RegistrationList() {
  const { t } = useTranslation();
  const staff = useStaff();
  const [filter, setFilter] = useState({ q: '', status: '', payment: '', event_id: '', program_id: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const query = {
    ...filter,
    status: filter.status as (typeof PAY_STATUSES)[number] | '',
    payment: filter.payment as (typeof PAYMENT_STATES)[number] | '',
    page,
    per_page: PER_PAGE,
  };
  const { data, error, isLoading } = useQuery({
    queryKey: ['admin', 'registrations', query],
    queryFn: () => adminCall(calls.adminRegistrations, { query }),
  });
  const selection = useBulkSelection(filter, data?.total);
  const setValue = (key: keyof typeof filter, value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const set = (key: keyof typeof filter) => (ev: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(key, ev.target.value);
  return (
    <section>
      <h1>{t('adminRegistrations.title')}</h1>
      <AdminFilters>
        <AdminSearch value={filter.q} onChange={(q) => setValue('q', q)} placeholder={t('adminRegistrations.search')} />
        <AdminSelectFilter label={t('adminRegistrations.status')} value={filter.status} onChange={set('status')} options={PAY_STATUSES.map((s) => [s, tx(PAY_STATUS_LABELS[s])] as const)} />
        <AdminSelectFilter label={t('adminRegistrations.payment')} value={filter.payment} onChange={set('payment')} options={PAYMENT_STATES.map((s) => [s, tx(PAYMENT_STATE_LABELS[s])] as const)} />
        <EventPicker value={filter.event_id} onChange={(id) => setValue('event_id', id)} />
        <ProgramFilter value={filter.program_id} onChange={(id) => setValue('program_id', id)} />
        <AdminDateRange label={t('adminRegistrations.registeredFrom')} from={filter.from} to={filter.to} onChange={setValue} />
      </AdminFilters>
      <AdminExport call={calls.adminExportRegistrations} query={query} />
      {/^\d{1,9}$/.test(filter.event_id) && <EventRegistrationsSwitch eventId={Number(filter.event_id)} />}
      {/^\d{1,9}$/.test(filter.event_id) && staff && roleAllowed(staff.role, BROADCAST_ROLES) && (
        <Link className="btn btn-outline" to={`${ADMIN_PATHS.root}/message-participants?event=${filter.event_id}&audience=${audienceOfStatus(filter.status) || 'everyone'}`}>
          {t('adminRegistrations.messageThese')}
        </Link>
      )}
      <AdminListStatus error={error} isLoading={isLoading} />
      {data && (
        <dl className="admin-summary" aria-label={t('adminRegistrations.totals')}>
          <AdminFigure term={t('adminRegistrations.count')} testId="reg-count">
            {data.summary.count}
          </AdminFigure>
          {Object.entries(data.summary.by_status).map(([status, n]) => (
            <AdminFigure key={status} term={tx(PAY_STATUS_LABELS[status as keyof typeof PAY_STATUS_LABELS] ?? status)}>
              {n}
            </AdminFigure>
          ))}
          {data.summary.money && (
            <>
              <AdminFigure term={t('adminRegistrations.total')}>{rupees(data.summary.money.total)}</AdminFigure>
              <AdminFigure term={t('adminRegistrations.paid')}>{rupees(data.summary.money.paid)}</AdminFigure>
              <AdminFigure term={t('adminRegistrations.balance')}>{rupees(data.summary.money.balance)}</AdminFigure>
              <AdminFigure term={t('adminRegistrations.refundDue')}>{rupees(data.summary.money.refund_due)}</AdminFigure>
            </>
          )}
        </dl>
      )}
      {data && data.data.length === 0 && <p className="admin-empty">{t('adminRegistrations.none')}</p>}
      <RegistrationsBulk selection={selection} total={data?.total} filter={filter} query={query} />
      {data && data.data.length > 0 && <RegistrationTable rows={data.data} money={data.summary.money !== null} selection={selection} />}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}

/** What the devotee gave about themselves (owner and coordinator only: the server sends null to others). */
function ParticipantFacts({ participant: p }: { participant: ParticipantDetails }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('registrationDetail.dob')}</dt>
      <dd data-testid="reg-dob">{p.date_of_birth ? isoToDisplay(p.date_of_birth) : '—'}</dd>
      <dt>{t('registrationDetail.gender')}</dt>
      <dd data-testid="reg-gender">{p.gender ? tx(p.gender) : '—'}</dd>
      <dt>{t('registrationDetail.emergency')}</dt>
      <dd data-testid="reg-emergency">
        {p.emergency_contacts.length
          ? p.emergency_contacts.map((c) => (
              <span key={c.phone} className="reg-emergency-contact">
                <a href={`tel:${c.phone}`}>{c.phone}</a>
                {c.relation && ` (${c.relation})`}
              </span>
            ))
          : '—'}
      </dd>
    </>
  );
}

function RegistrationTable({ rows, money, selection }: { rows: AdminRegistration[]; money: boolean; selection: BulkSelection }) {
  const { t } = useTranslation();
  const c = (key: keyof typeof COLUMN_KEYS) => t(COLUMN_KEYS[key]);
  return (
    <AdminTableFrame
      caption={t('adminRegistrations.caption')}
      className="admin-cards"
      columns={[c('person'), c('mobile'), c('event'), c('status'), c('payment'), money && c('paidTotal'), money && c('balance')]}
      lead={<BulkPageToggle selection={selection} pageIds={rows.map((r) => r.id)} />}
    >
      {rows.map((r) => (
        <tr key={r.id} data-testid="reg-row">
          <td data-label={c('select')} className="bulk-select">
            <BulkRowToggle selection={selection} id={r.id} label={r.name} />
          </td>
          <td data-label={c('person')}>
            <Link to={String(r.id)}>{r.name}</Link>
            <br />
            <small>{r.reg_number || `#${r.id}`}</small>
          </td>
          <td data-label={c('mobile')}>{r.mobile}</td>
          <td data-label={c('event')}>
            {r.event_name}
            <br />
            <small>{r.event_date}</small>
          </td>
          <td data-label={c('status')}>
            {tx(PAY_STATUS_LABELS[r.status])}
            {r.attended_at && (
              <>
                <br />
                <small>{checkedInText(r)}</small>
              </>
            )}
          </td>
          <td data-label={c('payment')}>{tx(PAYMENT_STATE_LABELS[r.payment])}</td>
          {money && (
            <td data-label={c('paidTotal')}>
              {rupees(r.paid)} / {rupees(r.total)}
            </td>
          )}
          {money && <td data-label={c('balance')}>{rupees(r.balance)}</td>}
        </tr>
      ))}
    </AdminTableFrame>
  );
}

function RegistrationDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, error, isLoading } = useQuery({
    queryKey: ['admin', 'registration', id],
    queryFn: () => adminCall(calls.adminRegistration, { params: { id: String(id) } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (error) return <p className="alert alert-error" role="alert">{errorMessage(error)}</p>;
  if (isLoading || !data) return <p className="admin-loading">{t('registrationDetail.loading')}</p>;
  const { registration: r, person, participant, payments, form_answers, feedback, question_answers, audit } = data.data;
  return (
    <article className="reg-detail">
      <p>
        <Link to="..">{t('registrationDetail.back')}</Link>
      </p>
      <h1>
        {person.name} — {r.event_name}
      </h1>
      <section aria-labelledby="reg-state">
        <h2 id="reg-state">{t('registrationDetail.registration')}</h2>
        <dl>
          <dt>{t('registrationDetail.number')}</dt>
          <dd>{r.reg_number || `#${r.id}`}</dd>
          <dt>{t('registrationDetail.status')}</dt>
          <dd data-testid="reg-status">{tx(PAY_STATUS_LABELS[r.status])}</dd>
          <dt>{t('registrationDetail.payment')}</dt>
          <dd data-testid="reg-payment">{tx(PAYMENT_STATE_LABELS[r.payment])}</dd>
          <dt>{t('registrationDetail.seat')}</dt>
          <dd data-testid="reg-seat">
            {tx(SEAT_STATE_LABELS[r.seat.state])}
            {r.seat.capacity !== null && t('registrationDetail.seatsTaken', { taken: r.seat.taken, capacity: r.seat.capacity })}
          </dd>
          <dt>{t('registrationDetail.event')}</dt>
          <dd>
            {r.event_name} ({r.event_date}), {r.program_name}
          </dd>
          <dt>{t('registrationDetail.registered')}</dt>
          <dd>{r.created_at.slice(0, 16).replace('T', ' ')}</dd>
          <dt>{t('registrationDetail.attendance')}</dt>
          <dd data-testid="reg-attendance">{r.attended_at ? checkedInText(r) : t('registrationDetail.notCheckedIn')}</dd>
          {r.cancel_reason && (
            <>
              <dt>{t('registrationDetail.cancelledBecause')}</dt>
              <dd>
                {r.cancel_reason}
                {r.cancelled_money && t(r.cancelled_money === 'refund_due' ? 'registrationDetail.moneyRefund' : 'registrationDetail.moneyForfeit')}
              </dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="reg-person">
        <h2 id="reg-person">{t('registrationDetail.person')}</h2>
        <dl>
          <dt>{t('registrationDetail.name')}</dt>
          <dd>{person.name}</dd>
          <dt>{t('registrationDetail.mobile')}</dt>
          <dd>{person.mobile}</dd>
          <dt>{t('registrationDetail.email')}</dt>
          <dd>{person.email}</dd>
          <dt>{t('registrationDetail.city')}</dt>
          <dd>{person.city || '—'}</dd>
          {participant && <ParticipantFacts participant={participant} />}
        </dl>
      </section>
      {r.price && (
        <section aria-labelledby="reg-price">
          <h2 id="reg-price">{t('registrationDetail.price')}</h2>
          <dl>
            <dt>{t('registrationDetail.price')}</dt>
            <dd>{rupees(r.price.amount)}</dd>
            <dt>{t('registrationDetail.discount')}</dt>
            <dd>
              {r.price.discount_percent}% ({rupees(r.price.discount)})
            </dd>
            <dt>{t('registrationDetail.earlyBird')}</dt>
            <dd>{rupees(r.price.early_bird)}</dd>
            <dt>{t('registrationDetail.total')}</dt>
            <dd>{rupees(r.price.total)}</dd>
            <dt>{t('registrationDetail.advance')}</dt>
            <dd>{rupees(r.price.advance)}</dd>
            <dt>{t('registrationDetail.paid')}</dt>
            <dd data-testid="reg-paid">{rupees(r.paid)}</dd>
            <dt>{t('registrationDetail.balance')}</dt>
            <dd data-testid="reg-balance">{rupees(r.balance)}</dd>
            <dt>{t('registrationDetail.refundDue')}</dt>
            <dd>{rupees(r.refund_due)}</dd>
          </dl>
        </section>
      )}
      <RegistrationActions detail={data.data} />
      {payments && <PaymentAttempts payments={payments} />}
      {/* A role that does not see a participant's private details (finance) gets neither these nor the form's answers. */}
      {participant && (
        <section aria-labelledby="reg-answers">
          <h2 id="reg-answers">{t('registrationDetail.formAnswers')}</h2>
          {form_answers && Object.keys(form_answers).length > 0 && <AnswersList programId={r.program_id} kind="form" answers={form_answers} testId="reg-form-answers" />}
          {!!question_answers.details?.length && <QuestionAnswersList answers={question_answers.details} testId="reg-question-answers" />}
          {!(form_answers && Object.keys(form_answers).length > 0) && !question_answers.details?.length && <p className="admin-empty">{t('registrationDetail.noFormAnswers')}</p>}
        </section>
      )}
      <section aria-labelledby="reg-feedback">
        <h2 id="reg-feedback">{t('registrationDetail.feedback')}</h2>
        {feedback && <AnswersList programId={r.program_id} kind="feedback" answers={feedback} testId="reg-feedback-answers" />}
        {question_answers.feedback.length > 0 && <QuestionAnswersList answers={question_answers.feedback} testId="reg-feedback-question-answers" />}
        {!feedback && question_answers.feedback.length === 0 && <p className="admin-empty">{t('registrationDetail.noFeedback')}</p>}
      </section>
      <section aria-labelledby="reg-audit">
        <h2 id="reg-audit">{t('registrationDetail.audit')}</h2>
        {audit.length === 0 ? (
          <p className="admin-empty">{t('registrationDetail.noAudit')}</p>
        ) : (
          <ul>
            {audit.map((a) => (
              <li key={a.id}>
                {a.at.slice(0, 16).replace('T', ' ')} — {a.staff_name}: {a.action}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function PaymentAttempts({ payments }: { payments: NonNullable<AdminRegistrationDetail['payments']> }) {
  const { t } = useTranslation();
  const [when, how, amount, status, answers] = [t('registrationDetail.when'), t('registrationDetail.how'), t('registrationDetail.amount'), t('registrationDetail.status'), t('registrationDetail.answers')];
  return (
    <section aria-labelledby="reg-payments">
      <h2 id="reg-payments">{t('registrationDetail.payments')}</h2>
      {payments.length === 0 && <p className="admin-empty">{t('registrationDetail.noPayments')}</p>}
      {payments.length > 0 && (
        <AdminTableFrame className="admin-cards" columns={[when, how, amount, status, answers]}>
          {payments.map((p) => (
            <tr key={p.id}>
              <td data-label={when}>{(p.paid_at ?? p.created_at).slice(0, 16).replace('T', ' ')}</td>
              <td data-label={how}>
                {p.provider} ({inWords(PAYMENT_KIND_WORDS, p.kind)})
                <br />
                <small>{p.provider_txn_id || p.txn_id}</small>
              </td>
              <td data-label={amount}>{rupees(p.amount)}</td>
              <td data-label={status}>{tx(inWords(ATTEMPT_STATUS_LABELS, p.status))}</td>
              <td data-label={answers}>
                <details>
                  <summary>{t('registrationDetail.changes', { count: p.events.length })}</summary>
                  <pre>{JSON.stringify({ response: p.raw_response, events: p.events }, null, 2)}</pre>
                </details>
              </td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
    </section>
  );
}

/** What cancelling does, said before it is done: the place, the money already paid, the devotee. */
function CancelConsequences({ detail, money }: { detail: AdminRegistrationDetail; money: 'refund_due' | 'forfeit' | undefined }) {
  const { t } = useTranslation();
  const r = detail.registration;
  // A role that does not see money (paid is null) still reads what becomes of it.
  const amount = r.paid === null ? t('registrationDetail.cancel.money') : rupees(r.paid);
  const refund = r.payment !== 'unpaid' && money === 'refund_due';
  return (
    <ul>
      <li>{t('registrationDetail.cancel.placeGiven', { event: r.event_name })}</li>
      <li>
        {r.payment === 'unpaid'
          ? t('registrationDetail.cancel.nothingPaid')
          : t(money === 'refund_due' ? 'registrationDetail.cancel.refundDue' : 'registrationDetail.cancel.forfeit', { amount })}
      </li>
      <li>{t(refund ? 'registrationDetail.cancel.toldRefund' : 'registrationDetail.cancel.told', { name: r.name })}</li>
    </ul>
  );
}

/** How an action's answer shows: in the actions' notice, with the back office read again either way. */
interface ActionAnswer {
  onSuccess: (res: { message: string }) => void;
  onFailure: (text: string) => void;
  refresh: readonly unknown[];
}

/** The actions the signed-in role may take on this registration, each with its own small form. */
function RegistrationActions({ detail }: { detail: AdminRegistrationDetail }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const r = detail.registration;
  if (!staff) return null;
  const may = (roles: Parameters<typeof roleAllowed>[1]) => roleAllowed(staff.role, roles);
  const answer: ActionAnswer = {
    onSuccess: (res) => setNotice({ ok: true, text: res.message }),
    onFailure: (text) => {
      setNotice({ ok: false, text });
      // Refetched on a refusal too: the last seat went meanwhile, and the seats show as they are now.
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    refresh: ['admin'],
  };
  const cancelled = r.status === 'cancelled' && !!r.cancel_reason;
  return (
    <section aria-labelledby="reg-actions">
      <h2 id="reg-actions">{t('registrationDetail.actions')}</h2>
      {notice && (
        <p className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <div className="admin-forms">
        {may(['finance']) && !cancelled && (r.balance ?? 0) > 0 && <MarkPaidForm detail={detail} answer={answer} />}
        {may(['coordinator']) && !cancelled && <CancelForm detail={detail} answer={answer} />}
        {may(['coordinator']) && !cancelled && r.status !== 'cancelled' && <TransferForm detail={detail} onDone={(ok, text) => setNotice({ ok, text })} />}
        {may(['coordinator']) && (r.status === 'pending' || r.status === 'failed') && r.payment === 'unpaid' && <PayLaterForm detail={detail} answer={answer} />}
        {may(['coordinator']) && (r.status === 'success' || r.status === 'partialpay') && <ResendForm detail={detail} answer={answer} />}
      </div>
    </section>
  );
}

/**
 * An action that gives the registration a place (an offline payment, pay later): on a full event
 * staff confirm going over capacity first, and the confirmed number is sent.
 */
function usePlaceAsk(detail: AdminRegistrationDetail, action: string) {
  const { t } = useTranslation();
  const seat = detail.registration.seat;
  const over = useOverCapacityAsk();
  const ask = () =>
    seat.over_by > 0
      ? over.ask({
          title: t('registrationDetail.full.title', { action }),
          text: t('registrationDetail.full.text', { action, taken: seat.taken, capacity: seat.capacity ?? 0, over: seat.over_by }),
          overBy: seat.over_by,
        })
      : Promise.resolve(true);
  return { ask, step: over.step, overCapacity: Math.max(seat.over_by, 0) };
}

/** Finance records money received at the office (cash, cheque, transfer, UPI, card slip). */
function MarkPaidForm({ detail, answer }: { detail: AdminRegistrationDetail; answer: ActionAnswer }) {
  const { t } = useTranslation();
  const r = detail.registration;
  const place = usePlaceAsk(detail, t('registrationDetail.markPaid.submit'));
  const form = useForm<z.input<typeof markPaidSchema>, unknown, z.output<typeof markPaidSchema>>({
    resolver: zodResolver(markPaidSchema),
    defaultValues: { method: 'cash', amount: String(r.balance ?? ''), paid_on: todayIso(), reference: '' },
  });
  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminRegistrationMarkPaid, { params: { id: String(r.id) }, body: { ...body, over_capacity: place.overCapacity } }), {
    ...answer,
    ask: place.ask,
  });
  const errors = form.formState.errors;
  return (
    <form aria-labelledby="mark-paid-title" onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <h3 id="mark-paid-title">{t('registrationDetail.markPaid.title')}</h3>
      {place.step}
      <FormField label={t('registrationDetail.markPaid.method')} error={errors.method?.message}>
        {(p) => (
          <select {...p} {...form.register('method')}>
            {OFFLINE_METHODS.map((m) => (
              <option key={m} value={m}>
                {tx(OFFLINE_METHOD_LABELS[m])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('registrationDetail.markPaid.amount')} error={errors.amount?.message} required>
        {(p) => <input {...p} inputMode="decimal" {...form.register('amount')} />}
      </FormField>
      <FormField label={t('registrationDetail.markPaid.paidOn')} error={errors.paid_on?.message} required>
        {(p) => <input {...p} type="date" max={todayIso()} {...form.register('paid_on')} />}
      </FormField>
      <FormField label={t('registrationDetail.markPaid.reference')} error={errors.reference?.message}>
        {(p) => <input {...p} maxLength={100} {...form.register('reference')} />}
      </FormField>
      <p className="admin-hint">{t('registrationDetail.markPaid.hint')}</p>
      <button type="submit" className="btn" disabled={busy}>
        {t('registrationDetail.markPaid.submit')}
      </button>
    </form>
  );
}

/**
 * Cancel with a reason; money paid becomes a refund due or is forfeit. The form keeps the browser's
 * own checks (a reason, one of the two choices) as before; the confirm dialog says what follows.
 */
function CancelForm({ detail, answer }: { detail: AdminRegistrationDetail; answer: ActionAnswer }) {
  const { t } = useTranslation();
  const r = detail.registration;
  const { confirm, dialog } = useConfirm();
  const form = useForm<z.input<typeof cancelRegistrationSchema>, unknown, z.output<typeof cancelRegistrationSchema>>({
    resolver: zodResolver(cancelRegistrationSchema),
    defaultValues: { reason: '', paid_money: '' },
  });
  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminRegistrationCancel, { params: { id: String(r.id) }, body }), {
    ...answer,
    ask: (body) =>
      confirm({
        title: t('registrationDetail.cancel.askTitle', { name: r.name }),
        body: <CancelConsequences detail={detail} money={body.paid_money} />,
        confirmLabel: t('registrationDetail.cancel.submit'),
      }),
  });
  const errors = form.formState.errors;
  return (
    <form aria-labelledby="cancel-title" onSubmit={(ev) => void onSubmit(ev)}>
      {dialog}
      <h3 id="cancel-title">{t('registrationDetail.cancel.title')}</h3>
      <FormField label={t('registrationDetail.cancel.reason')} error={errors.reason?.message} required>
        {(p) => <input {...p} required minLength={3} maxLength={500} {...form.register('reason')} />}
      </FormField>
      {r.payment !== 'unpaid' && <RefundOrForfeit legend={t('registrationDetail.cancel.moneyPaid')} field={form.register('paid_money')} error={errors.paid_money?.message} />}
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {t('registrationDetail.cancel.submit')}
      </button>
    </form>
  );
}

/** The place is given now and the devotee pays before the event (the Pay Now link is sent). */
function PayLaterForm({ detail, answer }: { detail: AdminRegistrationDetail; answer: ActionAnswer }) {
  const { t } = useTranslation();
  const r = detail.registration;
  const place = usePlaceAsk(detail, t('registrationDetail.payLater.submit'));
  const form = useForm<z.input<typeof allowPayLaterSchema>, unknown, z.output<typeof allowPayLaterSchema>>({ resolver: zodResolver(allowPayLaterSchema), defaultValues: {} });
  const { onSubmit, busy } = useFormSubmit(form, () => adminCall(calls.adminRegistrationAllowPayLater, { params: { id: String(r.id) }, body: { over_capacity: place.overCapacity } }), {
    ...answer,
    ask: place.ask,
  });
  return (
    <form aria-labelledby="pay-later-title" onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <h3 id="pay-later-title">{t('registrationDetail.payLater.title')}</h3>
      {place.step}
      <p className="admin-hint">{t('registrationDetail.payLater.hint')}</p>
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {t('registrationDetail.payLater.submit')}
      </button>
    </form>
  );
}

/** The payment confirmation (the ticket) sent again; the call has no body, so the form holds no values. */
function ResendForm({ detail, answer }: { detail: AdminRegistrationDetail; answer: ActionAnswer }) {
  const { t } = useTranslation();
  const form = useForm();
  const { onSubmit, busy } = useFormSubmit(form, () => adminCall(calls.adminRegistrationResend, { params: { id: String(detail.registration.id) } }), answer);
  return (
    <form aria-labelledby="resend-title" onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <h3 id="resend-title">{t('registrationDetail.resend.title')}</h3>
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {t('registrationDetail.resend.submit')}
      </button>
    </form>
  );
}

/** When and by whom a person was checked in at the door; the time as given, India time. */
function checkedInText(r: Pick<AdminRegistration, 'attended_at' | 'checked_in_by'>): string {
  const time = (r.attended_at ?? '').slice(0, 16).replace('T', ' ');
  return r.checked_in_by ? i18n.t('adminRegistrations.checkedInBy', { time, name: r.checked_in_by }) : i18n.t('adminRegistrations.checkedIn', { time });
}

/** The list's column names (admin-strings.ts); a phone shows each beside its value. */
const COLUMN_KEYS = {
  select: 'adminRegistrations.columns.select',
  person: 'adminRegistrations.columns.person',
  mobile: 'adminRegistrations.columns.mobile',
  event: 'adminRegistrations.columns.event',
  status: 'adminRegistrations.columns.status',
  payment: 'adminRegistrations.columns.payment',
  paidTotal: 'adminRegistrations.columns.paidTotal',
  balance: 'adminRegistrations.columns.balance',
} as const;
