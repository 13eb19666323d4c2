import type { Lang } from '@portal/contract/languages';
import type { Queryable } from '../../db/client.ts';
import { localized, localizedValue } from '../content-language.ts';
import { containsPattern, SEARCH_WINDOW } from './search.ts';

/**
 * The SQL the image gallery and the AV gallery share: items in categories, tags linked to
 * items, the newest items, a tag's items and the date-and-text filter. Each gallery describes
 * its tables once (a CollectionTables) and gets these statements; what only one gallery has
 * (albums, kinds) stays in its own repository. Every list is newest first (date, id), bounded
 * by LIMIT and walks an index in its order (docs/decisions/gallery.md).
 *
 * Texts a visitor reads (captions, titles, category and tag names) come in the reader's language:
 * each has a Tamil twin `<column>_ta`, read with a fallback to English field by field
 * (lib/content-language.ts). The filter's text search looks in both languages.
 *
 * Table and column names below come from the galleries' own constants, never from a request.
 */
export interface CollectionTables {
  items: {
    table: string;
    /** The items' alias in `columns` (i for images, m for media). */
    alias: string;
    /** The columns every list sends, written with the alias, texts in the reader's language. */
    columns: (lang: Lang) => string;
    /** The date the lists are ordered by (and the filter's range reads). */
    date: string;
    /** The item's own text the filter searches (caption, title), with its Tamil twin `<text>_ta`. */
    text: string;
    /** The column whose rows' names the filter also searches (album_id, category_id). */
    group: string;
    /**
     * What the public may see, as SQL on an item alias: not hidden, nor in a hidden album or
     * category. Staff's hidden rows never reach a public list.
     */
    visible: (alias: string) => string;
  };
  tags: { table: string; name: string; links: string; itemKey: string };
  categories: { table: string; name: string };
  /** SQL giving the ids of `items.group` whose names (in either language) match the LIKE pattern parameter `p`. */
  groupsMatching: (p: string) => string;
}

/** The date range and text of a filter; empty strings mean no condition. */
export interface FilterText {
  start_date: string;
  end_date: string;
  search_txt: string;
}

/** An equality condition on an item column (the AV gallery's kind). */
export type ItemCondition = readonly [column: string, value: unknown];

export type NamedRow = { id: number; name: string };

/**
 * What a category's row on a gallery's front page lists: its newest members (albums or items),
 * the rows of `table` (aliased `alias`) whose category_id points at it, neither hidden.
 */
export interface CategoryMembers {
  table: string;
  alias: string;
  /** The members' columns, written with the alias. */
  columns: string;
  /** The members' order, newest first, written with the alias. */
  order: string;
  /** The name of the JSON list of members in the category's row. */
  as: string;
  /** The name of the count of members, when the row has one. */
  countAs?: string;
}

