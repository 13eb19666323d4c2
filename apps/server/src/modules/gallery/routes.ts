import type { FastifyInstance } from 'fastify';
import { galleryFilterSchema, pageQuery } from '@portal/contract/gallery';
import type { AppDeps } from '../../app-deps.ts';
import { parse, parseIdParam } from '../../lib/validate.ts';
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

  app.get('/recent/list', async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.recent();
  });

  app.get('/category/list', async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.categories();
  });

  // Not in the spec's table: the tag list the gallery page shows (docs/api.md).
  app.get('/tag/list', async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.tags();
  });

  app.get<{ Params: { id: string } }>('/category/:id', async (req, reply) => {
    const id = parseIdParam(req.params.id);
    const page = parse(pageQuery, req.query);
    const body = await service.category(id, page);
    publicCacheHeaders(reply);
    return body;
  });

  app.get<{ Params: { id: string } }>('/tag/:id', async (req, reply) => {
    const id = parseIdParam(req.params.id);
    const page = parse(pageQuery, req.query);
    const body = await service.tag(id, page);
    publicCacheHeaders(reply);
    return body;
  });

  app.post('/filter/gallery', SEARCH_RATE_LIMIT, async (req) => service.filter(parse(galleryFilterSchema, req.body)));
}
