import { useRef, useState, type MouseEvent } from 'react';
import { Link, useLoaderData, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '@portal/contract/catalog';
import { eventTimeText } from '@portal/contract/event-times';
import { addressInLanguage } from '@portal/contract/page-language';
import { programRoute } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import type { SeatStatus } from '@portal/contract/seats';
import { Skeleton } from '../../components/empty-state';
import { Img } from '../../components/image';
import { ShareDialog } from '../../components/share-dialog';
import { ApiError } from '../../lib/api';
import { copyLink, siteUrl } from '../../lib/copy-link';
import { useNotFoundStatus } from '../../lib/http-status';
import { isoToDisplay } from '../../lib/iso-date';
import { formatMoney } from '../../lib/money';
import { startRegistration } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { eventDescription } from './share-preview';
import { eventIdOf, type FoundPageData } from './loaders';
import { eventPageQuery, eventSeatsQuery } from './queries';
import './strings';
import './catalog.css';

/** A search on the venue's address: opens the visitor's maps app on a phone, Google Maps elsewhere. */
const mapLink = (e: PublicEvent) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([e.event_address, e.city_name].filter(Boolean).join(', '))}`;

/**
 * /events/{id}/{slug}: a published event's own page, the link a visitor shares. Rendered on the
 * server with its share preview (its PageHead), so WhatsApp and Facebook show
 * the event's banner; Register now starts the same registration as the event's card.
 */
export default function EventPage() {
  const { t, i18n } = useTranslation();
  const id = eventIdOf(useParams().id);
  // Known missing from the server's render (its loader's data), else from the browser's answer.
  const missingOnServer = (useLoaderData() as FoundPageData | null)?.missing === true;
  const event = useQuery({ ...eventPageQuery(id), enabled: id > 0 && !missingOnServer });
  const seats = useQuery({ ...eventSeatsQuery(id), enabled: id > 0 && !missingOnServer });
  const data = event.data;
  const notFound = !id || missingOnServer || (event.error instanceof ApiError && event.error.status === 404);
  const head = (
    <PageHead
      title={data?.event_name ?? t('catalog.eventPage.notFoundTitle')}
      description={data ? eventDescription(data, i18n.language === 'ta' ? 'ta' : 'en') : undefined}
      image={data?.event_image || undefined}
      path={data ? PATHS.eventPage(data.id, data.slug) : undefined}
    />
  );

  if (notFound || event.isError) return <>{head}<EventNotFound missing={notFound} /></>;
  if (!data) {
    return (
      <div className="container catalog-page" aria-busy="true">
        {head}
        <Skeleton count={3} height={160} />
      </div>
    );
  }
  return <>{head}<EventDetails event={data} seats={seats.data} /></>;
}

function EventDetails({ event, seats }: { event: PublicEvent; seats: SeatStatus | undefined }) {
  const { t, i18n } = useTranslation();
  // The render's own language (on the server each request renders in its link's language).
  const lang = i18n.language === 'ta' ? 'ta' : 'en';
  const [sharing, setSharing] = useState(false);
  const shareButton = useRef<HTMLButtonElement>(null);
  const shareUrl = siteUrl(addressInLanguage(PATHS.eventPage(event.id, event.slug), lang));
  const days = event.end_date && event.end_date !== event.event_date
    ? `${isoToDisplay(event.event_date)} ${t('eventCard.to')} ${isoToDisplay(event.end_date)}`
    : isoToDisplay(event.event_date);
  const time = eventTimeText(event, lang, event.timing);
  const full = seats?.full === true;
  const over = event.status === 'cancelled' || event.status === 'completed';
  const register = (e: MouseEvent) => {
    e.preventDefault();
    startRegistration(event.program_id, event.id);
  };
  const onShare = () => {
    void copyLink(shareUrl);
    setSharing(true);
  };
  return (
    <div className="catalog event-page" data-testid="event-page">
      <div className="container catalog-page">
        <article className="event-page-layout" aria-labelledby="event-heading">
          <Img
            className="event-page-picture"
            src={event.event_image}
            alt=""
            width={800}
            height={600}
            eager
            sizes="(min-width: 900px) 480px, 100vw"
          />
          <div className="event-page-body stack">
            <p className="event-page-program">
              <Link to={PATHS.program(event.program_id)}>{t('catalog.eventPage.program', { name: event.program_name })}</Link>
            </p>
            <h1 id="event-heading">{event.event_name}</h1>
            {over && (
              <p className="alert event-page-notice" role="status">
                {t(event.status === 'cancelled' ? 'catalog.eventPage.cancelled' : 'catalog.eventPage.completed')}
              </p>
            )}
            <dl className="event-page-facts">
              <div>
                <dt>{t('catalog.eventPage.when')}</dt>
                <dd data-testid="event-days">{days}</dd>
              </div>
              {time && (
                <div>
                  <dt>{t('catalog.eventPage.time')}</dt>
                  <dd data-testid="event-time">{time}</dd>
                </div>
              )}
              <div>
                <dt>{t('catalog.eventPage.venue')}</dt>
                <dd>
                  {[event.event_address, event.city_name].filter(Boolean).join(', ')}
                  <br />
                  <a href={mapLink(event)} target="_blank" rel="noopener noreferrer" data-testid="event-map">
                    {t('catalog.eventPage.map')}
                    <span className="visually-hidden"> {t('share.newTab')}</span>
                  </a>
                </dd>
              </div>
              <div>
                <dt>{t('catalog.eventPage.price')}</dt>
                <dd data-testid="event-price">
                  <Price event={event} />
                </dd>
              </div>
              {!over && seats && seats.capacity !== null && (
                <div>
                  <dt>{t('catalog.eventPage.seats')}</dt>
                  <dd data-testid="event-seats">
                    {full ? t('catalog.eventPage.waitingList') : t('catalog.eventPage.seatsLeft', { count: seats.seats_left ?? 0 })}
                  </dd>
                </div>
              )}
            </dl>
            <div className="program-hero-actions">
              {event.registration_open ? (
                <a className="btn" href={programRoute(event.program_id) ?? PATHS.upcomingEvents} onClick={register} data-testid="event-register">
                  {full ? t('catalog.eventPage.joinWaiting') : t('eventCard.register')}
                </a>
              ) : (
                !over && <p className="event-card-closed">{t('eventCard.closed')}</p>
              )}
              <button ref={shareButton} type="button" className="btn btn-outline" onClick={onShare}>
                {t('catalog.eventPage.share')}
              </button>
            </div>
            {event.event_desc_html && (
              <section aria-labelledby="event-about">
                <h2 id="event-about">{t('catalog.eventPage.about')}</h2>
                {/* Written in the back office's rich-text editor and cleaned by the server's story rules (lib/sanitize.ts). */}
                <div className="rich-text event-page-desc" data-testid="event-desc" dangerouslySetInnerHTML={{ __html: event.event_desc_html }} />
              </section>
            )}
          </div>
        </article>
      </div>
      <ShareDialog
        open={sharing}
        onClose={() => {
          setSharing(false);
          requestAnimationFrame(() => shareButton.current?.focus());
        }}
        url={shareUrl}
        title={event.event_name}
      />
    </div>
  );
}

/** Today's price, the early-bird line while it applies, and the advance that holds a seat. */
function Price({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  if (event.price === 0) return <>{t('catalog.eventPage.free')}</>;
  const money = (n: number) => formatMoney(n, event.currency);
  return (
    <>
      <strong>{money(event.price)}</strong>
      {event.early_bird_until && (
        <>
          <br />
          <small>{t('catalog.eventPage.earlyBird', { date: isoToDisplay(event.early_bird_until), full: money(event.full_price) })}</small>
        </>
      )}
      {event.advance > 0 && (
        <>
          <br />
          <small>{t('catalog.eventPage.advance', { amount: money(event.advance) })}</small>
        </>
      )}
    </>
  );
}

function EventNotFound({ missing }: { missing: boolean }) {
  const { t } = useTranslation();
  useNotFoundStatus(missing);
  return (
    <div className="container catalog-page">
      <div className="empty-state" data-testid="event-not-found">
        <h1>{t('catalog.eventPage.notFoundTitle')}</h1>
        <p>{t('catalog.eventPage.notFoundText')}</p>
        <Link className="btn" to={PATHS.upcomingEvents}>
          {t('catalog.eventPage.seeAll')}
        </Link>
      </div>
    </div>
  );
}
