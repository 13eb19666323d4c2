import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { calls } from '@portal/contract/calls';
import { TICKET_TEXTS } from '@portal/contract/tickets';
import { call, downloadFile, errorMessage } from '../lib/api';
import { useMessage } from '../lib/message';
import { tx } from '../lib/i18n';

/** A registration's detail form (while due) and ticket; cached so the pages that show them share one answer. */
export function useRegistrationExtras(registrationId: number, enabled = true) {
  return useQuery({
    queryKey: ['registration-extras', registrationId],
    queryFn: async () => (await call(calls.registrationExtras, { params: { id: String(registrationId) } })).data,
    enabled: enabled && registrationId > 0,
    retry: false,
    staleTime: 0,
  });
}

/** 'Complete your registration details': one click to the program's detail form, while it is due. */
export function DetailsFormLink({ registrationId, className = 'btn' }: { registrationId: number; className?: string }) {
  const extras = useRegistrationExtras(registrationId);
  if (!extras.data?.details_form) return null;
  return (
    <Link className={className} to={extras.data.details_form}>
      {tx(TICKET_TEXTS.completeDetails)}
    </Link>
  );
}

/** The QR code of the ticket token, drawn in the browser (the token is all it carries). */
export function TicketCode({ token, eventName, when }: { token: string; eventName: string; when: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 2, width: 240 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <figure className="ticket" data-testid="ticket">
      {src ? <img src={src} width={240} height={240} alt={t('ticket.alt', { event: eventName })} /> : <div className="ticket-placeholder" />}
      <figcaption>
        {t('ticket.caption')}
        {when && (
          <>
            <br />
            <span data-testid="ticket-time">{when}</span>
          </>
        )}
      </figcaption>
    </figure>
  );
}

/** Under a registration's detail: the form link, the calendar file and, once paid, the QR ticket. */
/** `when`: the event's time as the page says it, printed under the code so the ticket carries it. */
export function TicketPanel({ registrationId, eventName, when = '' }: { registrationId: number; eventName: string; when?: string }) {
  const { t } = useTranslation();
  const { showError, clear } = useMessage();
  const extras = useRegistrationExtras(registrationId);
  const calendar = async () => {
    clear();
    try {
      await downloadFile(calls.registrationCalendar, { params: { id: String(registrationId) } }, 'event.ics');
    } catch (err) {
      showError(errorMessage(err));
    }
  };
  return (
    <section className="ticket-panel" aria-label={t('ticket.title')}>
      <div className="detail-actions">
        <DetailsFormLink registrationId={registrationId} />
        <button type="button" className="btn btn-outline" onClick={() => void calendar()}>
          {t('ticket.calendar')}
        </button>
      </div>
      {extras.data?.ticket && <TicketCode token={extras.data.ticket} eventName={eventName} when={when} />}
    </section>
  );
}
