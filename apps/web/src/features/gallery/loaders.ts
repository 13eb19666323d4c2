import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { loadQueries, serverQueryError } from '../../lib/query-client';
import { galleryApi, mediaApi } from './api';
import { isMissing, pagedQuery, type ItemListLoaderData } from './use-paged';

/**
 * What each gallery page reads, asked for by its route's loader under the keys its page uses
 * (collection-page.tsx, item-list-page.tsx): on the server before the render, in the browser
 * while the page's code downloads.
 */
export const galleryLoader = ({ context }: LoaderFunctionArgs) =>
  loadQueries(context, [
    queryOptions({ queryKey: ['gallery', 'recent'], queryFn: galleryApi.recent }),
    queryOptions({ queryKey: ['gallery', 'tags'], queryFn: galleryApi.tags }),
    queryOptions({ queryKey: ['gallery', 'categories'], queryFn: galleryApi.categories }),
  ]);

/** The AV gallery opens on 'all' (media-page.tsx). */
export const mediaLoader = ({ context }: LoaderFunctionArgs) =>
  loadQueries(context, [
    queryOptions({ queryKey: ['media', 'recent', 'all'], queryFn: () => mediaApi.recent('all') }),
    queryOptions({ queryKey: ['media', 'tags'], queryFn: mediaApi.tags }),
    queryOptions({ queryKey: ['media', 'categories'], queryFn: mediaApi.categories }),
  ]);

/**
 * A category's or tag's first page (item-list-page.tsx: key [collection, kind, id]). On the
 * server, an id the API does not know becomes `missing` in the loader's data, which travels with
 * the page: the server answers 404 and the browser hydrates the same "Page not found".
 */
function firstPage(collection: 'gallery' | 'media', kind: 'category' | 'tag', load: (id: string, page: number) => Promise<{ page: number; has_more: boolean }>) {
  return async ({ context, params }: LoaderFunctionArgs): Promise<ItemListLoaderData> => {
    const id = params.id ?? '';
    const query = pagedQuery([collection, kind, id], (page) => load(id, page));
    await loadQueries(context, [query]);
    return { missing: isMissing(serverQueryError(context, query.queryKey)) };
  };
}

export const galleryCategoryLoader = firstPage('gallery', 'category', galleryApi.category);
export const galleryTagLoader = firstPage('gallery', 'tag', galleryApi.tag);
export const mediaCategoryLoader = firstPage('media', 'category', mediaApi.category);
export const mediaTagLoader = firstPage('media', 'tag', mediaApi.tag);
