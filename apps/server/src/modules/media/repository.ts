import type { z } from 'zod';
import type { MediaCategory, MediaItem, MediaTag, mediaFilterSchema } from '@portal/contract/media';
import type { Queryable } from '../../db/client.ts';
import { collectionRepository } from '../../lib/collection/repository.ts';

/**
 * SQL of the audio and video gallery: items directly in categories. The lists both galleries
 * share come from the collection repository. Lists are newest first (published_on, id) and
 * bounded; each walks one of the media_items indexes in its order.
 */
export const MEDIA_COLUMNS = 'm.id, m.kind, m.title, m.image, m.media, m.media_time, m.published_on';

export type MediaFilter = z.output<typeof mediaFilterSchema>;

export const media = collectionRepository<MediaItem, MediaTag>({
  items: { table: 'media_items', alias: 'm', columns: MEDIA_COLUMNS, date: 'published_on', text: 'title', group: 'category_id' },
  tags: { table: 'media_tags', name: 'media_tag', links: 'media_item_tags', itemKey: 'media_id' },
  categories: { table: 'media_categories', name: 'media_category' },
  groupsMatching: (p) => `SELECT c.id FROM media_categories c WHERE c.media_category ILIKE ${p} ESCAPE '\\'`,
});

/** Categories that have items, each with its newest items. */
export function categoriesWithMedia(q: Queryable, maxCategories: number, perCategory: number) {
  return q.query<MediaCategory>(
    `SELECT c.id, c.media_category,
            (SELECT coalesce(json_agg(x), '[]'::json) FROM (
               SELECT ${MEDIA_COLUMNS.replace('m.published_on', 'm.published_on::text AS published_on')}
                 FROM media_items m WHERE m.category_id = c.id
                ORDER BY m.published_on DESC, m.id DESC LIMIT $2) x) AS medias
       FROM media_categories c
      WHERE EXISTS (SELECT 1 FROM media_items m WHERE m.category_id = c.id)
      ORDER BY c.sort_order, c.id
      LIMIT $1`,
    [maxCategories, perCategory],
  );
}

export const categoryMedia = (q: Queryable, categoryId: number, limit: number, offset: number) =>
  q.query<MediaItem>(
    `SELECT ${MEDIA_COLUMNS} FROM media_items m WHERE m.category_id = $1
      ORDER BY m.published_on DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [categoryId, limit, offset],
  );

/** A category's name and newest item's image, for a shared category page's preview. */
export const categoryPreview = (q: Queryable, id: number) =>
  q.one<{ name: string; image?: string }>(
    `SELECT c.media_category AS name,
            (SELECT m.image FROM media_items m WHERE m.category_id = c.id ORDER BY m.published_on DESC, m.id DESC LIMIT 1) AS image
       FROM media_categories c WHERE c.id = $1`,
    [id],
  );
