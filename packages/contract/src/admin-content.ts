import { z } from './zod.ts';
import { hasControlCharacters, isoDate } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { isProgramNumber, PROGRAM_ID_MAX } from './programs.ts';

/**
 * The back office's content collections (content half): what staff edit for the
 * public site. Fields keep the public API's names (`event_name`, `event_date`, ...) and every text
 * a visitor reads has its Tamil twin `<field>_ta` beside it ('' = not translated: the public
 * site falls back to English field by field).
 *
 * The write schemas are plain objects so that PATCH can take any part of them (`.partial()`);
 * rules between fields (end after start, ...) are checked by the server on the row as it would
 * be after the change.
 */

export const CONTENT_MESSAGES = {
  notFound: 'Not found',
  saved: 'Saved',
  deleted: 'Deleted',
  hiddenReferenced: 'Hidden instead of deleted: other records refer to it',
  programsFixed: 'A program is hidden, never deleted: its events and registrations keep their program',
  unknownProgram: 'Choose a program from the list',
  programAdded: 'Program added: it stays hidden until you show it',
  programsReordered: 'Order saved',
  orderNotAllPrograms: 'List every program once, in the new order',
  hidden: 'Hidden from the public site',
  endBeforeStart: 'The end date must be on or after the start date',
  endTimeBeforeStart: 'The end time must be after the start time',
  windowOrder: 'Registrations must close on or after the day they open',
  windowAfterEvent: 'Registrations must close on or before the event date',
  earlyBirdAfterEvent: 'The early-bird date must be on or before the event date',
  earlyBirdNoDate: 'Give the last date of the early-bird amount',
  amountAbovePrice: 'Must not be more than the price',
  invalidTime: 'Use the time format HH:MM',
  invalidCurrency: 'Use a three-letter currency code such as INR or USD',
  invalidPicture: 'Upload a picture: the address must be one the site stored',
  invalidLink: 'Enter a web address starting with https:// or http://',
  tooManyItems: `At most ${LIMITS.promiseItems} items`,
  unknownCategory: 'Choose a category from the list',
  registrationsClosed: 'Registrations closed',
  registrationsOpened: 'Registrations opened',
  cancelledStaysClosed: 'This event is cancelled: its registrations stay closed',
  paidEventNotDeleted: 'This event has paid registrations and cannot be deleted: cancel the event instead, so its registrants are told and their money is settled',
  notANumber: 'Enter a number',
  negative: 'Must not be negative',
  tooLarge: 'Too large',
  percent: 'Enter a percentage from 0 to 100',
  duplicate: 'This already exists',
} as const;

// ---------------------------------------------------------------- field builders

const noControl = (v: string) => !hasControlCharacters(v);

/** A text staff may leave empty: trimmed, bounded, '' when absent. */
export const contentText = (max: number = LIMITS.text.medium) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(noControl, MESSAGES.controlCharacters)
    .optional()
    .transform((v) => v ?? '');

/** A text that must be given (a name). */
export const contentName = (max: number = LIMITS.text.medium) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `At most ${max} characters`)
    .refine(noControl, MESSAGES.controlCharacters);

/** Rich text (HTML); the server sanitises it before storing. Line breaks are fine here. */
export const richText = () =>
  z
    .string({ error: 'Must be text' })
    .max(LIMITS.text.long * 4, `At most ${LIMITS.text.long * 4} characters`)
    .optional()
    .transform((v) => v ?? '');

/** One to five short items (highlights, benefits, who can attend); blanks are dropped. */
export const fiveItems = () =>
  z
    .array(z.string().trim().max(LIMITS.text.medium, `At most ${LIMITS.text.medium} characters`).refine(noControl, MESSAGES.controlCharacters), {
      error: 'Must be a list of texts',
    })
    .transform((items) => items.filter(Boolean))
    .refine((items) => items.length <= LIMITS.promiseItems, CONTENT_MESSAGES.tooManyItems);

/** A date or nothing ('' and null mean none). */
export const optionalDate = () =>
  z
    .union([z.literal(''), z.null(), isoDate()])
    .optional()
    .transform((v) => (v ? v : null));

/** A time of day HH:MM (or HH:MM:SS from the database) or nothing. */
export const optionalTime = () =>
  z
    .union([z.literal(''), z.null(), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, CONTENT_MESSAGES.invalidTime)])
    .optional()
    .transform((v) => (v ? v.slice(0, 5) : null));

const toNumber = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? 0 : Number(v));

