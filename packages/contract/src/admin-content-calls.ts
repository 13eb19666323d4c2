import { z } from './zod.ts';
import { defineCall, idParam } from './call.ts';
import {
  adminAlbumSchema,
  adminGalleryCategorySchema,
  adminGalleryTagSchema,
  adminMediaCategorySchema,
  adminMediaTagSchema,
  albumPatchSchema,
  albumWriteSchema,
  galleryCategoryPatchSchema,
  galleryCategoryWriteSchema,
  galleryTagPatchSchema,
  galleryTagWriteSchema,
  mediaCategoryPatchSchema,
  mediaCategoryWriteSchema,
  mediaTagPatchSchema,
  mediaTagWriteSchema,
  adminEventCategorySchema,
  adminEventSchema,
  adminProgramSchema,
  programPanSchema,
  programCreateSchema,
  programChoiceSchema,
  programOrderSchema,
  adminProjectSchema,
  adminSliderSchema,
  adminTestimonialSchema,
  adminTranslationSchema,
  eventCategoryPatchSchema,
  eventCategoryWriteSchema,
  eventPatchSchema,
  eventWriteSchema,
  pictureQuerySchema,
  pictureResponseSchema,
  programPatchSchema,
  projectPatchSchema,
  projectWriteSchema,
  removeResponseSchema,
  sliderPatchSchema,
  sliderWriteSchema,
  testimonialPatchSchema,
  testimonialWriteSchema,
  translationPatchSchema,
  translationWriteSchema,
} from './admin-content.ts';
import { adminListQuery, adminListResponse, type StaffRole } from './staff.ts';
import { eventChoiceQuery, eventChoiceSchema } from './admin-event-choices.ts';

/**
 * The back office's content collections: REST under /api/admin/. Each collection:
 * list (q, page, per_page, sort) → {success: 1, data, total}; create; read; PATCH; DELETE (or
 * hide when referred to; the answer says which). Editors and owners edit content; coordinators
 * also events. Every write leaves an audit row.
 */
const EDITORS = ['editor'] as const satisfies readonly StaffRole[];
const EVENT_STAFF = ['editor', 'coordinator'] as const satisfies readonly StaffRole[];
/** Events are read and changed by finance too: their prices and money settings only (event-money.ts). */
const EVENT_EDITORS = [...EVENT_STAFF, 'finance'] as const satisfies readonly StaffRole[];

const params = z.object({ id: idParam() });
const saved = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(1), message: z.string(), data: item });
const one = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(1), data: item });

type Roles = readonly StaffRole[];

const listCall = <I extends z.ZodType, R extends Roles>(path: string, what: string, item: I, roles: R) =>
  defineCall({ method: 'GET', path, summary: `List ${what}`, auth: 'staff', roles, query: adminListQuery, response: adminListResponse(item) });
const readCall = <I extends z.ZodType, R extends Roles>(path: string, what: string, item: I, roles: R) =>
  defineCall({ method: 'GET', path: `${path}/:id`, summary: `Read one of ${what}`, auth: 'staff', roles, params, response: one(item) });
const createCall = <I extends z.ZodType, B extends z.ZodType, R extends Roles>(path: string, what: string, item: I, body: B, roles: R) =>
  defineCall({ method: 'POST', path, summary: `Add to ${what}`, auth: 'staff', roles, body, response: saved(item) });
const updateCall = <I extends z.ZodType, B extends z.ZodType, R extends Roles>(path: string, what: string, item: I, body: B, roles: R) =>
  defineCall({ method: 'PATCH', path: `${path}/:id`, summary: `Change one of ${what}`, auth: 'staff', roles, params, body, response: saved(item) });
const removeCall = <R extends Roles>(path: string, what: string, roles: R) =>
  defineCall({ method: 'DELETE', path: `${path}/:id`, summary: `Delete one of ${what} (hidden instead when referred to)`, auth: 'staff', roles, params, response: removeResponseSchema });

/** A collection's body: an object of its fields, whatever they are. */
type FieldsSchema = z.ZodType<Record<string, unknown>>;

/**
 * The five calls every smaller collection has (list, read, add, change, delete), typed by what they
 * share whatever the collection's rows and fields: a generic route over the collections takes them.
 */
export interface CollectionCalls {
  list: ReturnType<typeof listCall<z.ZodType, Roles>>;
  read: ReturnType<typeof readCall<z.ZodType, Roles>>;
  create: ReturnType<typeof createCall<z.ZodType, FieldsSchema, Roles>>;
  update: ReturnType<typeof updateCall<z.ZodType, FieldsSchema, Roles>>;
  remove: ReturnType<typeof removeCall<Roles>>;
}

