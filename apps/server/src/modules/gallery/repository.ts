import type { GalleryCategory, GalleryFilter, GalleryImage, GalleryTag } from '@portal/contract/gallery';
import type { Queryable } from '../../db/client.ts';
import { containsPattern, SEARCH_WINDOW } from './search.ts';

/**
 * SQL of the image gallery. Every list is bounded by LIMIT and walks an index in its order
 * (see 20261102000100_gallery_indexes.sql and docs/decisions/gallery.md for the plans at 100,000 images).
 */
const IMAGE_COLUMNS = 'i.id, i.image, i.caption, i.album_date, i.width, i.height';

export const recentImages = (q: Queryable, limit: number) =>
  q.query<GalleryImage>(`SELECT ${IMAGE_COLUMNS} FROM gallery_images i ORDER BY i.album_date DESC, i.id DESC LIMIT $1`, [limit]);

export async function albumCount(q: Queryable): Promise<number> {
  const row = await q.one<{ n: number }>('SELECT count(*)::int AS n FROM gallery_albums');
  return row?.n ?? 0;
}

/**
 * Categories that have albums, each with its album count and its newest albums. An album's
 * cover falls back to its first image when none was chosen.
 */
export function categoriesWithAlbums(q: Queryable, maxCategories: number, albumsPerCategory: number) {
  return q.query<GalleryCategory>(
    `SELECT c.id, c.album_category,
            (SELECT count(*)::int FROM gallery_albums a WHERE a.category_id = c.id) AS album_count,
            (SELECT coalesce(json_agg(x), '[]'::json) FROM (
               SELECT a.id, a.album_sub, a.album_date::text AS album_date,
                      coalesce(nullif(a.cover, ''),
                               (SELECT i.image FROM gallery_images i WHERE i.album_id = a.id ORDER BY i.id LIMIT 1), '') AS cover
                 FROM gallery_albums a WHERE a.category_id = c.id
                ORDER BY a.album_date DESC, a.id DESC LIMIT $2) x) AS albums
       FROM gallery_categories c
      WHERE EXISTS (SELECT 1 FROM gallery_albums a WHERE a.category_id = c.id)
      ORDER BY c.sort_order, c.id
      LIMIT $1`,
    [maxCategories, albumsPerCategory],
  );
}

export const findCategory = (q: Queryable, id: number) =>
  q.one<{ id: number; album_category: string }>('SELECT id, album_category FROM gallery_categories WHERE id = $1', [id]);

export type CategoryImageRow = GalleryImage & { album_id: number; album_sub: string; album_group_date: string };

/**
 * One page of a category's images, newest album first, each album's images in upload order.
 * The albums are walked in index order and each album's images read through its own index, so
 * a deep page costs the rows before it, never a sort of the whole category.
 */
export const categoryImages = (q: Queryable, categoryId: number, limit: number, offset: number) =>
  q.query<CategoryImageRow>(
    `SELECT a.id AS album_id, a.album_sub, a.album_date AS album_group_date, ${IMAGE_COLUMNS}
       FROM (SELECT id, album_sub, album_date FROM gallery_albums WHERE category_id = $1
              ORDER BY album_date DESC, id DESC) a
       CROSS JOIN LATERAL (SELECT * FROM gallery_images WHERE album_id = a.id ORDER BY id) i
      ORDER BY a.album_date DESC, a.id DESC, i.id
      LIMIT $2 OFFSET $3`,
    [categoryId, limit, offset],
  );

export const findTag = (q: Queryable, id: number) =>
  q.one<GalleryTag>('SELECT id, album_tag FROM gallery_tags WHERE id = $1', [id]);

/** A tag's images, newest upload first (the primary key (tag_id, image_id) gives the order). */
export const tagImages = (q: Queryable, tagId: number, limit: number, offset: number) =>
  q.query<GalleryImage>(
    `SELECT ${IMAGE_COLUMNS}
       FROM gallery_image_tags t JOIN gallery_images i ON i.id = t.image_id
      WHERE t.tag_id = $1
      ORDER BY t.image_id DESC
      LIMIT $2 OFFSET $3`,
    [tagId, limit, offset],
  );

/** Tags that have at least one image, by name. */
export const tagsInUse = (q: Queryable, max: number) =>
  q.query<GalleryTag>(
    `SELECT g.id, g.album_tag FROM gallery_tags g
      WHERE EXISTS (SELECT 1 FROM gallery_image_tags t WHERE t.tag_id = g.id)
      ORDER BY g.album_tag, g.id LIMIT $1`,
    [max],
  );

/**
 * Images by date range and by text in the caption, the album name or the category name
 * (case-insensitive, anywhere in the text). Only the conditions given reach the SQL. A date
 * range walks the (album_date, id) index. A text search reads that index newest first inside
 * the range, stops once the page is full, and never reads more than SEARCH_WINDOW rows: the
 * bounded scan that keeps a rare or absent word from reading all 100,000 images (pg_trgm is
 * not available in PGlite; docs/decisions/gallery.md). Album and category names are matched
 * once (an init plan), not per image.
 */
export function filterImages(q: Queryable, f: GalleryFilter, limit: number, offset: number, window = SEARCH_WINDOW) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (f.start_date) where.push(`album_date >= ${add(f.start_date)}::date`);
  if (f.end_date) where.push(`album_date <= ${add(f.end_date)}::date`);
  const range = where.length ? `WHERE ${where.join(' AND ')}` : '';
  if (!f.search_txt) {
    return q.query<GalleryImage>(
      `SELECT ${IMAGE_COLUMNS} FROM gallery_images i ${range}
        ORDER BY i.album_date DESC, i.id DESC LIMIT ${add(limit)} OFFSET ${add(offset)}`,
      params,
    );
  }
  const p = add(containsPattern(f.search_txt));
  return q.query<GalleryImage>(
    `SELECT ${IMAGE_COLUMNS}
       FROM (SELECT id, album_id, caption, album_date FROM gallery_images ${range}
              ORDER BY album_date DESC, id DESC LIMIT ${add(window)}) w
       JOIN gallery_images i ON i.id = w.id
      WHERE w.caption ILIKE ${p} ESCAPE '\\' OR w.album_id = ANY (ARRAY(
              SELECT a.id FROM gallery_albums a JOIN gallery_categories c ON c.id = a.category_id
               WHERE a.album_sub ILIKE ${p} ESCAPE '\\' OR c.album_category ILIKE ${p} ESCAPE '\\'))
      ORDER BY w.album_date DESC, w.id DESC
      LIMIT ${add(limit)} OFFSET ${add(offset)}`,
    params,
  );
}

