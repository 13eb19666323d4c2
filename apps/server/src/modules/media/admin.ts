import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { GALLERY_ADMIN_MESSAGES, type AdminMediaItem, type MediaItemWrite } from '@portal/contract/admin-gallery';
import { calls } from '@portal/contract/calls';
import type { AdminListQuery } from '@portal/contract/staff';
import type { Db, Queryable } from '../../db/client.ts';
import { adminOrderBy, auditedItems, type Audit } from '../../lib/audited-items.ts';
import { route } from '../../lib/calls.ts';
import { fieldError } from '../../lib/errors.ts';
import { sanitizeEmbed } from '../../lib/sanitize.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';

/**
 * The audio and video items in the back office. The media module owns media_items:
 * every write is here, in one transaction with its audit row, and empties the public caches.
 * An embed is stored as the allowed iframe only; a link is stored as given (the contract has
 * checked that the public player can play it).
 */
type Write = Partial<Omit<MediaItemWrite, 'category_id' | 'tag_ids'>> & { category_id?: number | null; tag_ids?: number[]; hidden?: boolean };

const ENTITY = 'media';

export function createMediaAdmin(db: Db) {
  const items = auditedItems<AdminMediaItem>(db, ENTITY, repo.adminMediaItem);

  /** Checks the category and tags; answers the columns to store (embed cleaned). */
  async function prepare(q: Queryable, values: Write): Promise<repo.MediaColumns> {
    const { tag_ids, media, ...columns } = values;
    if (columns.category_id && !(await repo.categoryExists(q, columns.category_id))) throw fieldError('unknown_category', 'category_id', CONTENT_MESSAGES.unknownCategory);
    if (tag_ids && (await repo.missingTags(q, tag_ids)).length) throw fieldError('unknown_tag', 'tag_ids', GALLERY_ADMIN_MESSAGES.unknownTag);
    return { ...columns, ...(media === undefined ? {} : { media: /<iframe/i.test(media) ? sanitizeEmbed(media) : media }) } as repo.MediaColumns;
  }

  return {
    list: (query: AdminListQuery) =>
      repo.adminMediaItems(db, {
        text: query.q.trim(),
        orderBy: adminOrderBy(repo.ADMIN_MEDIA_SORTS, query.sort, '-published_on', 'm.id'),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      }),

    get: (id: number) => items.load(db, id),

    create: (values: Write, audit: Audit) =>
      items.create(async (q) => {
        const id = await repo.insertMediaItem(q, await prepare(q, values));
        await repo.setMediaTags(q, id, values.tag_ids ?? []);
        return id;
      }, audit),

    update: (id: number, values: Write, audit: Audit) =>
      items.update(
        id,
        async (q) => {
          await repo.updateMediaItem(q, id, await prepare(q, values));
          if (values.tag_ids) await repo.setMediaTags(q, id, values.tag_ids);
        },
        audit,
      ),

    /** Tag links and devotees' favourites go with the item (their keys cascade). */
    remove: (id: number, audit: Audit) => items.remove(id, (q) => repo.deleteMediaItem(q, id), audit),
  };
}

/** The back office's audio and video calls (editors and owners). */
export function mediaAdminRoutes(app: FastifyInstance, db: Db) {
  const admin = createMediaAdmin(db);
  const auditBy = (req: FastifyRequest): Audit => (q, change) => recordAudit(q, { staffId: req.staff!.id, ...change, entityId: String(change.entityId) });

  route(app, calls.adminMediaItems, async (req) => {
    const { rows, total } = await admin.list(req.query);
    return { success: 1, data: rows, total };
  });
  route(app, calls.adminMediaItem, async (req) => ({ success: 1, data: await admin.get(req.params.id) }));
  route(app, calls.adminMediaItemCreate, async (req) => ({ success: 1, message: CONTENT_MESSAGES.saved, data: await admin.create(req.body, auditBy(req)) }));
  route(app, calls.adminMediaItemUpdate, async (req) => ({ success: 1, message: CONTENT_MESSAGES.saved, data: await admin.update(req.params.id, req.body, auditBy(req)) }));
  route(app, calls.adminMediaItemDelete, async (req) => {
    await admin.remove(req.params.id, auditBy(req));
    return { success: 1, message: CONTENT_MESSAGES.deleted, hidden: 0 };
  });
}
