import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import type { CollectionCalls } from '@portal/contract/admin-content-calls';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { badRequest, refusedWithCode } from '../../lib/errors.ts';
import { EVENT_MONEY_DEFAULTS, forbiddenEventFields } from '@portal/contract/event-money';
import { readForm } from '../../lib/multipart.ts';
import { recordAudit } from '../audit/index.ts';
import type { RecordChange } from './audit-hook.ts';
import { createCollectionAdmin, type CollectionDef } from './collection.ts';
import { albums, eventCategories, galleryCategories, galleryTags, mediaCategories, mediaTags, projects, sliders, testimonials, translations } from './collections.ts';
import { createEventsAdmin } from './events.ts';
import { storePicture } from '../../lib/pictures.ts';
import { createProgramsAdmin } from './programs.ts';
import type { LifecycleService } from '../lifecycle/index.ts';

/**
 * The back office's content collections under /api/admin/: staff only, with the roles
 * the call table names; every write records who changed what, before and after, in the same
 * transaction (audit module), and empties the public caches.
 */
export default async function content(app: FastifyInstance, deps: AppDeps, { lifecycle }: { lifecycle: LifecycleService }) {
  const { db, storage } = deps;
  const programs = createProgramsAdmin(db);
  const events = createEventsAdmin(db, undefined, lifecycle.followDates);

  /** The audit hook of the signed-in staff member. */
  const auditBy = (req: FastifyRequest): RecordChange => (q, change) =>
    recordAudit(q, { staffId: req.staff!.id, action: change.action, entity: change.entity, entityId: String(change.entityId), before: change.before, after: change.after });

  const removed = (outcome: 'deleted' | 'hidden') => ({
    success: 1 as const,
    message: outcome === 'hidden' ? CONTENT_MESSAGES.hiddenReferenced : CONTENT_MESSAGES.deleted,
    hidden: outcome === 'hidden' ? (1 as const) : (0 as const),
  });
  const page = <T>({ rows, total }: { rows: T[]; total: number }) => ({ success: 1 as const, data: rows, total });

  // ---- programs (the eight built-in and those the office adds: add, edit, reorder, hide)
  route(app, calls.adminProgramChoices, async () => ({ success: 1, data: await programs.choices() }));
  route(app, calls.adminProgramCreate, async (req) => ({
    success: 1,
    message: CONTENT_MESSAGES.programAdded,
    data: await programs.create(req.body, auditBy(req)),
  }));
  route(app, calls.adminProgramOrder, async (req) => {
    await programs.reorder(req.body.ids, auditBy(req));
    return { success: 1, message: CONTENT_MESSAGES.programsReordered };
  });
  route(app, calls.adminPrograms, async (req) => page(await programs.list(req.query)));
  route(app, calls.adminProgram, async (req) => ({ success: 1, data: await programs.get(req.params.id) }));
  route(app, calls.adminProgramUpdate, async (req) => ({
    success: 1,
    message: CONTENT_MESSAGES.saved,
    data: await programs.update(req.params.id, req.body, auditBy(req)),
  }));
  route(app, calls.adminProgramCollectsPan, async (req) => ({
    success: 1,
    message: CONTENT_MESSAGES.saved,
    data: await programs.setCollectsPan(req.params.id, req.body.collects_pan, auditBy(req)),
  }));
  route(app, calls.adminProgramHide, async (req) => {
    await programs.hide(req.params.id, auditBy(req));
    return { success: 1, message: CONTENT_MESSAGES.programsFixed, hidden: 1 };
  });

  // ---- events
  route(app, calls.adminEvents, async (req) => page(await events.list(req.query)));
  route(app, calls.adminEventChoices, async (req) => ({ success: 1, data: await events.choices(req.query.q, req.query.id) }));
  route(app, calls.adminEvent, async (req) => ({ success: 1, data: await events.get(req.params.id) }));
  // Prices and money settings are finance's (and the owner's); the rest of an event its coordinators' and editors'.
  const mayChange = (req: FastifyRequest, change: Record<string, unknown>) => (current: Record<string, unknown>) => {
    const refusal = forbiddenEventFields(req.staff!.role, change, current);
    if (refusal) throw refusedWithCode(403, refusal.code, refusal.message, { [refusal.field]: refusal.message });
  };
  route(app, calls.adminEventCreate, async (req) => {
    mayChange(req, req.body)(EVENT_MONEY_DEFAULTS);
    return { success: 1, message: CONTENT_MESSAGES.saved, data: await events.create(req.body, auditBy(req)) };
  });
  route(app, calls.adminEventUpdate, async (req) => ({
    success: 1,
    message: CONTENT_MESSAGES.saved,
    data: await events.update(req.params.id, req.body, auditBy(req), mayChange(req, req.body)),
  }));
  route(app, calls.adminEventDelete, async (req) => removed(await events.remove(req.params.id, auditBy(req))));
  route(app, calls.adminEventCloseRegistrations, async (req) => ({
    success: 1,
    message: CONTENT_MESSAGES.registrationsClosed,
    data: await events.setClosed(req.params.id, true, auditBy(req)),
  }));
  route(app, calls.adminEventOpenRegistrations, async (req) => ({
    success: 1,
    message: CONTENT_MESSAGES.registrationsOpened,
    data: await events.setClosed(req.params.id, false, auditBy(req)),
  }));

  // ---- the smaller collections, each the same five calls
  const collection = <Row extends { id: number }>(def: CollectionDef) => createCollectionAdmin<Row>(db, def);
  const crud = (def: CollectionDef, c: CollectionCalls) => {
    const service = collection(def);
    route(app, c.list, async (req) => page(await service.list(req.query)));
    route(app, c.read, async (req) => ({ success: 1, data: await service.get(req.params.id) }));
    route(app, c.create, async (req) => ({ success: 1, message: CONTENT_MESSAGES.saved, data: await service.create(req.body, auditBy(req)) }));
    route(app, c.update, async (req) => ({ success: 1, message: CONTENT_MESSAGES.saved, data: await service.update(req.params.id, req.body, auditBy(req)) }));
    route(app, c.remove, async (req) => removed(await service.remove(req.params.id, auditBy(req))));
  };
  crud(eventCategories, { list: calls.adminEventCategories, read: calls.adminEventCategory, create: calls.adminEventCategoryCreate, update: calls.adminEventCategoryUpdate, remove: calls.adminEventCategoryDelete });
  crud(projects, { list: calls.adminProjects, read: calls.adminProject, create: calls.adminProjectCreate, update: calls.adminProjectUpdate, remove: calls.adminProjectDelete });
  crud(sliders, { list: calls.adminSliders, read: calls.adminSlider, create: calls.adminSliderCreate, update: calls.adminSliderUpdate, remove: calls.adminSliderDelete });
  crud(testimonials, { list: calls.adminTestimonials, read: calls.adminTestimonial, create: calls.adminTestimonialCreate, update: calls.adminTestimonialUpdate, remove: calls.adminTestimonialDelete });
  crud(translations, { list: calls.adminTranslations, read: calls.adminTranslation, create: calls.adminTranslationCreate, update: calls.adminTranslationUpdate, remove: calls.adminTranslationDelete });
  crud(galleryCategories, { list: calls.adminGalleryCategories, read: calls.adminGalleryCategory, create: calls.adminGalleryCategoryCreate, update: calls.adminGalleryCategoryUpdate, remove: calls.adminGalleryCategoryDelete });
  crud(albums, { list: calls.adminAlbums, read: calls.adminAlbum, create: calls.adminAlbumCreate, update: calls.adminAlbumUpdate, remove: calls.adminAlbumDelete });
  crud(galleryTags, { list: calls.adminGalleryTags, read: calls.adminGalleryTag, create: calls.adminGalleryTagCreate, update: calls.adminGalleryTagUpdate, remove: calls.adminGalleryTagDelete });
  crud(mediaCategories, { list: calls.adminMediaCategories, read: calls.adminMediaCategory, create: calls.adminMediaCategoryCreate, update: calls.adminMediaCategoryUpdate, remove: calls.adminMediaCategoryDelete });
  crud(mediaTags, { list: calls.adminMediaTags, read: calls.adminMediaTag, create: calls.adminMediaTagCreate, update: calls.adminMediaTagUpdate, remove: calls.adminMediaTagDelete });

  // ---- pictures: stored and resized; the form keeps the answered address
  route(app, calls.adminPictureUpload, async (req) => {
    const { file } = await readForm(req);
    const field = req.query.field;
    if (!file) throw badRequest('content_invalid_picture', `${field}: ${CONTENT_MESSAGES.invalidPicture}`, { [field]: CONTENT_MESSAGES.invalidPicture });
    return { success: 1, url: await storePicture(storage, file, field) };
  });
}
