import {
  GALLERY_LIMITS,
  GALLERY_MESSAGES,
  type AlbumGroup,
  type GalleryCategoryListResponse,
  type GalleryCategoryResponse,
  type GalleryFilter,
  type GalleryFilterResponse,
  type GalleryTagListResponse,
  type GalleryTagResponse,
  type PageQuery,
  type RecentGalleryResponse,
} from '@portal/contract/gallery';
import type { Queryable } from '../../db/client.ts';
import { collectionService } from '../../lib/collection/service.ts';
import * as repo from './repository.ts';

/**
 * Rules of the image gallery: the collection's shared rules (paging, tags, filter, caching)
 * plus what only images have: the album count and a category page grouped by album.
 */
export function createGalleryService(db: Queryable) {
  const shared = collectionService(db, repo.images, {
    tagLimit: GALLERY_LIMITS.tags,
    messages: { categoryNotFound: GALLERY_MESSAGES.categoryNotFound, tagNotFound: GALLERY_MESSAGES.tagNotFound, nothingFound: GALLERY_MESSAGES.noImages },
  });
  const { cache } = shared;

  return {
    recent: () =>
      cache.get('recent', async (): Promise<RecentGalleryResponse> => {
        const [data, album_count] = await Promise.all([repo.images.newest(db, GALLERY_LIMITS.recentImages), repo.albumCount(db)]);
        return { success: 1, data, album_count };
      }),

    categories: () =>
      cache.get('categories', async (): Promise<GalleryCategoryListResponse> => ({
        success: 1,
        data: await repo.categoriesWithAlbums(db, GALLERY_LIMITS.categories, GALLERY_LIMITS.albumsPerCategory),
      })),

    tags: (): Promise<GalleryTagListResponse> => shared.tags(),

    tag: (id: number, page: PageQuery): Promise<GalleryTagResponse> => shared.tag(id, page),

    category: (id: number, page: PageQuery): Promise<GalleryCategoryResponse> =>
      shared.category(id, page, (limit, offset) => repo.categoryImages(db, id, limit, offset), groupByAlbum),

    filter: (f: GalleryFilter): Promise<GalleryFilterResponse> => shared.filter(f),
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
