import { z } from './zod.ts';
import { defineCall, idParam } from './call.ts';
import { contentName, contentText, optionalCount, optionalDate, pictureUrl, removeResponseSchema } from './admin-content.ts';
import { embedSource, isEmbeddable, youtubeId } from './embeds.ts';
import { isoDate } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MEDIA_KINDS } from './media.ts';
import { MESSAGES } from './messages.ts';
import { adminListQuery, adminListResponse, type StaffRole } from './staff.ts';

/**
 * The items of the two galleries in the back office: gallery images (several uploaded
 * at once, each with caption, date, album and tags, ordered within their album) and audio/video
 * items (title, picture, embed or link, duration, category, tags). Editors and owners; every write
 * is audited; a referred-to row is hidden instead of deleted.
 */
export const GALLERY_ADMIN_MESSAGES = {
  choosePictures: 'Choose one or more pictures',
  tooManyPictures: `Upload at most 12 pictures at once`,
  unknownAlbum: 'Choose an album from the list',
  unknownTag: 'Choose tags from the list',
  picturesAdded: 'Pictures added',
  orderSaved: 'Order saved',
  orderMismatch: 'List every image of the album once',
  mediaLink: 'Enter a YouTube, Vimeo or SoundCloud address, or its embed code',
  duration: 'Use the duration format MM:SS or H:MM:SS',
} as const;

/** At most this many pictures in one upload (each is decoded and resized in turn). */
export const GALLERY_UPLOAD_MAX_FILES = 12;

const EDITORS = ['editor'] as const satisfies readonly StaffRole[];
const flag = () => z.boolean({ error: 'Must be true or false' });

/** Tag ids: a list of numbers (JSON) or "1,2" (a form field); blanks dropped, repeats removed. */
export const tagIds = () =>
  z
    // A form's single checkbox sends false when unticked.
    .union([z.array(z.union([z.number(), z.string()])), z.string(), z.literal(false), z.null()], { error: GALLERY_ADMIN_MESSAGES.unknownTag })
    .optional()
    .transform((v) => (v === undefined || v === null || v === false ? [] : typeof v === 'string' ? v.split(',') : v).map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== ''))
    .transform((v) => [...new Set(v.map(Number))])
    .refine((ids) => ids.every((n) => Number.isInteger(n) && n >= 1 && n < 1e9), GALLERY_ADMIN_MESSAGES.unknownTag)
    .refine((ids) => ids.length <= 30, 'At most 30 tags');

const requiredId = (message: string) => optionalCount().refine((n) => n !== null && n >= 1, message);

// ---------------------------------------------------------------- gallery images

/**
 * POST /admin/gallery-images (multipart): files under `images` (one or more), and for the file at
 * position i its `caption_i` and `caption_ta_i`. `album_id`, `album_date` (default: the album's
 * date) and `tag_ids` ("1,2") apply to every file. The body schema documents the fields.
 */
export const galleryUploadSchema = z.object({
  album_id: requiredId(GALLERY_ADMIN_MESSAGES.unknownAlbum),
  album_date: optionalDate(),
  tag_ids: tagIds(),
});
export const galleryUploadBodyDoc = z.object({
  images: z.string().describe('One or more picture files (JPEG, PNG or WebP)'),
  album_id: z.string(),
  album_date: z.string().optional(),
  tag_ids: z.string().optional().describe('Tag ids separated by commas'),
  caption_0: z.string().optional().describe('Caption of the first file (caption_1 of the second, ...)'),
  caption_ta_0: z.string().optional().describe('Its Tamil twin'),
});
/** One file's caption and its Tamil twin. */
export const galleryCaptionSchema = z.object({ caption: contentText(), caption_ta: contentText() });

export const galleryImagePatchSchema = z
  .object({
    album_id: requiredId(GALLERY_ADMIN_MESSAGES.unknownAlbum),
    caption: contentText(),
    caption_ta: contentText(),
    album_date: isoDate(),
    tag_ids: tagIds(),
    hidden: flag(),
  })
  .partial();
export type GalleryImagePatch = z.input<typeof galleryImagePatchSchema>;

export const adminGalleryImageSchema = z.object({
  id: z.number(),
  album_id: z.number(),
  album_sub: z.string(),
  category_id: z.number(),
  image: z.string(),
  caption: z.string(),
  caption_ta: z.string(),
  album_date: z.string(),
  width: z.number(),
  height: z.number(),
  sort_order: z.number(),
  hidden: z.boolean(),
  tag_ids: z.array(z.number()),
});
export type AdminGalleryImage = z.output<typeof adminGalleryImageSchema>;

export const galleryImageListQuery = adminListQuery.extend({
  album_id: z
    .union([z.literal(''), z.string().regex(/^\d{1,9}$/, MESSAGES.invalidNumber)])
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});

/** The new order of an album's images: every image of the album, each once, first to last. */
export const galleryOrderSchema = z.object({
  album_id: requiredId(GALLERY_ADMIN_MESSAGES.unknownAlbum),
  ids: z
    .array(z.number({ error: GALLERY_ADMIN_MESSAGES.orderMismatch }).int().positive(), { error: GALLERY_ADMIN_MESSAGES.orderMismatch })
    .min(1, GALLERY_ADMIN_MESSAGES.orderMismatch)
    .max(5000, GALLERY_ADMIN_MESSAGES.orderMismatch)
    .refine((ids) => new Set(ids).size === ids.length, GALLERY_ADMIN_MESSAGES.orderMismatch),
});

