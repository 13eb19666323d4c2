import type { MediaItem } from '@portal/contract/media';
import { MediaTile } from '../../components/media-tile';

/**
 * Media tiles in a responsive grid (one column at 360 px, up to four on wide screens). A grid
 * right under the page's h1 (a category's or tag's page) titles its tiles with h2, one under a
 * section's h2 with h3, so that headings never skip a level. With `firstEager` the first picture
 * loads at once (the page's largest paint on /media).
 */
export function MediaGrid({ items, label, headingLevel = 3, firstEager }: { items: MediaItem[]; label: string; headingLevel?: 2 | 3; firstEager?: boolean }) {
  return (
    <ul className="media-grid" aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id}>
          <MediaTile item={item} headingLevel={headingLevel} eager={firstEager && i === 0} />
        </li>
      ))}
    </ul>
  );
}
