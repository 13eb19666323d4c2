import type { z } from 'zod';
import type { AdminMediaItem } from '@portal/contract/admin-gallery';
import type { MediaCategory, MediaItem, MediaKind, MediaTag, mediaFilterSchema } from '@portal/contract/media';
import type { Lang } from '@portal/contract/languages';
import type { Queryable } from '../../db/client.ts';
import { localized } from '../../lib/content-language.ts';
import { collectionRepository } from '../../lib/collection/repository.ts';
import { containsPattern } from '../../lib/collection/search.ts';

/**
 * SQL of the audio and video gallery: items directly in categories. The lists both galleries
 * share come from the collection repository. Lists are newest first (published_on, id) and
 * bounded; each walks one of the media_items indexes in its order.
 */
const MEDIA_COLUMNS = (lang: Lang) => `m.id, m.kind, ${localized('m.title', lang)}, m.image, m.media, m.media_time, m.published_on`;

export type MediaFilter = z.output<typeof mediaFilterSchema>;

/** An item the public may see: not hidden, nor in a hidden category. */
function visibleItem(m: string): string {
  return `NOT ${m}.hidden AND NOT EXISTS (SELECT 1 FROM media_categories hc WHERE hc.id = ${m}.category_id AND hc.hidden)`;
}

export const media = collectionRepository<MediaItem, MediaTag>({
  items: { table: 'media_items', alias: 'm', columns: MEDIA_COLUMNS, date: 'published_on', text: 'title', group: 'category_id', visible: visibleItem },
  tags: { table: 'media_tags', name: 'media_tag', links: 'media_item_tags', itemKey: 'media_id' },
  categories: { table: 'media_categories', name: 'media_category' },
  groupsMatching: (p) => `SELECT c.id FROM media_categories c WHERE c.media_category ILIKE ${p} ESCAPE '\\' OR c.media_category_ta ILIKE ${p} ESCAPE '\\'`,
});

/** Categories that have items, each with its newest items. */
export const categoriesWithMedia = (q: Queryable, maxCategories: number, perCategory: number, lang: Lang = 'en') =>
  media.categoriesWith<MediaCategory>(
    q,
    {
      table: 'media_items',
      alias: 'm',
      columns: MEDIA_COLUMNS(lang).replace('m.published_on', 'm.published_on::text AS published_on'),
      order: 'm.published_on DESC, m.id DESC',
      as: 'medias',
    },
    maxCategories,
    perCategory,
    lang,
  );

export const categoryMedia = (q: Queryable, categoryId: number, limit: number, offset: number, lang: Lang = 'en') =>
  q.query<MediaItem>(
    `SELECT ${MEDIA_COLUMNS(lang)} FROM media_items m WHERE m.category_id = $1 AND NOT m.hidden
      ORDER BY m.published_on DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [categoryId, limit, offset],
  );

/** The items with these ids, of one kind, in no particular order (callers order them). */
export const itemsByIds = (q: Queryable, ids: readonly number[], kind: MediaKind, lang: Lang = 'en') =>
  q.query<MediaItem>(`SELECT ${MEDIA_COLUMNS(lang)} FROM media_items m WHERE m.id = ANY($1::int[]) AND m.kind = $2`, [ids, kind]);

// ---- the back office's writes: media_items and their tag links are written here only

const ADMIN_MEDIA_COLUMNS = `m.id, m.kind, m.title, coalesce(m.title_ta, '') AS title_ta, m.image, m.media, m.media_time,
  m.published_on::text AS published_on, m.category_id, m.hidden,
  coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id) FROM media_item_tags l WHERE l.media_id = m.id), '{}'::int[]) AS tag_ids`;

/** Sorts staff may pick in the back office's list → SQL. */
export const ADMIN_MEDIA_SORTS: Record<string, string> = { id: 'm.id', title: 'm.title', published_on: 'm.published_on', kind: 'm.kind' };

export async function adminMediaItems(q: Queryable, f: { text: string; orderBy: string; limit: number; offset: number }) {
  const params: unknown[] = [];
  const where = f.text ? `WHERE (m.title ILIKE $${params.push(containsPattern(f.text))} OR m.title_ta ILIKE $1)` : '';
  const counted = await q.one<{ total: number }>(`SELECT count(*)::int AS total FROM media_items m ${where}`, params);
  const rows = await q.query<AdminMediaItem>(
    `SELECT ${ADMIN_MEDIA_COLUMNS} FROM media_items m ${where} ORDER BY ${f.orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  return { rows, total: counted?.total ?? 0 };
}

export const adminMediaItem = (q: Queryable, id: number, lock = false) =>
  q.one<AdminMediaItem>(`SELECT ${ADMIN_MEDIA_COLUMNS} FROM media_items m WHERE m.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);

export const categoryExists = async (q: Queryable, id: number) => !!(await q.one('SELECT 1 FROM media_categories WHERE id = $1', [id]));

/** The ids among `ids` that are no tag. */
export async function missingTags(q: Queryable, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const have = new Set((await q.query<{ id: number }>('SELECT id FROM media_tags WHERE id = ANY($1::int[])', [ids])).map((r) => r.id));
  return ids.filter((id) => !have.has(id));
}

export type MediaColumns = Partial<Pick<AdminMediaItem, 'kind' | 'title' | 'title_ta' | 'image' | 'media' | 'media_time' | 'published_on' | 'category_id' | 'hidden'>>;
const WRITABLE = ['kind', 'title', 'title_ta', 'image', 'media', 'media_time', 'published_on', 'category_id', 'hidden'] as const;

export async function insertMediaItem(q: Queryable, values: MediaColumns): Promise<number> {
  const columns = WRITABLE.filter((c) => values[c] !== undefined);
  const row = await q.one<{ id: number }>(
    `INSERT INTO media_items (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    columns.map((c) => values[c]),
  );
  return row!.id;
}

export async function updateMediaItem(q: Queryable, id: number, values: MediaColumns) {
  const columns = WRITABLE.filter((c) => values[c] !== undefined);
  if (!columns.length) return;
  await q.query(`UPDATE media_items SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...columns.map((c) => values[c])]);
}

/** Replaces an item's tags. */
export async function setMediaTags(q: Queryable, mediaId: number, tagIds: readonly number[]) {
  await q.query('DELETE FROM media_item_tags WHERE media_id = $1', [mediaId]);
  if (tagIds.length) await q.query('INSERT INTO media_item_tags (media_id, tag_id) SELECT $1, unnest($2::int[])', [mediaId, tagIds]);
}

/** Deletes an item (its tag links and favourites go with it). */
export const deleteMediaItem = (q: Queryable, id: number) => q.query('DELETE FROM media_items WHERE id = $1', [id]);