/** An amount in major units (1500 or 1500.50), sent as a number or as form text. */
export const moneyAmount = () =>
  z
    .union([z.number(), z.string()], { error: CONTENT_MESSAGES.notANumber })
    .optional()
    .transform((v) => (v === undefined ? 0 : toNumber(v)))
    .refine((n) => Number.isFinite(n), CONTENT_MESSAGES.notANumber)
    .refine((n) => n >= 0, CONTENT_MESSAGES.negative)
    .refine((n) => n <= 100_000_000, CONTENT_MESSAGES.tooLarge);

/** A whole number (seats, sort order) or nothing. */
export const optionalCount = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: CONTENT_MESSAGES.notANumber })
    .optional()
    .transform((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : toNumber(v)))
    .refine((n) => n === null || Number.isInteger(n), CONTENT_MESSAGES.notANumber)
    .refine((n) => n === null || n >= 0, CONTENT_MESSAGES.negative)
    .refine((n) => n === null || n <= 1_000_000, CONTENT_MESSAGES.tooLarge);

/** A stored picture's address (from the picture upload call) or '' for none. */
export const pictureUrl = () =>
  z
    .string({ error: CONTENT_MESSAGES.invalidPicture })
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || /^\/files\/[A-Za-z0-9._/-]{1,200}$/.test(v) && !v.includes('..'), CONTENT_MESSAGES.invalidPicture);

/** An outside web link or ''. */
export const webLink = () =>
  contentText(LIMITS.text.medium).refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), CONTENT_MESSAGES.invalidLink);

const flag = () => z.boolean({ error: 'Must be true or false' });

// ---------------------------------------------------------------- programs

/** The fields of a program staff edit (the eight programs themselves are fixed). */
export const programWriteSchema = z.object({
  name: contentName(),
  name_ta: contentText(),
  headline: contentText(),
  headline_ta: contentText(),
  image: pictureUrl(),
  banner: pictureUrl(),
  media_banner: pictureUrl(),
  /** Rich text, sanitised by the server. */
  story: richText(),
  story_ta: richText(),
  /** 0: the list is titled highlights, 1: promises (a select sends it as text). */
  promise_status: z
    .union([z.number(), z.string()], { error: 'Must be 0 or 1' })
    .transform(Number)
    .refine((n) => n === 0 || n === 1, 'Must be 0 or 1'),
  promises: fiveItems(),
  promises_ta: fiveItems(),
  benefits: fiveItems(),
  benefits_ta: fiveItems(),
  attend: fiveItems(),
  attend_ta: fiveItems(),
  duration: optionalCount().refine((n) => n !== null && n >= 1, CONTENT_MESSAGES.notANumber),
  timing: contentText(),
  timing_ta: contentText(),
  upcome_date: optionalDate(),
  upcome_address: contentText(),
  upcome_address_ta: contentText(),
  prereq_text: richText(),
  prereq_text_ta: richText(),
  /** An embed (iframe of YouTube, Vimeo or SoundCloud); anything else is removed by the server. */
  prereq_media: richText(),
  hidden: flag(),
});
export const programPatchSchema = programWriteSchema.partial();

/**
 * A program the office adds: a name is all it needs (it starts hidden, so the page is filled in
 * and previewed before it is shown); every other field is as in an edit.
 */
export const programCreateSchema = programWriteSchema.partial().extend({
  name: contentName(),
  // Left empty in the add form, the duration keeps the column's default.
  duration: optionalCount()
    .refine((n) => n === null || n >= 1, CONTENT_MESSAGES.notANumber)
    .transform((n) => n ?? undefined),
  hidden: flag().optional().transform((v) => v ?? true),
});
export type ProgramCreate = z.input<typeof programCreateSchema>;

/** A program to pick by name in a back-office form (events, testimonials, discount codes...). */
export const programChoiceSchema = z.object({ id: z.number(), name: z.string(), hidden: z.boolean() });
export type ProgramChoice = z.output<typeof programChoiceSchema>;

/** The public order of the programs: every program's id once, first shown first. */
export const programOrderSchema = z.object({
  ids: z
    .array(z.number({ error: CONTENT_MESSAGES.unknownProgram }).int(CONTENT_MESSAGES.unknownProgram).min(1, CONTENT_MESSAGES.unknownProgram).max(PROGRAM_ID_MAX, CONTENT_MESSAGES.unknownProgram), {
      error: CONTENT_MESSAGES.orderNotAllPrograms,
    })
    .min(1, CONTENT_MESSAGES.orderNotAllPrograms)
    .max(1000, CONTENT_MESSAGES.orderNotAllPrograms)
    .refine((ids) => new Set(ids).size === ids.length, CONTENT_MESSAGES.orderNotAllPrograms),
});