// ---------------------------------------------------------------- audio and video items

/** Whether the public media page can play this text: a YouTube, Vimeo or SoundCloud link or embed. */
export function isPlayableMedia(text: string): boolean {
  const src = embedSource(text);
  return !!youtubeId(src) || isEmbeddable(src);
}

export const mediaItemWriteSchema = z.object({
  kind: z.enum(MEDIA_KINDS, { error: 'Choose video or audio' }),
  title: contentName(),
  title_ta: contentText(),
  image: pictureUrl(),
  media: z
    .string({ error: GALLERY_ADMIN_MESSAGES.mediaLink })
    .trim()
    .max(LIMITS.text.long, `At most ${LIMITS.text.long} characters`)
    .refine(isPlayableMedia, GALLERY_ADMIN_MESSAGES.mediaLink),
  media_time: contentText(20).refine((v) => v === '' || /^(\d{1,2}:)?[0-5]?\d:[0-5]\d$/.test(v), GALLERY_ADMIN_MESSAGES.duration),
  published_on: isoDate(),
  category_id: optionalCount().refine((n) => n === null || n >= 1, 'Choose a category from the list'),
  tag_ids: tagIds(),
});
export const mediaItemPatchSchema = mediaItemWriteSchema.partial().extend({ hidden: flag().optional() });
export type MediaItemWrite = z.input<typeof mediaItemWriteSchema>;

export const adminMediaItemSchema = z.object({
  id: z.number(),
  kind: z.enum(MEDIA_KINDS),
  title: z.string(),
  title_ta: z.string(),
  image: z.string(),
  media: z.string(),
  media_time: z.string(),
  published_on: z.string(),
  category_id: z.number().nullable(),
  hidden: z.boolean(),
  tag_ids: z.array(z.number()),
});
export type AdminMediaItem = z.output<typeof adminMediaItemSchema>;

// ---------------------------------------------------------------- calls

const params = z.object({ id: idParam() });
const saved = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(1), message: z.string(), data: item });
const one = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(1), data: item });

export const adminGalleryCalls = {
  adminGalleryImages: defineCall({ method: 'GET', path: '/admin/gallery-images', summary: 'List the gallery images (album_id: one album, in its order with sort=sort_order)', auth: 'staff', roles: EDITORS, query: galleryImageListQuery, response: adminListResponse(adminGalleryImageSchema) }),
  adminGalleryImage: defineCall({ method: 'GET', path: '/admin/gallery-images/:id', summary: 'Read one gallery image', auth: 'staff', roles: EDITORS, params, response: one(adminGalleryImageSchema) }),
  adminGalleryImageUpload: defineCall({
    method: 'POST',
    path: '/admin/gallery-images',
    summary: `Add up to ${GALLERY_UPLOAD_MAX_FILES} pictures to an album at once, each resized and with its caption`,
    auth: 'staff',
    roles: EDITORS,
    body: galleryUploadBodyDoc,
    multipart: true,
    response: saved(z.array(adminGalleryImageSchema)),
  }),
  adminGalleryImageUpdate: defineCall({ method: 'PATCH', path: '/admin/gallery-images/:id', summary: 'Change a gallery image (caption, date, album, tags, hidden)', auth: 'staff', roles: EDITORS, params, body: galleryImagePatchSchema, response: saved(adminGalleryImageSchema) }),
  adminGalleryImageDelete: defineCall({ method: 'DELETE', path: '/admin/gallery-images/:id', summary: 'Delete a gallery image (its tag links go with it); PATCH hidden hides it instead', auth: 'staff', roles: EDITORS, params, response: removeResponseSchema }),
  adminGalleryImageOrder: defineCall({ method: 'POST', path: '/admin/gallery-images/reorder', summary: "Set the order of an album's images", auth: 'staff', roles: EDITORS, body: galleryOrderSchema, response: z.object({ success: z.literal(1), message: z.string(), data: z.array(adminGalleryImageSchema) }) }),

  adminMediaItems: defineCall({ method: 'GET', path: '/admin/media', summary: 'List the audio and video items', auth: 'staff', roles: EDITORS, query: adminListQuery, response: adminListResponse(adminMediaItemSchema) }),
  adminMediaItem: defineCall({ method: 'GET', path: '/admin/media/:id', summary: 'Read one audio or video item', auth: 'staff', roles: EDITORS, params, response: one(adminMediaItemSchema) }),
  adminMediaItemCreate: defineCall({ method: 'POST', path: '/admin/media', summary: 'Add an audio or video item', auth: 'staff', roles: EDITORS, body: mediaItemWriteSchema, response: saved(adminMediaItemSchema) }),
  adminMediaItemUpdate: defineCall({ method: 'PATCH', path: '/admin/media/:id', summary: 'Change an audio or video item', auth: 'staff', roles: EDITORS, params, body: mediaItemPatchSchema, response: saved(adminMediaItemSchema) }),
  adminMediaItemDelete: defineCall({ method: 'DELETE', path: '/admin/media/:id', summary: 'Delete an audio or video item (its tag links and favourites go with it); PATCH hidden hides it instead', auth: 'staff', roles: EDITORS, params, response: removeResponseSchema }),
};