export const adminContentCalls = {
  adminPrograms: listCall('/admin/programs', 'the programs', adminProgramSchema, EDITORS),
  adminProgram: readCall('/admin/programs', 'the programs', adminProgramSchema, EDITORS),
  adminProgramUpdate: updateCall('/admin/programs', 'the programs', adminProgramSchema, programPatchSchema, EDITORS),
  adminProgramCollectsPan: defineCall({ method: 'POST', path: '/admin/programs/:id/collects-pan', summary: 'Mark whether a program asks for a PAN at registration (owner only)', auth: 'staff', roles: [], params, body: programPanSchema, response: saved(adminProgramSchema) }),
  adminProgramChoices: defineCall({
    method: 'GET', path: '/admin/program-choices', summary: 'Every program by name, in the public order, to pick in a form (hidden ones marked)',
    auth: 'staff', roles: ['editor', 'coordinator', 'finance'], response: one(z.array(programChoiceSchema)),
  }),
  adminProgramCreate: createCall('/admin/programs', 'the programs (a new one starts hidden)', adminProgramSchema, programCreateSchema, EDITORS),
  adminProgramOrder: defineCall({ method: 'POST', path: '/admin/programs/order', summary: 'Put the programs in a new public order (every program once)', auth: 'staff', roles: EDITORS, body: programOrderSchema, response: z.object({ success: z.literal(1), message: z.string() }) }),
  adminProgramHide: defineCall({ method: 'DELETE', path: '/admin/programs/:id', summary: 'Hide a program (a program is never deleted)', auth: 'staff', roles: EDITORS, params, response: removeResponseSchema }),

  adminEvents: listCall('/admin/events', 'the events', adminEventSchema, EVENT_EDITORS),
  adminEventChoices: defineCall({
    method: 'GET', path: '/admin/event-choices', summary: 'Events to pick in a filter, found by name, date (DD/MM/YYYY), city or program',
    auth: 'staff', roles: ['editor', 'coordinator', 'finance'], query: eventChoiceQuery, response: one(z.array(eventChoiceSchema)),
  }),
  adminEvent: readCall('/admin/events', 'the events', adminEventSchema, EVENT_EDITORS),
  adminEventCreate: createCall('/admin/events', 'the events', adminEventSchema, eventWriteSchema, EVENT_STAFF),
  adminEventUpdate: updateCall('/admin/events', 'the events', adminEventSchema, eventPatchSchema, EVENT_EDITORS),
  adminEventDelete: removeCall('/admin/events', 'the events', EVENT_STAFF),
  adminEventCloseRegistrations: defineCall({ method: 'POST', path: '/admin/events/:id/close-registrations', summary: 'Close registrations of an event now', auth: 'staff', roles: EVENT_STAFF, params, response: saved(adminEventSchema) }),
  adminEventOpenRegistrations: defineCall({ method: 'POST', path: '/admin/events/:id/open-registrations', summary: 'Open registrations of an event again (its window and dates still apply)', auth: 'staff', roles: EVENT_STAFF, params, response: saved(adminEventSchema) }),

  adminEventCategories: listCall('/admin/event-categories', 'the event categories', adminEventCategorySchema, EVENT_EDITORS),
  adminEventCategory: readCall('/admin/event-categories', 'the event categories', adminEventCategorySchema, EVENT_EDITORS),
  adminEventCategoryCreate: createCall('/admin/event-categories', 'the event categories', adminEventCategorySchema, eventCategoryWriteSchema, EDITORS),
  adminEventCategoryUpdate: updateCall('/admin/event-categories', 'the event categories', adminEventCategorySchema, eventCategoryPatchSchema, EDITORS),
  adminEventCategoryDelete: removeCall('/admin/event-categories', 'the event categories', EDITORS),

  adminProjects: listCall('/admin/projects', 'the projects', adminProjectSchema, EDITORS),
  adminProject: readCall('/admin/projects', 'the projects', adminProjectSchema, EDITORS),
  adminProjectCreate: createCall('/admin/projects', 'the projects', adminProjectSchema, projectWriteSchema, EDITORS),
  adminProjectUpdate: updateCall('/admin/projects', 'the projects', adminProjectSchema, projectPatchSchema, EDITORS),
  adminProjectDelete: removeCall('/admin/projects', 'the projects', EDITORS),

  adminSliders: listCall('/admin/sliders', 'the slides and the bottom banner', adminSliderSchema, EDITORS),
  adminSlider: readCall('/admin/sliders', 'the slides and the bottom banner', adminSliderSchema, EDITORS),
  adminSliderCreate: createCall('/admin/sliders', 'the slides and the bottom banner', adminSliderSchema, sliderWriteSchema, EDITORS),
  adminSliderUpdate: updateCall('/admin/sliders', 'the slides and the bottom banner', adminSliderSchema, sliderPatchSchema, EDITORS),
  adminSliderDelete: removeCall('/admin/sliders', 'the slides and the bottom banner', EDITORS),

  adminTestimonials: listCall('/admin/testimonials', 'the testimonials', adminTestimonialSchema, EDITORS),
  adminTestimonial: readCall('/admin/testimonials', 'the testimonials', adminTestimonialSchema, EDITORS),
  adminTestimonialCreate: createCall('/admin/testimonials', 'the testimonials', adminTestimonialSchema, testimonialWriteSchema, EDITORS),
  adminTestimonialUpdate: updateCall('/admin/testimonials', 'the testimonials', adminTestimonialSchema, testimonialPatchSchema, EDITORS),
  adminTestimonialDelete: removeCall('/admin/testimonials', 'the testimonials', EDITORS),

  adminTranslations: listCall('/admin/translations', 'the form translations', adminTranslationSchema, EDITORS),
  adminTranslation: readCall('/admin/translations', 'the form translations', adminTranslationSchema, EDITORS),
  adminTranslationCreate: createCall('/admin/translations', 'the form translations', adminTranslationSchema, translationWriteSchema, EDITORS),
  adminTranslationUpdate: updateCall('/admin/translations', 'the form translations', adminTranslationSchema, translationPatchSchema, EDITORS),
  adminTranslationDelete: removeCall('/admin/translations', 'the form translations', EDITORS),

  adminGalleryCategories: listCall('/admin/gallery-categories', 'the image gallery categories', adminGalleryCategorySchema, EDITORS),
  adminGalleryCategory: readCall('/admin/gallery-categories', 'the image gallery categories', adminGalleryCategorySchema, EDITORS),
  adminGalleryCategoryCreate: createCall('/admin/gallery-categories', 'the image gallery categories', adminGalleryCategorySchema, galleryCategoryWriteSchema, EDITORS),
  adminGalleryCategoryUpdate: updateCall('/admin/gallery-categories', 'the image gallery categories', adminGalleryCategorySchema, galleryCategoryPatchSchema, EDITORS),
  adminGalleryCategoryDelete: removeCall('/admin/gallery-categories', 'the image gallery categories', EDITORS),

  adminAlbums: listCall('/admin/albums', 'the albums', adminAlbumSchema, EDITORS),
  adminAlbum: readCall('/admin/albums', 'the albums', adminAlbumSchema, EDITORS),
  adminAlbumCreate: createCall('/admin/albums', 'the albums', adminAlbumSchema, albumWriteSchema, EDITORS),
  adminAlbumUpdate: updateCall('/admin/albums', 'the albums', adminAlbumSchema, albumPatchSchema, EDITORS),
  adminAlbumDelete: removeCall('/admin/albums', 'the albums', EDITORS),

  adminGalleryTags: listCall('/admin/gallery-tags', 'the image tags', adminGalleryTagSchema, EDITORS),
  adminGalleryTag: readCall('/admin/gallery-tags', 'the image tags', adminGalleryTagSchema, EDITORS),
  adminGalleryTagCreate: createCall('/admin/gallery-tags', 'the image tags', adminGalleryTagSchema, galleryTagWriteSchema, EDITORS),
  adminGalleryTagUpdate: updateCall('/admin/gallery-tags', 'the image tags', adminGalleryTagSchema, galleryTagPatchSchema, EDITORS),
  adminGalleryTagDelete: removeCall('/admin/gallery-tags', 'the image tags', EDITORS),

  adminMediaCategories: listCall('/admin/media-categories', 'the audio and video categories', adminMediaCategorySchema, EDITORS),
  adminMediaCategory: readCall('/admin/media-categories', 'the audio and video categories', adminMediaCategorySchema, EDITORS),
  adminMediaCategoryCreate: createCall('/admin/media-categories', 'the audio and video categories', adminMediaCategorySchema, mediaCategoryWriteSchema, EDITORS),
  adminMediaCategoryUpdate: updateCall('/admin/media-categories', 'the audio and video categories', adminMediaCategorySchema, mediaCategoryPatchSchema, EDITORS),
  adminMediaCategoryDelete: removeCall('/admin/media-categories', 'the audio and video categories', EDITORS),

  adminMediaTags: listCall('/admin/media-tags', 'the audio and video tags', adminMediaTagSchema, EDITORS),
  adminMediaTag: readCall('/admin/media-tags', 'the audio and video tags', adminMediaTagSchema, EDITORS),
  adminMediaTagCreate: createCall('/admin/media-tags', 'the audio and video tags', adminMediaTagSchema, mediaTagWriteSchema, EDITORS),
  adminMediaTagUpdate: updateCall('/admin/media-tags', 'the audio and video tags', adminMediaTagSchema, mediaTagPatchSchema, EDITORS),
  adminMediaTagDelete: removeCall('/admin/media-tags', 'the audio and video tags', EDITORS),

  adminPictureUpload: defineCall({
    method: 'POST',
    path: '/admin/pictures',
    summary: 'Store a picture (JPEG, PNG or WebP; resized) and answer its address for a picture field',
    auth: 'staff',
    roles: EVENT_STAFF,
    query: pictureQuerySchema,
    body: z.object({ picture: z.string().describe('The picture file') }),
    multipart: true,
    response: pictureResponseSchema,
  }),
};