/** The owner's mark that a program collects a PAN at registration (for GST or TDS records, say). */
export const programPanSchema = z.object({ collects_pan: flag() });
export type ProgramWrite = z.input<typeof programWriteSchema>;

export const adminProgramSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_ta: z.string(),
  headline: z.string(),
  headline_ta: z.string(),
  image: z.string(),
  banner: z.string(),
  media_banner: z.string(),
  story: z.string(),
  story_ta: z.string(),
  promise_status: z.number(),
  promises: z.array(z.string()),
  promises_ta: z.array(z.string()),
  benefits: z.array(z.string()),
  benefits_ta: z.array(z.string()),
  attend: z.array(z.string()),
  attend_ta: z.array(z.string()),
  duration: z.number(),
  timing: z.string(),
  timing_ta: z.string(),
  upcome_date: z.string().nullable(),
  upcome_address: z.string(),
  upcome_address_ta: z.string(),
  prereq_text: z.string(),
  prereq_text_ta: z.string(),
  prereq_media: z.string(),
  hidden: z.boolean(),
  /** Its registration screen asks for a PAN (paid events only); the owner's choice. */
  collects_pan: z.boolean(),
  /** Its place in the public lists and menus (smaller first). */
  sort_order: z.number(),
  /** One of the eight built-in programs (own route and forms) rather than one the office added. */
  built_in: z.boolean(),
  /** Where its registration screen is: the eight's fixed route or /register/program/{id}. */
  register_path: z.string(),
});
export type AdminProgram = z.output<typeof adminProgramSchema>;

// ---------------------------------------------------------------- events

export const eventWriteSchema = z.object({
  program_id: z
    .union([z.number(), z.string()], { error: MESSAGES.required })
    .transform((v) => Number(v))
    .refine((n) => isProgramNumber(n), CONTENT_MESSAGES.unknownProgram),
  category_id: optionalCount().refine((n) => n === null || n >= 1, CONTENT_MESSAGES.unknownCategory),
  event_name: contentName(),
  event_name_ta: contentText(),
  event_date: isoDate(),
  end_date: optionalDate(),
  start_time: optionalTime(),
  end_time: optionalTime(),
  city_name: contentText(),
  city_name_ta: contentText(),
  event_address: contentText(LIMITS.text.long),
  event_address_ta: contentText(LIMITS.text.long),
  event_image: pictureUrl(),
  /** Rich text from the editor (or plain text, read as paragraphs); the server keeps what the story rules allow. */
  event_desc: richText(),
  event_desc_ta: richText(),
  currency: z
    .string({ error: CONTENT_MESSAGES.invalidCurrency })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, CONTENT_MESSAGES.invalidCurrency)
    .optional()
    .transform((v) => v ?? 'INR'),
  event_price: moneyAmount(),
  discount_percent: moneyAmount().refine((n) => n <= 100, CONTENT_MESSAGES.percent),
  early_bird_amount: moneyAmount(),
  early_bird_until: optionalDate(),
  advance_amount: moneyAmount(),
  /** Seats; empty = no limit. */
  capacity: optionalCount(),
  registration_opens_on: optionalDate(),
  registration_closes_on: optionalDate(),
  payment_link: webLink(),
  published: flag().optional().transform((v) => v ?? false),
});
export const eventPatchSchema = eventWriteSchema.partial().extend({ hidden: flag().optional() });
export type EventWrite = z.input<typeof eventWriteSchema>;

export const adminEventSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  category_id: z.number().nullable(),
  event_name: z.string(),
  event_name_ta: z.string(),
  event_date: z.string(),
  end_date: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  city_name: z.string(),
  city_name_ta: z.string(),
  event_address: z.string(),
  event_address_ta: z.string(),
  event_image: z.string(),
  event_desc: z.string(),
  event_desc_ta: z.string(),
  currency: z.string(),
  event_price: z.number(),
  discount_percent: z.number(),
  early_bird_amount: z.number(),
  early_bird_until: z.string().nullable(),
  advance_amount: z.number(),
  capacity: z.number().nullable(),
  registration_opens_on: z.string().nullable(),
  registration_closes_on: z.string().nullable(),
  payment_link: z.string(),
  published: z.boolean(),
  hidden: z.boolean(),
  /** Follows the dates (the lifecycle job) or the cancel action; never edited by hand. */
  status: z.enum(['notstarted', 'ongoing', 'completed', 'cancelled']),
  /** Staff closed registrations by hand. */
  is_closed: z.boolean(),
  /** The spec's event_close as the one rule decides it today (1 = no registration, no payment). */
  event_close: z.union([z.literal(0), z.literal(1)]),
  /** Why registrations are closed ('' when open). */
  closed_reason: z.string(),
  /** Every registration made, whatever became of it (failed and cancelled attempts too). */
  registrations: z.number(),
  /** Registrations holding a place: paid in full or in part, or allowed to pay later. */
  places: z.number(),
});
export type AdminEvent = z.output<typeof adminEventSchema>;

