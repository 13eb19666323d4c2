import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { sanitizeEmbed } from '../../lib/sanitize.ts';
import type { CollectionDef } from './collection.ts';
import type { ListSpec } from './rows.ts';
import { programExists } from './programs.ts';

/**
 * The smaller content collections of the back office, each a table with its list (search and
 * sort columns). Twins read as '' when NULL so that forms show an empty Tamil field.
 */
const twin = (alias: string, column: string) => `coalesce(${alias}.${column}_ta, '') AS ${column}_ta`;

type TableDef = Omit<CollectionDef, 'entity' | 'table' | 'list'> &
  Omit<ListSpec, 'from' | 'idColumn' | 'defaultSort'> & { entity?: string; defaultSort?: string };

/**
 * The collection of `table`, whose list reads it as `alias` (the id `alias.id`). Its entity is the
 * table's name with dashes unless given; its list is in staff's order (sort_order) unless given.
 */
function tableCollection(table: string, alias: string, def: TableDef): CollectionDef {
  const { entity, columns, search, sorts, defaultSort = 'sort_order', ...rest } = def;
  const list = { from: `${table} ${alias}`, columns, search, sorts, defaultSort, idColumn: `${alias}.id` };
  return { entity: entity ?? table.replaceAll('_', '-'), table, ...rest, list };
}

export const eventCategories = tableCollection('event_categories', 'c', {
  hides: true,
  check: (q, values) => programExists(q, values.program_id as number | null | undefined),
  columns: `c.id, c.name, ${twin('c', 'name')}, c.program_id::int AS program_id, c.sort_order, c.hidden,
    (SELECT count(*)::int FROM events e WHERE e.category_id = c.id) AS events`,
  search: ['c.name', 'c.name_ta'],
  sorts: { id: 'c.id', name: 'c.name', sort_order: 'c.sort_order', program_id: 'c.program_id' },
});

export const projects = tableCollection('projects', 'p', {
  hides: true,
  columns: `p.id, p.name, ${twin('p', 'name')}, p.image, p.banner, p.link, p.sort_order, p.hidden`,
  search: ['p.name', 'p.name_ta', 'p.link'],
  sorts: { id: 'p.id', name: 'p.name', sort_order: 'p.sort_order' },
});

/** Nothing refers to a slide: it is deleted, or switched off with `active`. */
export const sliders = tableCollection('sliders', 's', {
  hides: false,
  columns: `s.id, s.placement, s.image, s.media, s.title, ${twin('s', 'title')}, s.sort_order, s.active`,
  search: ['s.title', 's.title_ta'],
  sorts: { id: 's.id', placement: 's.placement', sort_order: 's.sort_order', title: 's.title' },
});

export const testimonials = tableCollection('testimonials', 't', {
  hides: true,
  check: (q, values) => programExists(q, values.program_id as number | undefined),
  // The video is stored as the allowed embed only (YouTube, Vimeo, SoundCloud iframes).
  clean: (values) => (typeof values.media === 'string' ? { ...values, media: sanitizeEmbed(values.media) } : values),
  columns: `t.id, t.program_id::int AS program_id, t.name, ${twin('t', 'name')}, t.profession, ${twin('t', 'profession')},
    t.description, ${twin('t', 'description')}, t.media_img, t.media, t.sort_order, t.hidden`,
  search: ['t.name', 't.name_ta', 't.profession', 't.description'],
  sorts: { id: 't.id', name: 't.name', program_id: 't.program_id', sort_order: 't.sort_order' },
  defaultSort: 'program_id',
});

export const translations = tableCollection('translations', 'w', {
  hides: false,
  uniqueField: 'trans_word',
  columns: 'w.id, w.program_id::int AS program_id, w.trans_word, w.trans_en, w.trans_ta',
  search: ['w.trans_word', 'w.trans_en', 'w.trans_ta'],
  sorts: { id: 'w.id', trans_word: 'w.trans_word', program_id: 'w.program_id' },
  defaultSort: 'trans_word',
});

/** A hidden or missing category cannot take new events (used by events' checks too). */
export async function categoryExists(q: Queryable, id: number | null | undefined): Promise<void> {
  if (!id) return;
  if (!(await q.one('SELECT 1 FROM event_categories WHERE id = $1', [id]))) {
    throw badRequest('unknown_category', `category_id: ${CONTENT_MESSAGES.unknownCategory}`, { category_id: CONTENT_MESSAGES.unknownCategory });
  }
}

// ---- the galleries' groups (the items themselves, images and audio/video, are managed apart)

/**
 * A gallery's category: a name with its Tamil twin, an order, hidden (not deleted) while it has
 * children, and how many children (`childTable` rows whose category_id points at it) it has.
 */
function groupCategory(table: string, name: string, children: { as: string; childTable: string }): CollectionDef {
  return tableCollection(table, 'c', {
    hides: true,
    columns: `c.id, c.${name}, ${twin('c', name)}, c.sort_order, c.hidden,
      (SELECT count(*)::int FROM ${children.childTable} x WHERE x.category_id = c.id) AS ${children.as}`,
    search: [`c.${name}`, `c.${name}_ta`],
    sorts: { id: 'c.id', [name]: `c.${name}`, sort_order: 'c.sort_order' },
  });
}

/** A gallery's tag: a unique name with its Tamil twin and how many items (`linkTable` rows) carry it. */
function groupTag(table: string, name: string, items: { as: string; linkTable: string }): CollectionDef {
  return tableCollection(table, 't', {
    hides: false,
    uniqueField: name,
    columns: `t.id, t.${name}, ${twin('t', name)}, (SELECT count(*)::int FROM ${items.linkTable} l WHERE l.tag_id = t.id) AS ${items.as}`,
    search: [`t.${name}`, `t.${name}_ta`],
    sorts: { id: 't.id', [name]: `t.${name}` },
    defaultSort: name,
  });
}

export const galleryCategories = groupCategory('gallery_categories', 'album_category', { as: 'albums', childTable: 'gallery_albums' });

export const albums = tableCollection('gallery_albums', 'a', {
  entity: 'albums',
  hides: true,
  check: async (q, values) => {
    if (values.category_id === undefined) return;
    if (!(await q.one('SELECT 1 FROM gallery_categories WHERE id = $1', [values.category_id]))) {
      throw badRequest('unknown_category', `category_id: ${CONTENT_MESSAGES.unknownCategory}`, { category_id: CONTENT_MESSAGES.unknownCategory });
    }
  },
  columns: `a.id, a.category_id, a.album_sub, ${twin('a', 'album_sub')}, a.album_date, a.cover, a.hidden,
    (SELECT count(*)::int FROM gallery_images i WHERE i.album_id = a.id) AS images`,
  search: ['a.album_sub', 'a.album_sub_ta'],
  sorts: { id: 'a.id', album_sub: 'a.album_sub', album_date: 'a.album_date', category_id: 'a.category_id' },
  defaultSort: '-album_date',
});

export const galleryTags = groupTag('gallery_tags', 'album_tag', { as: 'images', linkTable: 'gallery_image_tags' });

export const mediaCategories = groupCategory('media_categories', 'media_category', { as: 'items', childTable: 'media_items' });

export const mediaTags = groupTag('media_tags', 'media_tag', { as: 'items', linkTable: 'media_item_tags' });
