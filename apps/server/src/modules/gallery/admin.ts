import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { GALLERY_ADMIN_MESSAGES, GALLERY_UPLOAD_MAX_FILES, galleryCaptionSchema, galleryUploadSchema, type AdminGalleryImage } from '@portal/contract/admin-gallery';
import { calls } from '@portal/contract/calls';
import type { AdminListQuery } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { adminOrderBy, auditedItems, type Audit } from '../../lib/audited-items.ts';
import { route } from '../../lib/calls.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { readFormFiles, type UploadedFile } from '../../lib/multipart.ts';
import { resizePicture, storePictures, type ResizedPicture } from '../../lib/pictures.ts';
import { parse } from '../../lib/validate.ts';
import type { Storage } from '../../providers/storage.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';

/**
 * The gallery images in the back office: several pictures uploaded to an album at
 * once (each checked, resized and stored through the picture pipeline, all or none), edited one
 * by one, ordered within their album, hidden or deleted. The gallery module owns gallery_images:
 * every write is here, in one transaction with its audit rows, and empties the public caches.
 */
const ENTITY = 'gallery-images';

export function createGalleryAdmin(db: Db, storage: Storage) {
  const items = auditedItems(db, ENTITY, repo.adminImage);
  const { load, write } = items;

  async function albumOf(q: Queryable, id: number) {
    const album = await repo.findAlbum(q, id);
    if (!album) throw fieldError('unknown_album', 'album_id', GALLERY_ADMIN_MESSAGES.unknownAlbum);
    return album;
  }

  async function checkTags(q: Queryable, ids: readonly number[]) {
    if ((await repo.missingTags(q, ids)).length) throw fieldError('unknown_tag', 'tag_ids', GALLERY_ADMIN_MESSAGES.unknownTag);
  }

  return {
    list(query: AdminListQuery & { album_id?: number }) {
      return repo.adminImages(db, {
        text: query.q.trim(),
        albumId: query.album_id,
        orderBy: adminOrderBy(repo.ADMIN_IMAGE_SORTS, query.sort, query.album_id ? 'sort_order' : '-id', 'i.id'),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
    },

    get: (id: number) => load(db, id),

    /**
     * Adds the files of one upload to an album, in the order sent. Every file is checked and
     * resized before anything is stored: one bad file refuses the whole upload, naming each bad file.
     */
    async upload(fields: Record<string, string>, files: readonly UploadedFile[], audit: Audit): Promise<AdminGalleryImage[]> {
      const shared = parse(galleryUploadSchema, fields);
      const pictures = files.filter((f) => f.field === 'images');
      if (!pictures.length) throw fieldError('gallery_no_pictures', 'images', GALLERY_ADMIN_MESSAGES.choosePictures);
      const captions = pictures.map((_, i) => {
        const result = galleryCaptionSchema.safeParse({ caption: fields[`caption_${i}`], caption_ta: fields[`caption_ta_${i}`] });
        if (result.success) return result.data;
        const issue = result.error.issues[0]!;
        throw fieldError('gallery_picture_invalid', `${String(issue.path[0])}_${i}`, issue.message);
      });
      const album = await albumOf(db, shared.album_id!);
      await checkTags(db, shared.tag_ids);

      const resized: ResizedPicture[] = [];
      const bad: string[] = [];
      for (const file of pictures) {
        try {
          resized.push(await resizePicture(file, 'images'));
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
          bad.push(`${file.filename || 'file'}: ${error.errors?.images ?? error.message}`);
        }
      }
      if (bad.length) throw fieldError('gallery_pictures_invalid', 'images', bad.join('; '));

      const stored = await storePictures(storage, resized);
      return write(async (q) => {
        const ids = await repo.insertImages(
          q,
          stored.map((s, i) => ({
            album_id: album.id,
            image: s.url,
            width: s.width,
            height: s.height,
            album_date: shared.album_date ?? album.album_date,
            ...captions[i]!,
          })),
        );
        const rows: AdminGalleryImage[] = [];
        for (const id of ids) {
          await repo.setImageTags(q, id, shared.tag_ids);
          const after = await load(q, id);
          await audit(q, { action: 'create', entity: ENTITY, entityId: id, before: null, after });
          rows.push(after);
        }
        return rows;
      });
    },

    update(id: number, patch: { album_id?: number | null; caption?: string; caption_ta?: string; album_date?: string; tag_ids?: number[]; hidden?: boolean }, audit: Audit) {
      const { tag_ids, album_id, ...rest } = patch;
      return items.update(
        id,
        async (q, before) => {
          const movedTo = album_id && album_id !== before.album_id ? (await albumOf(q, album_id)).id : undefined;
          if (tag_ids) await checkTags(q, tag_ids);
          await repo.updateImage(q, id, { ...rest, album_id: movedTo });
          if (tag_ids) await repo.setImageTags(q, id, tag_ids);
        },
        audit,
      );
    },

    /** Nothing refers to an image but its tag links (which go with it): it is deleted. */
    remove: (id: number, audit: Audit) => items.remove(id, (q) => repo.deleteImage(q, id), audit),

    /** The album's images in the order of `ids`, which must name each of them once. */
    reorder(albumId: number, ids: readonly number[], audit: Audit) {
      return write(async (q) => {
        await albumOf(q, albumId);
        const current = await repo.albumImages(q, albumId);
        const have = new Set(current.map((r) => r.id));
        if (ids.length !== current.length || !ids.every((id) => have.has(id))) throw fieldError('gallery_order_mismatch', 'ids', GALLERY_ADMIN_MESSAGES.orderMismatch);
        await repo.setImageOrder(q, albumId, ids);
        await audit(q, { action: 'reorder', entity: 'albums', entityId: albumId, before: { image_ids: current.map((r) => r.id) }, after: { image_ids: ids } });
        return repo.albumImages(q, albumId);
      });
    },
  };
}

/** The back office's gallery-image calls (editors and owners). */
export function galleryAdminRoutes(app: FastifyInstance, { db, storage }: Pick<AppDeps, 'db' | 'storage'>) {
  const admin = createGalleryAdmin(db, storage);
  const auditBy = (req: FastifyRequest): Audit => (q, change) => recordAudit(q, { staffId: req.staff!.id, ...change, entityId: String(change.entityId) });

  route(app, calls.adminGalleryImages, async (req) => {
    const { rows, total } = await admin.list(req.query);
    return { success: 1, data: rows, total };
  });
  route(app, calls.adminGalleryImage, async (req) => ({ success: 1, data: await admin.get(req.params.id) }));
  route(app, calls.adminGalleryImageUpload, async (req) => {
    const { fields, files } = await readFormFiles(req, GALLERY_UPLOAD_MAX_FILES, GALLERY_ADMIN_MESSAGES.tooManyPictures);
    return { success: 1, message: GALLERY_ADMIN_MESSAGES.picturesAdded, data: await admin.upload(fields, files, auditBy(req)) };
  });
  route(app, calls.adminGalleryImageUpdate, async (req) => ({ success: 1, message: CONTENT_MESSAGES.saved, data: await admin.update(req.params.id, req.body, auditBy(req)) }));
  route(app, calls.adminGalleryImageDelete, async (req) => {
    await admin.remove(req.params.id, auditBy(req));
    return { success: 1, message: CONTENT_MESSAGES.deleted, hidden: 0 };
  });
  route(app, calls.adminGalleryImageOrder, async (req) => ({
    success: 1,
    message: GALLERY_ADMIN_MESSAGES.orderSaved,
    data: await admin.reorder(req.body.album_id!, req.body.ids, auditBy(req)),
  }));
}
