import { z } from './zod.ts';
import { notFutureDate } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { filterResponseSchema, listResponseSchema, namedRowSchema, pagedResponseSchema } from './collection.ts';

export { pagedFields, type Paged } from './collection.ts';

/**
 * The image gallery: recent images, album categories, album
 * sub-groups, tags and the date and text filter, shared with the AV gallery's filter.
 */
export const GALLERY_LIMITS = {
  /** Recent images on /gallery and the home page's Gallery tab (spec: 8 gallery images). */
  recentImages: LIMITS.homeGalleryImages,
  /** Albums sent with each category of category/list; the last tile reads '+{album_count}'. */
  albumsPerCategory: 4,
  /** Categories and tags are short editorial lists; capped so a runaway table cannot flood a page. */
  categories: 50,
  tags: 100,
  /** Images per page of category/{id}, tag/{id} and filter/gallery. */
  pageSize: { default: 60, max: 100 },
  maxPage: 1000,
  searchText: 100,
} as const;

/** Server messages the spec leaves open (wording ours, see docs/decisions/gallery.md). */
export const GALLERY_MESSAGES = {
  noImages: 'No images found for your search',
  noMedia: 'No media found for your search',
  startAfterEnd: 'The start date must be on or before the end date',
  categoryNotFound: 'Gallery category not found',
  tagNotFound: 'Gallery tag not found',
  mediaCategoryNotFound: 'Media category not found',
  mediaTagNotFound: 'Media tag not found',
} as const;

/** An image as every gallery list sends it; width and height let the page reserve its box. */
export const galleryImageSchema = z.object({
  id: z.number(),
  image: z.string(),
  caption: z.string(),
  album_date: z.string(),
  width: z.number(),
  height: z.number(),
});
export type GalleryImage = z.output<typeof galleryImageSchema>;

/** An album as the lists name it: its id, name and date. */
const albumFields = { id: z.number(), album_sub: z.string(), album_date: z.string() };

export const albumCoverSchema = z.object({ ...albumFields, cover: z.string() });
export type AlbumCover = z.output<typeof albumCoverSchema>;

export const galleryCategorySchema = z.object({
  id: z.number(),
  album_category: z.string(),
  album_count: z.number(),
  albums: z.array(albumCoverSchema),
});
export type GalleryCategory = z.output<typeof galleryCategorySchema>;

/** One album sub-group of a category page. */
export const albumGroupSchema = z.object({ ...albumFields, albums: z.array(galleryImageSchema) });
export type AlbumGroup = z.output<typeof albumGroupSchema>;

export const galleryTagSchema = namedRowSchema('album_tag');
export type GalleryTag = z.output<typeof galleryTagSchema>;

export const recentGalleryResponseSchema = listResponseSchema(galleryImageSchema).extend({ album_count: z.number() });
export const galleryCategoryListResponseSchema = listResponseSchema(galleryCategorySchema);
export const galleryCategoryResponseSchema = pagedResponseSchema(albumGroupSchema, 'category_name');
export const galleryTagResponseSchema = pagedResponseSchema(galleryImageSchema, 'tag_name');
export const galleryTagListResponseSchema = listResponseSchema(galleryTagSchema);
/** filter/gallery: success 1 with images, or success 0 with a message when nothing matches. */
export const galleryFilterResponseSchema = filterResponseSchema(galleryImageSchema);

// ---------------------------------------------------------------- inputs

const pageNumber = (max: number, fallback: number) =>
  z
    .union([z.number(), z.string().trim()], { error: MESSAGES.invalidNumber })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : typeof v === 'number' ? v : /^\d{1,6}$/.test(v) ? Number(v) : NaN))
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= max, `Must be a whole number from 1 to ${max}`);

/** ?page=&limit= of the paginated lists (both optional). */
export const pageQuery = z.object({
  page: pageNumber(GALLERY_LIMITS.maxPage, 1),
  limit: pageNumber(GALLERY_LIMITS.pageSize.max, GALLERY_LIMITS.pageSize.default),
});
export type PageQuery = z.output<typeof pageQuery>;

/** '' (no bound) or a real YYYY-MM-DD date that is not in the future. */
const optionalFilterDate = () =>
  z
    .union([z.literal(''), notFutureDate()], { error: MESSAGES.dateFormat })
    .optional()
    .transform((v) => v ?? '');

/** The date range and search text of the gallery and media filters. */
export const filterFields = {
  start_date: optionalFilterDate(),
  end_date: optionalFilterDate(),
  search_txt: z
    .string({ error: MESSAGES.mustBeText })
    .trim()
    .max(GALLERY_LIMITS.searchText, `Must be at most ${GALLERY_LIMITS.searchText} characters`)
    .optional()
    .transform((v) => v ?? ''),
  page: pageNumber(GALLERY_LIMITS.maxPage, 1),
  limit: pageNumber(GALLERY_LIMITS.pageSize.max, GALLERY_LIMITS.pageSize.default),
};

/** Refinement both filters share: a range must not run backwards. */
export function dateOrder(v: { start_date: string; end_date: string }, ctx: z.RefinementCtx) {
  if (v.start_date && v.end_date && v.start_date > v.end_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: GALLERY_MESSAGES.startAfterEnd });
  }
}

/** POST filter/gallery */
export const galleryFilterSchema = z.object(filterFields).superRefine(dateOrder);
export type GalleryFilterInput = z.input<typeof galleryFilterSchema>;
export type GalleryFilter = z.output<typeof galleryFilterSchema>;

/** Go with all three fields empty behaves like Reset. */
export const isEmptyFilter = (v: { start_date?: string; end_date?: string; search_txt?: string }) =>
  !v.start_date && !v.end_date && !(v.search_txt ?? '').trim();
