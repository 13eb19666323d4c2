import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import { programRoute } from '@portal/contract/programs';
import { eventTimeText } from '@portal/contract/event-times';
import { EVENT_STATUS_LABELS, PAY_STATUS_LABELS, type RegistrationDetail } from '@portal/contract/registrations';
import { PATHS } from '@portal/contract/routes';
import { AccountLayout } from '../../components/account-menu';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { LabelValues } from '../../components/label-values';
import { calls } from '@portal/contract/calls';
import { ApiError, downloadFile, errorMessage } from '../../lib/api';
import { openCheckout } from '../../lib/checkout';
import { displayDate } from '../../lib/dates';
import { useMessage } from '../../lib/message';
import { formatMoney } from '../../lib/money';
import { hardNavigate } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { stored } from '../../lib/stored-keys';
import { useRequireLogin } from '../../lib/use-require-login';
import { registrationsApi } from './api';
import { TicketCode, TicketPanel, useRegistrationExtras } from '../../components/ticket-panel';
import { useInstallableDoor } from './door/pwa';
import { WaitingPlace } from './waiting-place';
import './seats.css';
import './strings';
import './registrations.css';
import { tx } from '../../lib/i18n';

/** /eventdetail/{id}: one registration, its invoice, and Pay Now for what is still due. */
export default function EventDetailPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('detail.title')} />;
  const loggedIn = useRequireLogin();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: ['register-detail', id],
    queryFn: async () => (await registrationsApi.detail(id)).data,
    enabled: loggedIn && valid,
    retry: false,
    staleTime: 0,
    // Coming back from the gateway's tab or page shows the payment just made.
    refetchOnWindowFocus: true,
  });

  const extras = useRegistrationExtras(id, loggedIn && valid);
  useInstallableDoor('/ticket.webmanifest');
  // The ticket as last seen, kept on the phone: it opens with no network at the entrance.
  const kept = useKeptTicket(id, detail.data, extras.data?.ticket);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;

  if (!loggedIn) return head;
  return (
    <AccountLayout title={t('detail.title')}>
      {head}
      {kept && (offline || detail.isError) ? (
        <section className="ticket-panel" data-testid="offline-ticket">
          <p>{t('ticket.offline')}</p>
          <h2>{kept.event}</h2>
          {/* Date, time (India) and place: the person at the gate and the volunteer both read them with no network. */}
          <LabelValues
            rows={[
              ...(kept.date ? [[t('detail.date'), <span key="date" data-testid="offline-date">{kept.date}</span>] as [string, React.ReactNode]] : []),
              ...(kept.when ? [[t('detail.time'), <span key="time" data-testid="offline-time">{kept.when}</span>] as [string, React.ReactNode]] : []),
              [t('detail.location'), <span key="place" data-testid="offline-place">{kept.place}</span>],
            ]}
          />
          <TicketCode token={kept.ticket} eventName={kept.event} when={[kept.date, kept.when].filter(Boolean).join(', ')} />
        </section>
      ) : !valid || detail.isError ? (
        <EmptyState>{detail.error ? errorMessage(detail.error) : tx(MESSAGES.noRecords)}</EmptyState>
      ) : detail.data ? (
        <DetailCard d={detail.data} onPaid={() => void detail.refetch()} />
      ) : (
        <Skeleton count={1} height={420} />
      )}
      <p>
        <Link className="back-link" to={PATHS.currentEvents}>
          ← {t('detail.back')}
        </Link>
      </p>
    </AccountLayout>
  );
}

interface KeptTicket {
  event: string;
  /** The event's day(s); a ticket kept before the date was added has none. */
  date?: string;
  when: string;
  place: string;
  ticket: string;
}
const keptKey = (id: number) => `ticket-${id}`;

/** Keeps the ticket (QR token, event, time, place) once seen; gives the kept one back. */
function useKeptTicket(id: number, d: RegistrationDetail | undefined, ticket: string | undefined): KeptTicket | undefined {
  const { i18n } = useTranslation();
  const [kept, setKept] = useState<KeptTicket | undefined>();
  useEffect(() => {
    try {
      const raw = localStorage.getItem(keptKey(id));
      if (raw) setKept(JSON.parse(raw) as KeptTicket);
    } catch {
      // Nothing kept, or private mode.
    }
  }, [id]);
  useEffect(() => {
    if (!d || !ticket) return;
    const next = { event: d.event_name, date: eventDays(d), when: eventTime(d, i18n.language), place: d.event_address, ticket };
    try {
      localStorage.setItem(keptKey(id), JSON.stringify(next));
    } catch {
      // A full store: the ticket shows while online.
    }
    setKept(next);
  }, [id, d, ticket, i18n.language]);
  return kept;
}

/** The event's day, or its first and last days. */
const eventDays = (d: RegistrationDetail) => (d.end_date && d.end_date !== d.event_date ? `${displayDate(d.event_date)} - ${displayDate(d.end_date)}` : displayDate(d.event_date));

/** The event's own time in the reader's language; the program's timing only when the event has none. */
function eventTime(d: RegistrationDetail, lang: string): string {
  const ta = lang === 'ta';
  return eventTimeText(d, ta ? 'ta' : 'en', (ta && d.program_timing_ta) || d.program_timing);
}

