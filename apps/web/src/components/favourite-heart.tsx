import { useTranslation } from 'react-i18next';
import type { FavouriteKind } from '@portal/contract/favourites';
import { isFavourite, useToggleFavourite } from '../lib/use-favourites';
import './media-tile.css';


/**
 * The favourite heart of a media item or an event. Filled when the
 * server's wish list holds the id; visitors are told to log in. The accessible name stays the
 * same ("Favourite: Morning Breath Practice") and aria-pressed says whether it is on.
 */
export function FavouriteHeart({ kind, id, name, className }: { kind: FavouriteKind; id: number; name: string; className?: string }) {
  const { t } = useTranslation();
  const { toggle, pendingFor, list } = useToggleFavourite();
  const on = isFavourite(list, kind, id);
  const busy = pendingFor(kind, id);
  return (
    <button
      type="button"
      className={`favourite-heart${on ? ' is-on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-label={t('favourite.label', { name })}
      disabled={busy}
      onClick={() => toggle(kind, id)}
      data-testid={`heart-${kind}-${id}`}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3l1 1.5 1-1.5c.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