// ---------------------------------------------------------------- answers shared by the collections

/** DELETE: removed, or hidden because something refers to the row (the message says which). */
export const removeResponseSchema = z.object({
  success: z.literal(1),
  message: z.string(),
  hidden: z.union([z.literal(0), z.literal(1)]),
});
export type RemoveResponse = z.output<typeof removeResponseSchema>;

/** POST /admin/pictures: the stored picture's address, to put in a picture field. */
export const pictureQuerySchema = z.object({
  field: z.string().regex(/^[a-z_]{1,40}$/, 'Unknown field').optional().transform((v) => v ?? 'picture'),
});
export const pictureResponseSchema = z.object({ success: z.literal(1), url: z.string() });

// ---------------------------------------------------------------- the smaller collections

const sortOrder = () => optionalCount().transform((n) => n ?? 0);
const programChoice = () =>
  z
    .union([z.number(), z.string()], { error: MESSAGES.required })
    .transform((v) => Number(v))
    .refine((n) => isProgramNumber(n), CONTENT_MESSAGES.unknownProgram);

/** Event categories (the groups of /upcoming-events), optionally tied to a program. */
export const eventCategoryWriteSchema = z.object({
  name: contentName(),
  name_ta: contentText(),
  program_id: optionalCount().refine((n) => n === null || isProgramNumber(n), CONTENT_MESSAGES.unknownProgram),
  sort_order: sortOrder(),
});
export const eventCategoryPatchSchema = eventCategoryWriteSchema.partial().extend({ hidden: flag().optional() });
export const adminEventCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  name_ta: z.string(),
  program_id: z.number().nullable(),
  sort_order: z.number(),
  hidden: z.boolean(),
  events: z.number(),
});
export type AdminEventCategory = z.output<typeof adminEventCategorySchema>;

/** Projects of the foundation (the /projects page). */
export const projectWriteSchema = z.object({
  name: contentName(),
  name_ta: contentText(),
  image: pictureUrl(),
  banner: pictureUrl(),
  link: webLink(),
  sort_order: sortOrder(),
});
export const projectPatchSchema = projectWriteSchema.partial().extend({ hidden: flag().optional() });
export const adminProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_ta: z.string(),
  image: z.string(),
  banner: z.string(),
  link: z.string(),
  sort_order: z.number(),
  hidden: z.boolean(),
});
export type AdminProject = z.output<typeof adminProjectSchema>;

export const SLIDE_PLACEMENTS = ['banner', 'bottom'] as const;

/** The home page's sliding banners and its one bottom banner (`placement: 'bottom'`). */
export const sliderWriteSchema = z.object({
  placement: z.enum(SLIDE_PLACEMENTS, { error: 'Choose banner or bottom' }).optional().transform((v) => v ?? 'banner'),
  image: pictureUrl().refine((v) => v !== '', MESSAGES.required),
  media: webLink(),
  title: contentText(),
  title_ta: contentText(),
  sort_order: sortOrder(),
  active: flag().optional().transform((v) => v ?? true),
});
export const sliderPatchSchema = sliderWriteSchema.partial();
export const adminSliderSchema = z.object({
  id: z.number(),
  placement: z.enum(SLIDE_PLACEMENTS),
  image: z.string(),
  media: z.string(),
  title: z.string(),
  title_ta: z.string(),
  sort_order: z.number(),
  active: z.boolean(),
});
export type AdminSlider = z.output<typeof adminSliderSchema>;

