import type { AdminGalleryImage } from '@portal/contract/admin-gallery';
import type { GalleryCategory, GalleryImage, GalleryTag } from '@portal/contract/gallery';
import type { Lang } from '@portal/contract/languages';
import type { Queryable } from '../../db/client.ts';
import { localized } from '../../lib/content-language.ts';
import { collectionRepository } from '../../lib/collection/repository.ts';
import { containsPattern } from '../../lib/collection/search.ts';

/**
 * SQL of the image gallery: images in albums, albums in categories. The lists both galleries
 * share come from the collection repository; the album lists are the gallery's own. Every list
 * is bounded by LIMIT and walks an index in its order (see 20261102000100_gallery_indexes.sql
 * and docs/decisions/gallery.md for the plans at 100,000 images).
 */
const IMAGE_COLUMNS = (lang: Lang) => `i.id, i.image, ${localized('i.caption', lang)}, i.album_date, i.width, i.height`;

/** Staff hid neither the album nor its category. */
const VISIBLE_ALBUM = (a: string) => `NOT ${a}.hidden AND NOT EXISTS (SELECT 1 FROM gallery_categories hc WHERE hc.id = ${a}.category_id AND hc.hidden)`;

/** An image the public may see: not hidden, in an album and category that are not hidden. */
function visibleImage(i: string): string {
  return `NOT ${i}.hidden AND EXISTS (SELECT 1 FROM gallery_albums va WHERE va.id = ${i}.album_id AND ${VISIBLE_ALBUM('va')})`;
}

export const images = collectionRepository<GalleryImage, GalleryTag>({
  items: { table: 'gallery_images', alias: 'i', columns: IMAGE_COLUMNS, date: 'album_date', text: 'caption', group: 'album_id', visible: visibleImage },
  tags: { table: 'gallery_tags', name: 'album_tag', links: 'gallery_image_tags', itemKey: 'image_id' },
  categories: { table: 'gallery_categories', name: 'album_category' },
  // The filter's text also finds images whose album or album's category is named so.
  groupsMatching: (p) =>
    `SELECT a.id FROM gallery_albums a JOIN gallery_categories c ON c.id = a.category_id
      WHERE a.album_sub ILIKE ${p} ESCAPE '\\' OR a.album_sub_ta ILIKE ${p} ESCAPE '\\'
         OR c.album_category ILIKE ${p} ESCAPE '\\' OR c.album_category_ta ILIKE ${p} ESCAPE '\\'`,
});

