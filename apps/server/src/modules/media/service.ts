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
import { collectionService } from '../../lib/collection/service.ts';
import { withCleanEmbed } from '../../lib/sanitize.ts';
import * as repo from './repository.ts';

/**
 * Rules of the audio and video gallery: the collection's shared rules (paging, tags, filter,
 * caching) with every item's embed text sanitised, plus the kinds (video, audio).
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
    newest: (kind: MediaKind) =>
      cache.get(`newest:${kind}`, async (): Promise<MediaListResponse> => {
        const limit = kind === 'video' ? MEDIA_LIMITS.homeVideos : MEDIA_LIMITS.homeAudios;
        return { success: 1, data: present(await repo.media.newest(db, limit, ofKind(kind))) };
      }),

    recent: (filterType: MediaFilterType) =>
      cache.get(`recent:${filterType}`, async (): Promise<MediaListResponse> => ({
        success: 1,
        data: present(await repo.media.newest(db, MEDIA_LIMITS.recent, ofKind(filterType))),
      })),

    categories: () =>
      cache.get('categories', async (): Promise<MediaCategoryListResponse> => {
        const rows = await repo.categoriesWithMedia(db, MEDIA_LIMITS.categories, MEDIA_LIMITS.perCategory);
        return { success: 1, data: rows.map((c) => ({ ...c, medias: present(c.medias) })) };
      }),

    tags: (): Promise<MediaTagListResponse> => shared.tags(),

    tag: (id: number, page: PageQuery): Promise<MediaTagResponse> => shared.tag(id, page),

    category: (id: number, page: PageQuery): Promise<MediaCategoryResponse> =>
      shared.category(id, page, (limit, offset) => repo.categoryMedia(db, id, limit, offset), present),

    filter: (f: repo.MediaFilter): Promise<MediaFilterResponse> => shared.filter(f, ofKind(f.filter_type)),
  };
}