/** Testimonials (the "glimpses" of a program page). `media` is a video embed or ''. */
export const testimonialWriteSchema = z.object({
  program_id: programChoice(),
  name: contentName(),
  name_ta: contentText(),
  profession: contentText(),
  profession_ta: contentText(),
  description: contentText(LIMITS.text.long),
  description_ta: contentText(LIMITS.text.long),
  media_img: pictureUrl(),
  media: richText(),
  sort_order: sortOrder(),
});
export const testimonialPatchSchema = testimonialWriteSchema.partial().extend({ hidden: flag().optional() });
export const adminTestimonialSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  name: z.string(),
  name_ta: z.string(),
  profession: z.string(),
  profession_ta: z.string(),
  description: z.string(),
  description_ta: z.string(),
  media_img: z.string(),
  media: z.string(),
  sort_order: z.number(),
  hidden: z.boolean(),
});
export type AdminTestimonial = z.output<typeof adminTestimonialSchema>;

/** Form translations: a word of a program's form (program 0: every form) in English and Tamil. */
export const translationWriteSchema = z.object({
  program_id: optionalCount()
    .transform((n) => n ?? 0)
    .refine((n) => n === 0 || isProgramNumber(n), 'Please choose a program, or 0 for every form'),
  trans_word: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(LIMITS.text.short, `At most ${LIMITS.text.short} characters`)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Letters, digits, dots, dashes and underscores only'),
  trans_en: contentName(LIMITS.text.long),
  trans_ta: contentText(LIMITS.text.long),
});
export const translationPatchSchema = translationWriteSchema.partial();
export const adminTranslationSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  trans_word: z.string(),
  trans_en: z.string(),
  trans_ta: z.string(),
});
export type AdminTranslation = z.output<typeof adminTranslationSchema>;

// ---------------------------------------------------------------- gallery and media groups

/** Image gallery categories (`album_category`) and AV gallery categories (`media_category`). */
export const galleryCategoryWriteSchema = z.object({ album_category: contentName(), album_category_ta: contentText(), sort_order: sortOrder() });
export const galleryCategoryPatchSchema = galleryCategoryWriteSchema.partial().extend({ hidden: flag().optional() });
export const adminGalleryCategorySchema = z.object({ id: z.number(), album_category: z.string(), album_category_ta: z.string(), sort_order: z.number(), hidden: z.boolean(), albums: z.number() });
export type AdminGalleryCategory = z.output<typeof adminGalleryCategorySchema>;

export const mediaCategoryWriteSchema = z.object({ media_category: contentName(), media_category_ta: contentText(), sort_order: sortOrder() });
export const mediaCategoryPatchSchema = mediaCategoryWriteSchema.partial().extend({ hidden: flag().optional() });
export const adminMediaCategorySchema = z.object({ id: z.number(), media_category: z.string(), media_category_ta: z.string(), sort_order: z.number(), hidden: z.boolean(), items: z.number() });
export type AdminMediaCategory = z.output<typeof adminMediaCategorySchema>;

/** Tags of images (`album_tag`) and of audio and video (`media_tag`); a deleted tag leaves its items. */
export const galleryTagWriteSchema = z.object({ album_tag: contentName(LIMITS.text.short), album_tag_ta: contentText(LIMITS.text.short) });
export const galleryTagPatchSchema = galleryTagWriteSchema.partial();
export const adminGalleryTagSchema = z.object({ id: z.number(), album_tag: z.string(), album_tag_ta: z.string(), images: z.number() });
export type AdminGalleryTag = z.output<typeof adminGalleryTagSchema>;

export const mediaTagWriteSchema = z.object({ media_tag: contentName(LIMITS.text.short), media_tag_ta: contentText(LIMITS.text.short) });
export const mediaTagPatchSchema = mediaTagWriteSchema.partial();
export const adminMediaTagSchema = z.object({ id: z.number(), media_tag: z.string(), media_tag_ta: z.string(), items: z.number() });
export type AdminMediaTag = z.output<typeof adminMediaTagSchema>;

/** Albums (a category's sub-groups): name, date and cover picture. One with images is hidden, not deleted. */
export const albumWriteSchema = z.object({
  category_id: optionalCount().refine((n) => n !== null && n >= 1, MESSAGES.required),
  album_sub: contentName(),
  album_sub_ta: contentText(),
  album_date: isoDate(),
  cover: pictureUrl(),
});
export const albumPatchSchema = albumWriteSchema.partial().extend({ hidden: flag().optional() });
export const adminAlbumSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  album_sub: z.string(),
  album_sub_ta: z.string(),
  album_date: z.string(),
  cover: z.string(),
  hidden: z.boolean(),
  images: z.number(),
});
export type AdminAlbum = z.output<typeof adminAlbumSchema>;
