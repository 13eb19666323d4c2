import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstUrl } from '@portal/contract/embeds';
import type { MediaItem } from '@portal/contract/media';
import { copyLink } from '../lib/copy-link';
import { truncateMediaTitle } from '../lib/truncate';
import { FavouriteHeart } from './favourite-heart';
import { Img } from './image';
import './media-tile.css';

/** The tile's width in the media grids (gallery.css .media-grid: 1, 2, 3 then 4 columns). */
const TILE_SIZES = '(min-width: 1200px) 25vw, (min-width: 990px) 33vw, (min-width: 541px) 50vw, 100vw';

/** The player (YouTube embed, audio) loads when a tile is played. */
const MediaPlayerModal = lazy(() =>
  import('./media-player-modal').then((m) => ({ default: m.MediaPlayerModal })),
);

/**
 * One video or audio item: picture, duration, title (over 55
 * characters cut to 40 plus an ellipsis), a play button that opens the player popup, a share
 * button that copies the first URL of the embed text (silent when there is none) and the
 * favourite heart.
 */
export function MediaTile({ item, eager, headingLevel = 3 }: { item: MediaItem; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const link = firstUrl(item.media);
  return (
    <article className="media-tile" data-testid="media-tile" data-media-id={item.id}>
      <div className="media-tile-visual">
        <Img src={item.image} alt="" width={800} height={600} eager={eager} sizes={TILE_SIZES} />
        {item.media_time && (
          <span className="media-tile-time" aria-label={t('mediaTile.duration', { time: item.media_time })}>
            {item.media_time}
          </span>
        )}
        <button
          type="button"
          className="media-tile-play"
          aria-label={t('mediaTile.play', { title: item.title })}
          onClick={() => setPlaying(true)}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" />
          </svg>
        </button>
      </div>
      <div className="media-tile-body">
        <Heading className="media-tile-title" title={item.title}>
          {truncateMediaTitle(item.title)}
        </Heading>
        <div className="media-tile-actions">
          <button
            type="button"
            className="media-tile-share"
            aria-label={t('mediaTile.share', { title: item.title })}
            onClick={() => {
              if (link) void copyLink(link);
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.8-3.4a3 3 0 0 0 0-1.6l6.8-3.4A3 3 0 1 0 15 7l-6.8 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" />
            </svg>
          </button>
          <FavouriteHeart kind="media" id={item.id} name={item.title} />
        </div>
      </div>
      {playing && (
        <Suspense fallback={null}>
          <MediaPlayerModal item={item} open onClose={() => setPlaying(false)} />
        </Suspense>
      )}
    </article>
  );
}