function DetailCard({ d, onPaid }: { d: RegistrationDetail; onPaid: () => void }) {
  const { t, i18n } = useTranslation();
  const time = eventTime(d, i18n.language);
  const { showError, clear } = useMessage();
  const [busy, setBusy] = useState<'' | 'pay' | 'pdf'>('');
  const money = (n: number) => formatMoney(n, d.currency);
  const canPay = d.pay_status === 'partialpay' || d.pay_status === 'paylater';
  const hasInvoice = d.pay_status === 'success' || d.pay_status === 'partialpay';

  const payNow = async () => {
    clear();
    if (d.event_close) {
      showError(tx(MESSAGES.contactNumber));
      return;
    }
    if (!d.profile_info) {
      // The registration screen asks for what is missing, then pays.
      stored.setNavtype(d.program_id);
      stored.setEventId(d.event_id);
      hardNavigate(programRoute(d.program_id) ?? PATHS.profile);
      return;
    }
    setBusy('pay');
    try {
      const resp = await registrationsApi.payBalance(d.regevent_id);
      if (resp.data) await openCheckout(resp.data);
      else onPaid();
    } catch (err) {
      setBusy('');
      if (!(err instanceof ApiError && err.success === 2)) showError(errorMessage(err));
      onPaid();
    }
  };

  const invoice = async () => {
    clear();
    setBusy('pdf');
    try {
      await downloadFile(calls.registerPdf, { body: { invoice_id: d.regevent_id, invoice_type: 'reg' } }, 'receipt.pdf');
    } catch (err) {
      showError(errorMessage(err));
    } finally {
      setBusy('');
    }
  };

  // The Tamil description when one was written, else the English one (as the public page falls back).
  const description = (i18n.language === 'ta' && d.event_desc_html_ta) || d.event_desc_html;
  const rows: Array<[string, React.ReactNode]> = [
    [t('detail.event'), d.event_name],
    [t('detail.participant'), d.participant_name],
    [t('detail.date'), eventDays(d)],
    ...(time ? [[t('detail.time'), <span key="time" data-testid="event-time">{time}</span>] as [string, React.ReactNode]] : []),
    [t('detail.location'), d.event_address],
    [t('detail.eventStatus'), tx(EVENT_STATUS_LABELS[d.event_status]) ?? d.event_status],
    [t('detail.amount'), money(d.amount)],
    ...(d.discount > 0 ? [[`${t('detail.discount')} (${d.discount}%)`, `− ${money(d.discount_value)}`] as [string, string]] : []),
    ...(d.early_value > 0 ? [[t('detail.early'), `− ${money(d.early_value)}`] as [string, string]] : []),
    [t('detail.total'), money(d.total)],
    ...(d.advance_amount > 0 ? [[t('detail.advanceAmount'), money(d.advance_amount)] as [string, string]] : []),
    [t('detail.payable'), money(d.payable)],
    [
      t('detail.payStatus'),
      <span key="s" className={`status-badge is-${d.pay_status}`}>
        {tx(PAY_STATUS_LABELS[d.pay_status]) ?? d.pay_status}
      </span>,
    ],
    ...(d.reg_number ? [[t('detail.regNumber'), d.reg_number] as [string, string]] : []),
    ...(d.payment_id ? [[t('detail.paymentId'), d.payment_id] as [string, string]] : []),
  ];

  return (
    <section className="card detail-card" data-testid="event-detail">
      <LabelValues rows={rows} />
      <WaitingPlace eventId={d.event_id} programId={d.program_id} />
      {d.refund_due > 0 && (
        <p className="alert refund-due" role="status" data-testid="refund-due">
          {tx(PAYMENT_MESSAGES.refundDue).replace('{amount}', money(d.refund_due))}
        </p>
      )}
      {canPay && d.event_close === 1 && (
        <p className="muted">
          {t('detail.contact')}: {d.ref_name} · <a href={`tel:${d.ref_phone.replace(/\s/g, '')}`}>{d.ref_phone}</a> ·{' '}
          <a href={`mailto:${d.ref_email}`}>{d.ref_email}</a>
        </p>
      )}
      <div className="detail-actions">
        {canPay && (
          <button type="button" className="btn" onClick={() => void payNow()} disabled={!!busy}>
            {busy === 'pay' ? MESSAGES.pleaseWait : t('detail.payNow')}
          </button>
        )}
        {hasInvoice && (
          <button type="button" className="btn btn-outline" onClick={() => void invoice()} disabled={!!busy}>
            {busy === 'pdf' ? t('detail.downloading') : t('detail.invoice')}
          </button>
        )}
      </div>
      <TicketPanel registrationId={d.regevent_id} eventName={d.event_name} when={time} />
      {description && (
        <section className="event-detail-about" aria-labelledby="event-detail-about">
          <h2 id="event-detail-about">{t('detail.about')}</h2>
          {/* The server's story rules have cleaned it (lib/sanitize.ts), as on the event's public page. */}
          <div className="rich-text" data-testid="event-detail-desc" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      )}
    </section>
  );
}
