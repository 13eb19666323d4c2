import type { z } from 'zod';
import type { MediaCategory, MediaItem, MediaKind, MediaTag, mediaFilterSchema } from '@portal/contract/media';
import type { Queryable } from '../../db/client.ts';
import { containsPattern, SEARCH_WINDOW } from '../gallery/search.ts';

/**
 * SQL of the audio and video gallery. Lists are newest first (published_on, id) and bounded;
 * each walks one of the media_items indexes in its order.
 */
export const MEDIA_COLUMNS = 'm.id, m.kind, m.title, m.image, m.media, m.media_time, m.published_on';

export type MediaFilter = z.output<typeof mediaFilterSchema>;

/** The newest items of one kind, or of both when kind is undefined. */
export const newestMedia = (q: Queryable, kind: MediaKind | undefined, limit: number) =>
  kind
    ? q.query<MediaItem>(
        `SELECT ${MEDIA_COLUMNS} FROM media_items m WHERE m.kind = $1 ORDER BY m.published_on DESC, m.id DESC LIMIT $2`,
        [kind, limit],
      )
    : q.query<MediaItem>(`SELECT ${MEDIA_COLUMNS} FROM media_items m ORDER BY m.published_on DESC, m.id DESC LIMIT $1`, [limit]);

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

export const tagsInUse = (q: Queryable, max: number) =>
  q.query<MediaTag>(
    `SELECT g.id, g.media_tag FROM media_tags g
      WHERE EXISTS (SELECT 1 FROM media_item_tags t WHERE t.tag_id = g.id)
      ORDER BY g.media_tag, g.id LIMIT $1`,
    [max],
  );

export const findCategory = (q: Queryable, id: number) =>
  q.one<{ id: number; media_category: string }>('SELECT id, media_category FROM media_categories WHERE id = $1', [id]);

export const categoryMedia = (q: Queryable, categoryId: number, limit: number, offset: number) =>
  q.query<MediaItem>(
    `SELECT ${MEDIA_COLUMNS} FROM media_items m WHERE m.category_id = $1
      ORDER BY m.published_on DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [categoryId, limit, offset],
  );

export const findTag = (q: Queryable, id: number) =>
  q.one<MediaTag>('SELECT id, media_tag FROM media_tags WHERE id = $1', [id]);

/** A tag's items, newest added first (the primary key (tag_id, media_id) gives the order). */
export const tagMedia = (q: Queryable, tagId: number, limit: number, offset: number) =>
  q.query<MediaItem>(
    `SELECT ${MEDIA_COLUMNS} FROM media_item_tags t JOIN media_items m ON m.id = t.media_id
      WHERE t.tag_id = $1 ORDER BY t.media_id DESC LIMIT $2 OFFSET $3`,
    [tagId, limit, offset],
  );

/**
 * Items by kind, date range and text in the title or the category name. As in the image
 * gallery, only the given conditions reach the SQL, and a text search reads at most
 * SEARCH_WINDOW of the newest items in the range (all of them at today's 10,000).
 */
export function filterMedia(q: Queryable, f: MediaFilter, limit: number, offset: number) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (f.filter_type !== 'all') where.push(`kind = ${add(f.filter_type)}`);
  if (f.start_date) where.push(`published_on >= ${add(f.start_date)}::date`);
  if (f.end_date) where.push(`published_on <= ${add(f.end_date)}::date`);
  const range = where.length ? `WHERE ${where.join(' AND ')}` : '';
  if (!f.search_txt) {
    return q.query<MediaItem>(
      `SELECT ${MEDIA_COLUMNS} FROM media_items m ${range}
        ORDER BY m.published_on DESC, m.id DESC LIMIT ${add(limit)} OFFSET ${add(offset)}`,
      params,
    );
  }
  const p = add(containsPattern(f.search_txt));
  return q.query<MediaItem>(
    `SELECT ${MEDIA_COLUMNS}
       FROM (SELECT id, category_id, title, published_on FROM media_items ${range}
              ORDER BY published_on DESC, id DESC LIMIT ${add(SEARCH_WINDOW)}) w
       JOIN media_items m ON m.id = w.id
      WHERE w.title ILIKE ${p} ESCAPE '\\' OR w.category_id = ANY (ARRAY(
              SELECT c.id FROM media_categories c WHERE c.media_category ILIKE ${p} ESCAPE '\\'))
      ORDER BY w.published_on DESC, w.id DESC
      LIMIT ${add(limit)} OFFSET ${add(offset)}`,
    params,
  );
}

export const mediaExists = async (q: Queryable, id: number) =>
  !!(await q.one('SELECT 1 FROM media_items WHERE id = $1', [id]));
