import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { registerGalleryPageMeta } from './page-meta.ts';
import { publicCacheHeaders } from '../../lib/public-cache.ts';
import { SEARCH_RATE_LIMIT } from './search.ts';
import { createGalleryService } from './service.ts';

// Share previews of /gallery, /media and the category and tag pages (read when the HTML is served).
registerGalleryPageMeta();

/**
 * Image gallery (spec 000 sections 2.5 and 7): recent images, album categories, a category's
 * album sub-groups, tags and the filter. All public; lists are cached briefly in the process
 * and by browsers.
 */
export default async function gallery(app: FastifyInstance, { db }: AppDeps) {
  const service = createGalleryService(db);

  route(app, calls.recentGallery, async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.recent();
  });

  route(app, calls.galleryCategoryList, async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.categories();
  });

  // Not in the spec's table: the tag list the gallery page shows (docs/api.md).
  route(app, calls.galleryTagList, async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.tags();
  });

  route(app, calls.galleryCategory, async (req, reply) => {
    const body = await service.category(req.params.id, req.query);
    publicCacheHeaders(reply);
    return body;
  });

  route(app, calls.galleryTag, async (req, reply) => {
    const body = await service.tag(req.params.id, req.query);
    publicCacheHeaders(reply);
    return body;
  });

  route(app, calls.galleryFilter, async (req) => service.filter(req.body), SEARCH_RATE_LIMIT);
}