export function collectionRepository<Item, Tag>(t: CollectionTables) {
  const { table, alias: a, date } = t.items;
  const columns = t.items.columns;
  const tagName = (alias: string, lang: Lang) => localizedValue(`${alias}.${t.tags.name}`, lang);
  const shown = t.items.visible(a);
  const newestFirst = `ORDER BY ${a}.${date} DESC, ${a}.id DESC`;

  return {
    /** The newest items, optionally only those matching `conditions`. */
    newest(q: Queryable, limit: number, conditions: readonly ItemCondition[] = [], lang: Lang = 'en') {
      const params: unknown[] = [];
      const where = [shown, ...conditions.map(([column, value]) => `${a}.${column} = $${params.push(value)}`)];
      return q.query<Item>(
        `SELECT ${columns(lang)} FROM ${table} ${a} WHERE ${where.join(' AND ')}
          ${newestFirst} LIMIT $${params.push(limit)}`,
        params,
      );
    },

    /** Categories that have members, in staff's order, each with its newest members (and their count, when asked). */
    categoriesWith<Category>(q: Queryable, m: CategoryMembers, maxCategories: number, perCategory: number, lang: Lang = 'en') {
      const members = `FROM ${m.table} ${m.alias} WHERE ${m.alias}.category_id = c.id AND NOT ${m.alias}.hidden`;
      const count = m.countAs ? `(SELECT count(*)::int ${members}) AS ${m.countAs},` : '';
      return q.query<Category>(
        `SELECT c.id, ${localized(`c.${t.categories.name}`, lang)}, ${count}
                (SELECT coalesce(json_agg(x), '[]'::json) FROM (
                   SELECT ${m.columns} ${members} ORDER BY ${m.order} LIMIT $2) x) AS ${m.as}
           FROM ${t.categories.table} c
          WHERE NOT c.hidden AND EXISTS (SELECT 1 ${members})
          ORDER BY c.sort_order, c.id
          LIMIT $1`,
        [maxCategories, perCategory],
      );
    },

    findCategory: (q: Queryable, id: number, lang: Lang = 'en') =>
      q.one<NamedRow>(
        `SELECT c.id, ${localizedValue(`c.${t.categories.name}`, lang)} AS name FROM ${t.categories.table} c WHERE c.id = $1 AND NOT c.hidden`,
        [id],
      ),

    findTag: (q: Queryable, id: number, lang: Lang = 'en') =>
      q.one<NamedRow>(`SELECT g.id, ${tagName('g', lang)} AS name FROM ${t.tags.table} g WHERE g.id = $1`, [id]),

    /** Tags that have at least one item, by name (the name shown). */
    tagsInUse: (q: Queryable, max: number, lang: Lang = 'en') =>
      q.query<Tag>(
        `SELECT g.id, ${tagName('g', lang)} AS ${t.tags.name} FROM ${t.tags.table} g
          WHERE EXISTS (SELECT 1 FROM ${t.tags.links} l JOIN ${table} ${a} ON ${a}.id = l.${t.tags.itemKey} WHERE l.tag_id = g.id AND ${shown})
          ORDER BY ${tagName('g', lang)}, g.id LIMIT $1`,
        [max],
      ),

    /** A tag's items, newest added first (the link table's primary key (tag_id, item) gives the order). */
    tagItems: (q: Queryable, tagId: number, limit: number, offset: number, lang: Lang = 'en') =>
      q.query<Item>(
        `SELECT ${columns(lang)} FROM ${t.tags.links} l JOIN ${table} ${a} ON ${a}.id = l.${t.tags.itemKey}
          WHERE l.tag_id = $1 AND ${shown} ORDER BY l.${t.tags.itemKey} DESC LIMIT $2 OFFSET $3`,
        [tagId, limit, offset],
      ),

    /**
     * Items by date range, `conditions` and text in the item's own text or its group's names
     * (case-insensitive, anywhere in the text). Only the conditions given reach the SQL. A date
     * range walks the (date, id) index. A text search reads that index newest first inside the
     * range, stops once the page is full, and never reads more than `window` rows: the bounded
     * scan that keeps a rare or absent word from reading every item (pg_trgm is not available
     * in PGlite; docs/decisions/gallery.md). Group names are matched once (an init plan).
     */
    filter(q: Queryable, f: FilterText, limit: number, offset: number, conditions: readonly ItemCondition[] = [], lang: Lang = 'en', window = SEARCH_WINDOW) {
      const params: unknown[] = [];
      const add = (value: unknown) => `$${params.push(value)}`;
      const where = [shown, ...conditions.map(([column, value]) => `${column} = ${add(value)}`)];
      if (f.start_date) where.push(`${date} >= ${add(f.start_date)}::date`);
      if (f.end_date) where.push(`${date} <= ${add(f.end_date)}::date`);
      const range = `WHERE ${where.join(' AND ')}`;
      if (!f.search_txt) {
        return q.query<Item>(`SELECT ${columns(lang)} FROM ${table} ${a} ${range} ${newestFirst} LIMIT ${add(limit)} OFFSET ${add(offset)}`, params);
      }
      const p = add(containsPattern(f.search_txt));
      const { text, group } = t.items;
      return q.query<Item>(
        `SELECT ${columns(lang)}
           FROM (SELECT ${a}.id, ${a}.${group}, ${a}.${text}, ${a}.${text}_ta, ${a}.${date} FROM ${table} ${a} ${range}
                  ORDER BY ${date} DESC, id DESC LIMIT ${add(window)}) w
           JOIN ${table} ${a} ON ${a}.id = w.id
          WHERE w.${text} ILIKE ${p} ESCAPE '\\' OR w.${text}_ta ILIKE ${p} ESCAPE '\\' OR w.${group} = ANY (ARRAY(${t.groupsMatching(p)}))
          ORDER BY w.${date} DESC, w.id DESC
          LIMIT ${add(limit)} OFFSET ${add(offset)}`,
        params,
      );
    },

    exists: async (q: Queryable, id: number) => !!(await q.one(`SELECT 1 FROM ${table} WHERE id = $1`, [id])),
  };
}

export type CollectionRepository<Item, Tag> = ReturnType<typeof collectionRepository<Item, Tag>>;
