import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { EventCard } from '../../components/event-card';
import { FavouriteHeart } from '../../components/favourite-heart';
import { PageHeader } from '../../components/page-header';
import { usePublicPageRules } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { useEventsByCategory } from './api';
import './strings';
import './catalog.css';
import { tx } from '../../lib/i18n';

/** /upcoming-events: events grouped by program category, each with 'I'm interested' → /contact. */
export default function UpcomingEventsPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('catalog.upcoming.title')} description={t('catalog.upcoming.description')} />;
  usePublicPageRules();
  const groups = useEventsByCategory();
  const list = (groups.data ?? []).filter((g) => g.events.length);
  return (
    <div className="catalog">
      {head}
      <PageHeader title={t('catalog.upcoming.title')} />
      <div className="container catalog-page">
        {groups.isPending ? (
          <Skeleton count={3} height={360} />
        ) : list.length ? (
          list.map((group) => (
            <section key={group.id} className="event-group" aria-labelledby={`event-group-${group.id}`} data-testid="event-group">
              <h2 id={`event-group-${group.id}`}>{group.name}</h2>
              <div className="catalog-grid">
                {group.events.map((event) => (
                  <EventCard
                    key={event.id}
                    event={event}
                    heart={<FavouriteHeart kind="event" id={event.id} name={event.event_name} />}
                  >
                    <Link className="btn btn-outline" to={PATHS.contact}>
                      {t('catalog.upcoming.interested')}
                    </Link>
                  </EventCard>
                ))}
              </div>
            </section>
          ))
        ) : (
          <EmptyState>{tx(MESSAGES.noUpcomingEvents)}</EmptyState>
        )}
      </div>
    </div>
  );
}
