import type { GalleryCategory, GalleryImage, GalleryTag } from '@portal/contract/gallery';
import type { Queryable } from '../../db/client.ts';
import { collectionRepository } from '../../lib/collection/repository.ts';

/**
 * SQL of the image gallery: images in albums, albums in categories. The lists both galleries
 * share come from the collection repository; the album lists are the gallery's own. Every list
 * is bounded by LIMIT and walks an index in its order (see 20261102000100_gallery_indexes.sql
 * and docs/decisions/gallery.md for the plans at 100,000 images).
 */
const IMAGE_COLUMNS = 'i.id, i.image, i.caption, i.album_date, i.width, i.height';

export const images = collectionRepository<GalleryImage, GalleryTag>({
  items: { table: 'gallery_images', alias: 'i', columns: IMAGE_COLUMNS, date: 'album_date', text: 'caption', group: 'album_id' },
  tags: { table: 'gallery_tags', name: 'album_tag', links: 'gallery_image_tags', itemKey: 'image_id' },
  categories: { table: 'gallery_categories', name: 'album_category' },
  // The filter's text also finds images whose album or album's category is named so.
  groupsMatching: (p) =>
    `SELECT a.id FROM gallery_albums a JOIN gallery_categories c ON c.id = a.category_id
      WHERE a.album_sub ILIKE ${p} ESCAPE '\\' OR c.album_category ILIKE ${p} ESCAPE '\\'`,
});

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

/** A category's name and newest picture, for a shared category page's preview. */
export const categoryPreview = (q: Queryable, id: number) =>
  q.one<{ name: string; image?: string }>(
    `SELECT c.album_category AS name,
            (SELECT i.image FROM gallery_albums a JOIN gallery_images i ON i.album_id = a.id
              WHERE a.category_id = c.id ORDER BY a.album_date DESC, a.id DESC, i.id LIMIT 1) AS image
       FROM gallery_categories c WHERE c.id = $1`,
    [id],
  );
