import type { FastifyInstance } from 'fastify';
import type { PageQuery } from '@portal/contract/gallery';
import type { CallDef } from '@portal/contract/call';
import type { Lang } from '@portal/contract/languages';
import type { Queryable } from '../../db/client.ts';
import { route, type CallHandler, type CallRequest } from '../calls.ts';
import { notFound } from '../errors.ts';
import { onPublicContentChange } from '../cache-bus.ts';
import { PublicCache, publicCacheHeaders } from '../public-cache.ts';
import type { CollectionRepository, FilterText, ItemCondition, NamedRow } from './repository.ts';

/**
 * The rules both galleries share: paging (one row past the page says whether another page
 * exists), not-found answers, the filter's "nothing found" answer and the short-lived cache.
 * Every answer is in the reader's language (Tamil twins falling back to English), so the
 * language is part of every cache key: a Tamil answer never reaches an English reader.
 * `present` is what a gallery does to each item before sending it (the AV gallery cleans embeds).
 */
export interface CollectionRules<Item> {
  tagLimit: number;
  messages: { categoryNotFound: string; tagNotFound: string; nothingFound: string };
  present?: (item: Item) => Item;
}

/** Lists are read one row past the page: that row only says whether another page exists. */
export function pageOf<T>(rows: T[], limit: number): { items: T[]; has_more: boolean } {
  return { items: rows.slice(0, limit), has_more: rows.length > limit };
}

const offsetOf = (page: PageQuery) => (page.page - 1) * page.limit;

export function collectionService<Item, Tag>(
  db: Queryable,
  repo: CollectionRepository<Item, Tag>,
  rules: CollectionRules<Item>,
  cache = new PublicCache(30_000, 500),
) {
  // A content change through any process clears this cache (lib/cache-bus.ts).
  onPublicContentChange(db, () => cache.clear());
  const present = (items: Item[]) => (rules.present ? items.map(rules.present) : items);

  /** A named page (a category's or a tag's): the name, then one page of rows shaped by `shape`. */
  async function namedPage<Row, Data>(
    find: Promise<NamedRow | undefined>,
    missingCode: 'tag_not_found' | 'category_not_found',
    missing: string,
    read: (limit: number, offset: number) => Promise<Row[]>,
    page: PageQuery,
    shape: (rows: Row[]) => Data[],
  ) {
    const named = await find;
    if (!named) throw notFound(missingCode, missing);
    const { items, has_more } = pageOf(await read(page.limit + 1, offsetOf(page)), page.limit);
    return { name: named.name, body: { success: 1 as const, data: shape(items), ...page, has_more } };
  }

  return {
    cache,
    present,

    tags: (lang: Lang) => cache.get(`${lang}:tags`, async () => ({ success: 1 as const, data: await repo.tagsInUse(db, rules.tagLimit, lang) })),

    tag: (id: number, page: PageQuery, lang: Lang) =>
      cache.get(`${lang}:tag:${id}:${page.page}:${page.limit}`, async () => {
        const read = (limit: number, offset: number) => repo.tagItems(db, id, limit, offset, lang);
        const { name, body } = await namedPage(repo.findTag(db, id, lang), 'tag_not_found', rules.messages.tagNotFound, read, page, present);
        return { ...body, tag_name: name };
      }),

    /** A category's page; how its rows are read and grouped is the gallery's own. */
    category: <Row, Data>(id: number, page: PageQuery, lang: Lang, read: (limit: number, offset: number) => Promise<Row[]>, shape: (rows: Row[]) => Data[]) =>
      cache.get(`${lang}:category:${id}:${page.page}:${page.limit}`, async () => {
        const { name, body } = await namedPage(repo.findCategory(db, id, lang), 'category_not_found', rules.messages.categoryNotFound, read, page, shape);
        return { ...body, category_name: name };
      }),

    /** Nothing found is an answer, not a fault: success 0 with the message the page shows. */
    filter: (f: FilterText & { page: number; limit: number }, lang: Lang, conditions: readonly ItemCondition[] = []) =>
      cache.get(`${lang}:filter:${JSON.stringify(f)}`, async () => {
        const rows = await repo.filter(db, f, f.limit + 1, (f.page - 1) * f.limit, conditions, lang);
        const { items, has_more } = pageOf(rows, f.limit);
        const paging = { page: f.page, limit: f.limit, has_more };
        if (!items.length) return { success: 0 as const, message: rules.messages.nothingFound, data: [], ...paging };
        return { success: 1 as const, data: present(items), ...paging };
      }),
  };
}

/**
 * A public, cacheable call: browsers and CDNs may keep the answer briefly (publicCacheHeaders),
 * apart per language (the call reads `?lang`, else Accept-Language).
 */
export function publicRoute<C extends CallDef>(app: FastifyInstance, call: C, load: (req: CallRequest<C>) => ReturnType<CallHandler<C>>) {
  route(app, call, async (req, reply) => {
    const body = await load(req);
    publicCacheHeaders(reply);
    reply.header('vary', 'Accept-Language');
    return body;
  });
}
