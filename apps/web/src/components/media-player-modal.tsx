import LiteYouTubeEmbed from 'react-lite-youtube-embed';
import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';
import { useTranslation } from 'react-i18next';
import { embedSource, isEmbeddable, youtubeId } from '@portal/contract/embeds';
import type { MediaItem } from '@portal/contract/media';
import { Modal } from './modal';
import './media-tile.css';


type Playable = Pick<MediaItem, 'title' | 'media' | 'image'> & { kind?: MediaItem['kind'] };

/**
 * Plays a media item in the site's modal. A YouTube video loads nothing from YouTube until it
 * is asked to play (react-lite-youtube-embed, with the item's own picture as poster); other
 * players get an iframe built here from the src of the server's sanitised embed, and only for
 * the allowed hosts, so stored HTML is never injected into the page.
 * Mount it only while open: each instance renders its own dialog.
 */
export function MediaPlayerModal({ item, open, onClose }: { item: Playable; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={item.title} wide>
      <MediaPlayer item={item} />
    </Modal>
  );
}

export function MediaPlayer({ item }: { item: Playable }) {
  const { t } = useTranslation();
  const src = embedSource(item.media);
  const ytId = youtubeId(src);
  if (ytId) {
    return (
      <div className="media-player" data-testid="media-player">
        <LiteYouTubeEmbed id={ytId} title={item.title} noCookie thumbnail={item.image || undefined} />
      </div>
    );
  }
  if (isEmbeddable(src)) {
    const audio = item.kind === 'audio' || new URL(src).hostname === 'w.soundcloud.com';
    return (
      <div className={audio ? 'media-player media-player-audio' : 'media-player media-player-video'} data-testid="media-player">
        <iframe
          src={src}
          title={item.title}
          // `fullscreen` in allow is the whole permission: a second `allowFullScreen` only makes
          // the browser warn that allow takes precedence.
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
    );
  }
  return (
    <div className="media-player-fallback" data-testid="media-player">
      <p>{t('player.unavailable')}</p>
      {src && /^https:\/\//i.test(src) && (
        <a href={src} target="_blank" rel="noopener noreferrer">
          {t('player.open')}
        </a>
      )}
    </div>
  );
}
