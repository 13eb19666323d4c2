import { z } from './zod.ts';
import { dateOrder, filterFields, pageQuery, type Paged } from './gallery.ts';
import { LIMITS } from './limits.ts';

/**
 * The audio and video gallery (spec 000 sections 2.6, 3, 7): items, categories, tags, the
 * filters, and the rules for reading a media item's embed text that server and browser share.
 */
export const MEDIA_FILTER_TYPES = ['all', 'video', 'audio'] as const;
export type MediaFilterType = (typeof MEDIA_FILTER_TYPES)[number];
export type MediaKind = 'video' | 'audio';

/** A video or audio item as every list sends it. `media` is sanitised embed HTML or a link. */
export interface MediaItem {
  id: number;
  kind: MediaKind;
  title: string;
  image: string;
  media: string;
  media_time: string;
  published_on: string;
}

export interface MediaCategory {
  id: number;
  media_category: string;
  /** The newest few items of the category (the page's row), newest first. */
  medias: MediaItem[];
}

export interface MediaTag {
  id: number;
  media_tag: string;
}

const filterType = z.enum(MEDIA_FILTER_TYPES, { error: 'Choose all, video or audio' });

/** POST recentmedia/list */
export const recentMediaSchema = z.object({ filter_type: filterType.default('all') });

/** POST filter/media: the gallery's date and search filters plus the kind. */
export const mediaFilterSchema = z
  .object({ filter_type: filterType.default('all'), ...filterFields })
  .superRefine(dateOrder);
export type MediaFilterInput = z.input<typeof mediaFilterSchema>;

/** GET mediacategory/{id}, mediatag/{id}: ?page=&limit= */
export const mediaPageQuery = pageQuery;

/** Items sent with each category of mediacategory/list (the page's row before 'VIEW ALL'). */
export const MEDIA_LIMITS = {
  perCategory: 4,
  homeVideos: LIMITS.homeVideos,
  homeAudios: LIMITS.homeAudios,
  recent: LIMITS.recentMedia,
  categories: 50,
  tags: 100,
} as const;

export interface MediaListResponse {
  success: 1;
  data: MediaItem[];
}
export interface MediaCategoryListResponse {
  success: 1;
  data: MediaCategory[];
}
export interface MediaTagListResponse {
  success: 1;
  data: MediaTag[];
}
export interface MediaCategoryResponse extends Paged {
  success: 1;
  data: MediaItem[];
  category_name: string;
}
export interface MediaTagResponse extends Paged {
  success: 1;
  data: MediaItem[];
  tag_name: string;
}
/** filter/media: success 1 with items, or success 0 with a message when nothing matches. */
export interface MediaFilterResponse extends Paged {
  success: 0 | 1;
  message?: string;
  data: MediaItem[];
}

