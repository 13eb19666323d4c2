import { z } from './zod.ts';
import { dateOrder, filterFields, pageQuery } from './gallery.ts';
import { filterResponseSchema, listResponseSchema, namedRowSchema, pagedResponseSchema } from './collection.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { MEDIA_FILTER_TYPES, MEDIA_KINDS } from './media-kinds.ts';

/**
 * The audio and video gallery: items, categories, tags, the
 * filters, and the rules for reading a media item's embed text that server and browser share.
 */
// The kinds live in media-kinds.ts (no schemas there: the media page imports them without zod).
export { MEDIA_FILTER_TYPES, MEDIA_KINDS, type MediaFilterType, type MediaKind } from './media-kinds.ts';

/** A video or audio item as every list sends it. `media` is sanitised embed HTML or a link. */
export const mediaItemSchema = z.object({
  id: z.number(),
  kind: z.enum(MEDIA_KINDS),
  title: z.string(),
  image: z.string(),
  media: z.string(),
  media_time: z.string(),
  published_on: z.string(),
});
export type MediaItem = z.output<typeof mediaItemSchema>;

export const mediaCategorySchema = z.object({
  id: z.number(),
  media_category: z.string(),
  /** The newest few items of the category (the page's row), newest first. */
  medias: z.array(mediaItemSchema),
});
export type MediaCategory = z.output<typeof mediaCategorySchema>;

export const mediaTagSchema = namedRowSchema('media_tag');
export type MediaTag = z.output<typeof mediaTagSchema>;

const filterType = z.enum(MEDIA_FILTER_TYPES, { error: MESSAGES.chooseMediaType });

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

export const mediaListResponseSchema = listResponseSchema(mediaItemSchema);
export const mediaCategoryListResponseSchema = listResponseSchema(mediaCategorySchema);
export const mediaTagListResponseSchema = listResponseSchema(mediaTagSchema);
export const mediaCategoryResponseSchema = pagedResponseSchema(mediaItemSchema, 'category_name');
export type MediaCategoryResponse = z.output<typeof mediaCategoryResponseSchema>;
export const mediaTagResponseSchema = pagedResponseSchema(mediaItemSchema, 'tag_name');
export type MediaTagResponse = z.output<typeof mediaTagResponseSchema>;
/** filter/media: success 1 with items, or success 0 with a message when nothing matches. */
export const mediaFilterResponseSchema = filterResponseSchema(mediaItemSchema);
