import { GALLERY_MESSAGES, type PageQuery } from '@portal/contract/gallery';
import {
  MEDIA_LIMITS,
  type MediaCategoryListResponse,
  type MediaCategoryResponse,
  type MediaFilterResponse,
  type MediaFilterType,
  type MediaKind,
  type MediaListResponse,
  type MediaTagListResponse,
  type MediaTagResponse,
} from '@portal/contract/media';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { onPublicContentChange } from '../../lib/cache-bus.ts';
import { PublicCache } from '../../lib/public-cache.ts';
import { pageOf } from '../gallery/service.ts';
import * as repo from './repository.ts';
import { withCleanEmbed } from '../../lib/sanitize.ts';

/** Rules of the audio and video gallery: list sizes, paging, sanitised embeds and caching. */
export function createMediaService(db: Queryable, cache = new PublicCache(30_000, 500)) {
  onPublicContentChange(db, () => cache.clear());
  const kindOf = (t: MediaFilterType): MediaKind | undefined => (t === 'all' ? undefined : t);

  return {
    /** video/list and audio/list: the home page's sliders. */
    newest: (kind: MediaKind) =>
      cache.get(`newest:${kind}`, async (): Promise<MediaListResponse> => {
        const limit = kind === 'video' ? MEDIA_LIMITS.homeVideos : MEDIA_LIMITS.homeAudios;
        return { success: 1, data: (await repo.newestMedia(db, kind, limit)).map(withCleanEmbed) };
      }),

    recent: (filterType: MediaFilterType) =>
      cache.get(`recent:${filterType}`, async (): Promise<MediaListResponse> => ({
        success: 1,
        data: (await repo.newestMedia(db, kindOf(filterType), MEDIA_LIMITS.recent)).map(withCleanEmbed),
      })),

    categories: () =>
      cache.get('categories', async (): Promise<MediaCategoryListResponse> => {
        const rows = await repo.categoriesWithMedia(db, MEDIA_LIMITS.categories, MEDIA_LIMITS.perCategory);
        return { success: 1, data: rows.map((c) => ({ ...c, medias: c.medias.map(withCleanEmbed) })) };
      }),

    tags: () =>
      cache.get('tags', async (): Promise<MediaTagListResponse> => ({
        success: 1,
        data: await repo.tagsInUse(db, MEDIA_LIMITS.tags),
      })),

    category: (id: number, page: PageQuery) =>
      cache.get(`category:${id}:${page.page}:${page.limit}`, async (): Promise<MediaCategoryResponse> => {
        const category = await repo.findCategory(db, id);
        if (!category) throw notFound(GALLERY_MESSAGES.mediaCategoryNotFound);
        const rows = await repo.categoryMedia(db, id, page.limit + 1, (page.page - 1) * page.limit);
        const { items, has_more } = pageOf(rows, page.limit);
        return { success: 1, data: items.map(withCleanEmbed), category_name: category.media_category, ...page, has_more };
      }),

    tag: (id: number, page: PageQuery) =>
      cache.get(`tag:${id}:${page.page}:${page.limit}`, async (): Promise<MediaTagResponse> => {
        const tag = await repo.findTag(db, id);
        if (!tag) throw notFound(GALLERY_MESSAGES.mediaTagNotFound);
        const rows = await repo.tagMedia(db, id, page.limit + 1, (page.page - 1) * page.limit);
        const { items, has_more } = pageOf(rows, page.limit);
        return { success: 1, data: items.map(withCleanEmbed), tag_name: tag.media_tag, ...page, has_more };
      }),

    /** Nothing found is an answer, not a fault: success 0 with the message the page shows. */
    filter: (f: repo.MediaFilter) =>
      cache.get(`filter:${JSON.stringify(f)}`, async (): Promise<MediaFilterResponse> => {
        const rows = await repo.filterMedia(db, f, f.limit + 1, (f.page - 1) * f.limit);
        const { items, has_more } = pageOf(rows, f.limit);
        const paging = { page: f.page, limit: f.limit, has_more };
        if (!items.length) return { success: 0, message: GALLERY_MESSAGES.noMedia, data: [], ...paging };
        return { success: 1, data: items.map(withCleanEmbed), ...paging };
      }),
  };
}
