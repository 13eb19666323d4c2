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
import { notFound } from '../../lib/errors.ts';
import { onPublicContentChange } from '../../lib/cache-bus.ts';
import { PublicCache } from '../../lib/public-cache.ts';
import * as repo from './repository.ts';

/** Rules of the image gallery: what each list holds, paging, grouping and caching. */
export function createGalleryService(db: Queryable, cache = new PublicCache(30_000, 500)) {
  onPublicContentChange(db, () => cache.clear());
  return {
    recent: () =>
      cache.get('recent', async (): Promise<RecentGalleryResponse> => {
        const [data, album_count] = await Promise.all([
          repo.recentImages(db, GALLERY_LIMITS.recentImages),
          repo.albumCount(db),
        ]);
        return { success: 1, data, album_count };
      }),

    categories: () =>
      cache.get('categories', async (): Promise<GalleryCategoryListResponse> => ({
        success: 1,
        data: await repo.categoriesWithAlbums(db, GALLERY_LIMITS.categories, GALLERY_LIMITS.albumsPerCategory),
      })),

    tags: () =>
      cache.get('tags', async (): Promise<GalleryTagListResponse> => ({
        success: 1,
        data: await repo.tagsInUse(db, GALLERY_LIMITS.tags),
      })),

    category: (id: number, page: PageQuery) =>
      cache.get(`category:${id}:${page.page}:${page.limit}`, async (): Promise<GalleryCategoryResponse> => {
        const category = await repo.findCategory(db, id);
        if (!category) throw notFound(GALLERY_MESSAGES.categoryNotFound);
        const rows = await repo.categoryImages(db, id, page.limit + 1, (page.page - 1) * page.limit);
        const { items, has_more } = pageOf(rows, page.limit);
        return { success: 1, data: groupByAlbum(items), category_name: category.album_category, ...page, has_more };
      }),

    tag: (id: number, page: PageQuery) =>
      cache.get(`tag:${id}:${page.page}:${page.limit}`, async (): Promise<GalleryTagResponse> => {
        const tag = await repo.findTag(db, id);
        if (!tag) throw notFound(GALLERY_MESSAGES.tagNotFound);
        const rows = await repo.tagImages(db, id, page.limit + 1, (page.page - 1) * page.limit);
        const { items, has_more } = pageOf(rows, page.limit);
        return { success: 1, data: items, tag_name: tag.album_tag, ...page, has_more };
      }),

    /** Nothing found is an answer, not a fault: success 0 with the message the page shows. */
    filter: (f: GalleryFilter) =>
      cache.get(`filter:${JSON.stringify(f)}`, async (): Promise<GalleryFilterResponse> => {
        const rows = await repo.filterImages(db, f, f.limit + 1, (f.page - 1) * f.limit);
        const { items, has_more } = pageOf(rows, f.limit);
        const paging = { page: f.page, limit: f.limit, has_more };
        if (!items.length) return { success: 0, message: GALLERY_MESSAGES.noImages, data: [], ...paging };
        return { success: 1, data: items, ...paging };
      }),
  };
}

/** Lists are read one row past the page: that row only says whether another page exists. */
export function pageOf<T>(rows: T[], limit: number): { items: T[]; has_more: boolean } {
  return { items: rows.slice(0, limit), has_more: rows.length > limit };
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
