import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventItem } from '@portal/contract/catalog';
import { PATHS, eventSlug } from '@portal/contract/routes';
import { isoParts, isoToDisplay } from '../lib/iso-date';
import { startRegistration } from '../lib/navigation';
import { truncateEventDescription, truncateEventName } from '../lib/truncate';
import { Img } from './image';
import './event-card.css';


const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * One event: picture with a date badge, city, name (over 55
 * characters cut to 30 plus an ellipsis), description (cut to 90), and 'Register now', which
 * stores the program as navtype and the event id and opens the program's route with a full
 * reload. The picture and the name open the event's own public page (/events/{id}/{slug}), where
 * a visitor reads when, where and for how much before registering. `heart` is the favourite
 * heart slot. An event that takes no registration today says 'Registrations closed' instead.
 */
export function EventCard({
  event,
  heart,
  eager,
  children,
}: {
  event: EventItem;
  heart?: ReactNode;
  eager?: boolean;
  /** Extra actions under 'Register now' (e.g. 'I'm interested'). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const page = PATHS.eventPage(event.id, eventSlug(event.event_name));
  const date = isoParts(event.event_date);
  const open = event.registration_open;
  const register = () => startRegistration(event.program_id, event.id);
  return (
    <article className="event-card" data-testid="event-card" data-event-id={event.id}>
      <div className="event-card-visual">
        <Link to={page} tabIndex={-1} aria-hidden="true">
          <Img
            src={event.event_image}
            alt=""
            width={800}
            height={600}
            eager={eager}
            sizes="(min-width: 1200px) 280px, (min-width: 990px) 30vw, (min-width: 541px) 45vw, 90vw"
          />
        </Link>
        {date && (
          <time className="event-card-badge" dateTime={event.event_date}>
            <span className="event-card-day">{date.day}</span>
            <span className="event-card-month">{MONTHS[date.month - 1]}</span>
            <span className="event-card-year">{date.year}</span>
          </time>
        )}
        {heart && <div className="event-card-heart">{heart}</div>}
      </div>
      <div className="event-card-body">
        <h3 className="event-card-title" id={titleId} title={event.event_name}>
          <Link to={page} data-testid="event-card-page">
            {truncateEventName(event.event_name)}
          </Link>
        </h3>
        <p className="event-card-meta">
          {event.city_name && (
            <span className="event-card-city">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
              </svg>
              <span className="visually-hidden">{t('eventCard.city')}: </span>
              {event.city_name}
            </span>
          )}
          <span className="event-card-dates">
            <span className="visually-hidden">{t('eventCard.date')}: </span>
            {isoToDisplay(event.event_date)}
            {event.end_date && event.end_date !== event.event_date && (
              <>
                {' '}
                {t('eventCard.to')} {isoToDisplay(event.end_date)}
              </>
            )}
          </span>
        </p>
        {event.event_desc && <p className="event-card-desc">{truncateEventDescription(event.event_desc)}</p>}
        <div className="event-card-actions">
          {open ? (
            <button type="button" className="btn" onClick={register} aria-describedby={titleId}>
              {t('eventCard.register')}
            </button>
          ) : (
            <p className="event-card-closed" data-testid="event-card-closed">
              {t('eventCard.closed')}
            </p>
          )}
          {children}
        </div>
      </div>
    </article>
  );
}
