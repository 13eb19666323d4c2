import { GALLERY_MESSAGES, type PageQuery } from '@portal/contract/gallery';
import { MEDIA_LIMITS, type MediaFilterType, type MediaItem, type MediaKind } from '@portal/contract/media';
import type { Lang } from '@portal/contract/languages';
import type { Queryable } from '../../db/client.ts';
import { collectionService } from '../../lib/collection/service.ts';
import { withCleanEmbed } from '../../lib/sanitize.ts';
import * as repo from './repository.ts';

/**
 * Rules of the audio and video gallery: the collection's shared rules (paging, tags, filter,
 * caching) with every item's embed text sanitised, plus the kinds (video, audio). Titles,
 * category and tag names are in the reader's language (Tamil falling back to English), cached
 * per language. The answers'
 * types are checked against the contract where the routes send them.
 */
export function createMediaService(db: Queryable) {
  const shared = collectionService(db, repo.media, {
    tagLimit: MEDIA_LIMITS.tags,
    messages: { categoryNotFound: GALLERY_MESSAGES.mediaCategoryNotFound, tagNotFound: GALLERY_MESSAGES.mediaTagNotFound, nothingFound: GALLERY_MESSAGES.noMedia },
    present: withCleanEmbed,
  });
  const { cache, present } = shared;
  const ofKind = (t: MediaFilterType) => (t === 'all' ? [] : [['kind', t] as const]);

  return {
    /** video/list and audio/list: the home page's sliders. */
    newest: (kind: MediaKind, lang: Lang) =>
      cache.get(`${lang}:newest:${kind}`, async () => {
        const limit = kind === 'video' ? MEDIA_LIMITS.homeVideos : MEDIA_LIMITS.homeAudios;
        return { success: 1 as const, data: present(await repo.media.newest(db, limit, ofKind(kind), lang)) };
      }),

    recent: (filterType: MediaFilterType, lang: Lang) =>
      cache.get(`${lang}:recent:${filterType}`, async () => ({
        success: 1 as const,
        data: present(await repo.media.newest(db, MEDIA_LIMITS.recent, ofKind(filterType), lang)),
      })),

    categories: (lang: Lang) =>
      cache.get(`${lang}:categories`, async () => {
        const rows = await repo.categoriesWithMedia(db, MEDIA_LIMITS.categories, MEDIA_LIMITS.perCategory, lang);
        return { success: 1 as const, data: rows.map((c) => ({ ...c, medias: present(c.medias) })) };
      }),

    tags: shared.tags,
    tag: shared.tag,
    category: (id: number, page: PageQuery, lang: Lang) =>
      shared.category(id, page, lang, (limit, offset) => repo.categoryMedia(db, id, limit, offset, lang), present),
    filter: (f: repo.MediaFilter, lang: Lang) => shared.filter(f, lang, ofKind(f.filter_type)),
  };
}

// ---- what other modules may ask of the media items (favourites): media_items is read here only

/** Whether a media item with this id exists. */
export const mediaItemExists = (q: Queryable, id: number) => repo.media.exists(q, id);

/**
 * The items of one kind among `ids`, in the order of `ids`, embeds sanitised, titles in `lang`
 * (Tamil falling back to English); ids of no item are skipped.
 */
export async function mediaItemsInOrder(q: Queryable, ids: readonly number[], kind: MediaKind, lang: Lang = 'en'): Promise<MediaItem[]> {
  if (!ids.length) return [];
  const byId = new Map((await repo.itemsByIds(q, ids, kind, lang)).map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [withCleanEmbed(item)] : [];
  });
}
export type MediaService = ReturnType<typeof createMediaService>;
