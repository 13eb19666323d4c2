import type { MediaItem } from '@portal/contract/media';
import { MediaTile } from '../../components/media-tile';

/** Media tiles in a responsive grid (one column at 360 px, up to four on wide screens). */
export function MediaGrid({ items, label }: { items: MediaItem[]; label: string }) {
  return (
    <ul className="media-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <MediaTile item={item} />
        </li>
      ))}
    </ul>
  );
}
