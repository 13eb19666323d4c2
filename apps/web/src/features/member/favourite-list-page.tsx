import { Link } from 'react-router';
import { PATHS, eventSlug } from '@portal/contract/routes';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FavouriteEvent } from '@portal/contract/favourites';
import { firstUrl } from '@portal/contract/embeds';
import type { MediaItem } from '@portal/contract/media';
import { MESSAGES } from '@portal/contract/messages';
import { AccountLayout } from '../../components/account-menu';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { FavouriteHeart } from '../../components/favourite-heart';
import { Img } from '../../components/image';
import { MediaTile } from '../../components/media-tile';
import { ShareDialog } from '../../components/share-dialog';
import { Tabs } from '../../components/tabs';
import { displayDate } from '../../lib/dates';
import { startRegistration } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { truncateFavouriteEventDescription } from '../../lib/truncate';
import { useFavouriteList } from '../../lib/use-favourites';
import { useRequireLogin } from '../../lib/use-require-login';
import './member.css';
import './strings';
import { tx } from '../../lib/i18n';

type Tab = 'video' | 'audio' | 'events';

/** /favourite-list: the user's favourite videos, audios and events, in three tabs. */
export default function FavouriteListPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('member.favourites.title')} description={t('member.favourites.description')} />;
  useRequireLogin();
  const [tab, setTab] = useState<Tab>('video');
  const list = useFavouriteList();
  useEffect(() => {
    if (list.error) console.warn('favourites could not be loaded:', list.error.message);
  }, [list.error]);

  const data = list.data;
  return (
    <AccountLayout title={t('member.favourites.title')}>
      {head}
      <Tabs<Tab>
        label={t('member.favourites.tabs')}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'video', label: t('member.favourites.video') },
          { key: 'audio', label: t('member.favourites.audio') },
          { key: 'events', label: t('member.favourites.events') },
        ]}
      >
        {list.isPending ? (
          <Skeleton count={3} height={220} />
        ) : tab === 'events' ? (
          <FavouriteEvents events={data?.events ?? []} />
        ) : (
          <FavouriteMedia items={(tab === 'video' ? data?.videos : data?.audios) ?? []} empty={tab === 'video' ? MESSAGES.noVideo : MESSAGES.noAudio} />
        )}
      </Tabs>
    </AccountLayout>
  );
}

/**
 * Videos or audios: play in the modal player, share, unfavourite (the tile's heart; the list
 * refreshes when the server confirms). Share copies the link (the tile does that) and here
 * also opens the share popup with messaging and social links (/favourite-list).
 */
function FavouriteMedia({ items, empty }: { items: MediaItem[]; empty: string }) {
  const [sharing, setSharing] = useState<{ url: string; title: string }>();
  if (!items.length) return <EmptyState>{empty}</EmptyState>;

  // MediaTile's share button copies the link; the popup is opened from its click, found by its class.
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    const share = (e.target as HTMLElement).closest('.media-tile-share');
    const tile = share?.closest<HTMLElement>('[data-media-id]');
    const item = tile && items.find((i) => String(i.id) === tile.dataset.mediaId);
    const url = item && firstUrl(item.media);
    if (item && url) setSharing({ url, title: item.title });
  };

  return (
    <>
      <div className="grid favourite-grid" onClickCapture={onClickCapture}>
        {items.map((item) => (
          <MediaTile key={item.id} item={item} />
        ))}
      </div>
      {sharing && <ShareDialog open url={sharing.url} title={sharing.title} onClose={() => setSharing(undefined)} />}
    </>
  );
}

/** Favourite events: picture, date, name, description cut at 120 characters, heart and Register now. */
function FavouriteEvents({ events }: { events: FavouriteEvent[] }) {
  const { t } = useTranslation();
  if (!events.length) return <EmptyState>{tx(MESSAGES.noEvents)}</EmptyState>;
  return (
    <div className="grid favourite-grid">
      {events.map((event) => (
        <article key={event.id} className="card favourite-event" data-testid="favourite-event">
          <Img src={event.event_image} alt="" width={800} height={600} />
          <div className="favourite-event-body">
            <h3 title={event.event_name}>
              {/* The event's own public page: when, where, price and seats, and the link to share. */}
              <Link to={PATHS.eventPage(event.id, eventSlug(event.event_name))}>{event.event_name}</Link>
            </h3>
            <p className="muted">
              <time dateTime={event.event_date}>{displayDate(event.event_date)}</time>
            </p>
            {event.event_desc && <p>{truncateFavouriteEventDescription(event.event_desc)}</p>}
            <div className="favourite-event-actions">
              <button type="button" className="btn" onClick={() => startRegistration(event.program_id, event.id)}>
                {t('member.favourites.register')}
              </button>
              <FavouriteHeart kind="event" id={event.id} name={event.event_name} />
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}
