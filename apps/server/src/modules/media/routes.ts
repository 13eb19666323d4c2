import type { FastifyInstance } from 'fastify';
import { mediaFilterSchema, mediaPageQuery, recentMediaSchema } from '@portal/contract/media';
import type { AppDeps } from '../../app-deps.ts';
import { parse, parseIdParam } from '../../lib/validate.ts';
import { publicCacheHeaders } from '../../lib/public-cache.ts';
import { SEARCH_RATE_LIMIT } from '../gallery/search.ts';
import { createMediaService } from './service.ts';

/**
 * Audio and video gallery (spec 000 sections 2.6 and 7): home sliders, recent items, the
 * filter, categories and tags. All public; every item's embed text is sanitised.
 */
export default async function media(app: FastifyInstance, { db }: AppDeps) {
  const service = createMediaService(db);

  app.get('/video/list', async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.newest('video');
  });

  app.get('/audio/list', async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.newest('audio');
  });

  app.post('/recentmedia/list', async (req) => {
    const { filter_type } = parse(recentMediaSchema, req.body);
    return service.recent(filter_type);
  });

  app.post('/filter/media', SEARCH_RATE_LIMIT, async (req) => service.filter(parse(mediaFilterSchema, req.body)));

  // Not in the spec's table: the category and tag lists the AV gallery shows (docs/api.md).
  app.get('/mediacategory/list', async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.categories();
  });

  app.get('/mediatag/list', async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.tags();
  });

  app.get<{ Params: { id: string } }>('/mediacategory/:id', async (req, reply) => {
    const id = parseIdParam(req.params.id);
    const body = await service.category(id, parse(mediaPageQuery, req.query));
    publicCacheHeaders(reply);
    return body;
  });

  app.get<{ Params: { id: string } }>('/mediatag/:id', async (req, reply) => {
    const id = parseIdParam(req.params.id);
    const body = await service.tag(id, parse(mediaPageQuery, req.query));
    publicCacheHeaders(reply);
    return body;
  });
}
