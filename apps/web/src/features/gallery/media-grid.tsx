import type { MediaItem } from '@portal/contract/media';
import { MediaTile } from '../../components/media-tile';

/**
 * Media tiles in a responsive grid (one column at 360 px, up to four on wide screens). With
 * `firstEager` the first picture loads at once (the page's largest paint on /media).
 */
export function MediaGrid({ items, label, firstEager }: { items: MediaItem[]; label: string; firstEager?: boolean }) {
  return (
    <ul className="media-grid" aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id}>
          <MediaTile item={item} eager={firstEager && i === 0} />
        </li>
      ))}
    </ul>
  );
}
