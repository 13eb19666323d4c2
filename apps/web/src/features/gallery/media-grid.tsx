import type { MediaItem } from '@portal/contract/media';
import { MediaTile } from '../../components/media-tile';

/**
 * Media tiles in a responsive grid (one column at 360 px, up to four on wide screens). A grid
 * right under the page's h1 (a category's or tag's page) titles its tiles with h2, one under a
 * section's h2 with h3, so that headings never skip a level.
 */
export function MediaGrid({ items, label, headingLevel = 3 }: { items: MediaItem[]; label: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className="media-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <MediaTile item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
