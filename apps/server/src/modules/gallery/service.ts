import { GALLERY_LIMITS, GALLERY_MESSAGES, type AlbumGroup, type PageQuery } from '@portal/contract/gallery';
import type { Lang } from '@portal/contract/languages';
import type { Queryable } from '../../db/client.ts';
import { collectionService } from '../../lib/collection/service.ts';
import * as repo from './repository.ts';

/**
 * Rules of the image gallery: the collection's shared rules (paging, tags, filter, caching)
 * plus what only images have: the album count and a category page grouped by album. The
 * answers' types are checked against the contract where the routes send them.
 */
export function createGalleryService(db: Queryable) {
  const shared = collectionService(db, repo.images, {
    tagLimit: GALLERY_LIMITS.tags,
    messages: { categoryNotFound: GALLERY_MESSAGES.categoryNotFound, tagNotFound: GALLERY_MESSAGES.tagNotFound, nothingFound: GALLERY_MESSAGES.noImages },
  });
  const { cache } = shared;

  return {
    recent: (lang: Lang) =>
      cache.get(`${lang}:recent`, async () => {
        const [data, album_count] = await Promise.all([repo.images.newest(db, GALLERY_LIMITS.recentImages, [], lang), repo.albumCount(db)]);
        return { success: 1 as const, data, album_count };
      }),

    categories: (lang: Lang) =>
      cache.get(`${lang}:categories`, async () => ({
        success: 1 as const,
        data: await repo.categoriesWithAlbums(db, GALLERY_LIMITS.categories, GALLERY_LIMITS.albumsPerCategory, lang),
      })),

    tags: shared.tags,
    tag: shared.tag,
    category: (id: number, page: PageQuery, lang: Lang) =>
      shared.category(id, page, lang, (limit, offset) => repo.categoryImages(db, id, limit, offset, lang), groupByAlbum),
    filter: shared.filter,
  };
}

function groupByAlbum(rows: repo.CategoryImageRow[]): AlbumGroup[] {
  const groups: AlbumGroup[] = [];
  for (const { album_id, album_sub, album_group_date, ...image } of rows) {
    let group = groups.at(-1);
    if (group?.id !== album_id) {
      group = { id: album_id, album_sub, album_date: album_group_date, albums: [] };
      groups.push(group);
    }
    group.albums.push(image);
  }
  return groups;
}
export type GalleryService = ReturnType<typeof createGalleryService>;