export async function albumCount(q: Queryable): Promise<number> {
  const row = await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM gallery_albums a WHERE ${VISIBLE_ALBUM('a')}`);
  return row?.n ?? 0;
}

/**
 * Categories that have albums, each with its album count and its newest albums. An album's
 * cover falls back to its first image when none was chosen.
 */
export const categoriesWithAlbums = (q: Queryable, maxCategories: number, albumsPerCategory: number, lang: Lang = 'en') =>
  images.categoriesWith<GalleryCategory>(
    q,
    {
      table: 'gallery_albums',
      alias: 'a',
      columns: `a.id, ${localized('a.album_sub', lang)}, a.album_date::text AS album_date,
                coalesce(nullif(a.cover, ''),
                         (SELECT i.image FROM gallery_images i WHERE i.album_id = a.id AND NOT i.hidden ORDER BY i.sort_order, i.id LIMIT 1), '') AS cover`,
      order: 'a.album_date DESC, a.id DESC',
      as: 'albums',
      countAs: 'album_count',
    },
    maxCategories,
    albumsPerCategory,
    lang,
  );

export type CategoryImageRow = GalleryImage & { album_id: number; album_sub: string; album_group_date: string };

/**
 * One page of a category's images, newest album first, each album's images in the order staff
 * set (sort_order; new uploads go last), hidden albums and images left out.
 * The albums are walked in index order and each album's images read through its own index, so
 * a deep page costs the rows before it, never a sort of the whole category.
 */
export const categoryImages = (q: Queryable, categoryId: number, limit: number, offset: number, lang: Lang = 'en') =>
  q.query<CategoryImageRow>(
    `SELECT a.id AS album_id, ${localized('a.album_sub', lang)}, a.album_date AS album_group_date, ${IMAGE_COLUMNS(lang)}
       FROM (SELECT id, album_sub, album_sub_ta, album_date FROM gallery_albums WHERE category_id = $1 AND NOT hidden
              ORDER BY album_date DESC, id DESC) a
       CROSS JOIN LATERAL (SELECT * FROM gallery_images WHERE album_id = a.id AND NOT hidden ORDER BY sort_order, id) i
      ORDER BY a.album_date DESC, a.id DESC, i.sort_order, i.id
      LIMIT $2 OFFSET $3`,
    [categoryId, limit, offset],
  );

// ---- the back office's writes: gallery_images and their tag links are written here only

export type AdminImageRow = AdminGalleryImage;

const ADMIN_IMAGE_COLUMNS = `i.id, i.album_id, a.album_sub, a.category_id, i.image, i.caption, coalesce(i.caption_ta, '') AS caption_ta,
  i.album_date::text AS album_date, i.width, i.height, i.sort_order, i.hidden,
  coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id) FROM gallery_image_tags l WHERE l.image_id = i.id), '{}'::int[]) AS tag_ids`;
const ADMIN_IMAGE_FROM = 'gallery_images i JOIN gallery_albums a ON a.id = i.album_id';

/** Sorts staff may pick in the back office's image list → SQL. */
export const ADMIN_IMAGE_SORTS: Record<string, string> = { id: 'i.id', album_date: 'i.album_date', sort_order: 'i.sort_order', caption: 'i.caption' };

/** One page of the back office's image list: text in caption or album name, optionally one album. */
export async function adminImages(q: Queryable, f: { text: string; albumId?: number; orderBy: string; limit: number; offset: number }) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (f.albumId) where.push(`i.album_id = $${params.push(f.albumId)}`);
  if (f.text) {
    const p = `$${params.push(containsPattern(f.text))}`;
    where.push(`(i.caption ILIKE ${p} OR i.caption_ta ILIKE ${p} OR a.album_sub ILIKE ${p})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const counted = await q.one<{ total: number }>(`SELECT count(*)::int AS total FROM ${ADMIN_IMAGE_FROM} ${whereSql}`, params);
  const rows = await q.query<AdminImageRow>(
    `SELECT ${ADMIN_IMAGE_COLUMNS} FROM ${ADMIN_IMAGE_FROM} ${whereSql} ORDER BY ${f.orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  return { rows, total: counted?.total ?? 0 };
}

export const adminImage = (q: Queryable, id: number, lock = false) =>
  q.one<AdminImageRow>(`SELECT ${ADMIN_IMAGE_COLUMNS} FROM ${ADMIN_IMAGE_FROM} WHERE i.id = $1${lock ? ' FOR UPDATE OF i' : ''}`, [id]);

export const albumImages = (q: Queryable, albumId: number) =>
  q.query<AdminImageRow>(`SELECT ${ADMIN_IMAGE_COLUMNS} FROM ${ADMIN_IMAGE_FROM} WHERE i.album_id = $1 ORDER BY i.sort_order, i.id`, [albumId]);

export const findAlbum = (q: Queryable, id: number) =>
  q.one<{ id: number; album_date: string }>('SELECT id, album_date::text AS album_date FROM gallery_albums WHERE id = $1', [id]);

/** The ids among `ids` that are no tag. */
export async function missingTags(q: Queryable, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await q.query<{ id: number }>('SELECT id FROM gallery_tags WHERE id = ANY($1::int[])', [ids]);
  const have = new Set(found.map((r) => r.id));
  return ids.filter((id) => !have.has(id));
}

/** The place after an album's last image. */
async function nextPlace(q: Queryable, albumId: number): Promise<number> {
  const row = await q.one<{ n: number }>('SELECT coalesce(max(sort_order), 0)::int + 1 AS n FROM gallery_images WHERE album_id = $1', [albumId]);
  return row?.n ?? 1;
}

export interface NewImage {
  album_id: number;
  image: string;
  caption: string;
  caption_ta: string;
  album_date: string;
  width: number;
  height: number;
}

/** Adds images at the end of their album, in the order given; answers their ids. */
export async function insertImages(q: Queryable, images: readonly NewImage[]): Promise<number[]> {
  const ids: number[] = [];
  for (const img of images) {
    const place = await nextPlace(q, img.album_id);
    const row = await q.one<{ id: number }>(
      `INSERT INTO gallery_images (album_id, image, caption, caption_ta, album_date, width, height, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [img.album_id, img.image, img.caption, img.caption_ta, img.album_date, img.width, img.height, place],
    );
    ids.push(row!.id);
  }
  return ids;
}

/** Changes the given fields of an image; a new album puts it at that album's end. */
export async function updateImage(q: Queryable, id: number, change: { album_id?: number; caption?: string; caption_ta?: string; album_date?: string; hidden?: boolean }) {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const column of ['caption', 'caption_ta', 'album_date', 'hidden'] as const) {
    if (change[column] !== undefined) sets.push(`${column} = $${params.push(change[column])}`);
  }
  if (change.album_id !== undefined) {
    sets.push(`album_id = $${params.push(change.album_id)}`, `sort_order = $${params.push(await nextPlace(q, change.album_id))}`);
  }
  if (sets.length) await q.query(`UPDATE gallery_images SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** Replaces an image's tags. */
export async function setImageTags(q: Queryable, imageId: number, tagIds: readonly number[]) {
  await q.query('DELETE FROM gallery_image_tags WHERE image_id = $1', [imageId]);
  if (tagIds.length) await q.query('INSERT INTO gallery_image_tags (image_id, tag_id) SELECT $1, unnest($2::int[])', [imageId, tagIds]);
}

/** Deletes an image (its tag links go with it). */
export const deleteImage = (q: Queryable, id: number) => q.query('DELETE FROM gallery_images WHERE id = $1', [id]);

/** Numbers an album's images 1, 2, 3, ... in the order of `ids`. */
export const setImageOrder = (q: Queryable, albumId: number, ids: readonly number[]) =>
  q.query(
    `UPDATE gallery_images i SET sort_order = o.place
       FROM unnest($2::int[]) WITH ORDINALITY AS o(id, place)
      WHERE i.id = o.id AND i.album_id = $1`,
    [albumId, ids],
  );
