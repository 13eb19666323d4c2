import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { publicCacheHeaders } from '../../lib/public-cache.ts';
import { SEARCH_RATE_LIMIT } from '../gallery/search.ts';
import { createMediaService } from './service.ts';

/**
 * Audio and video gallery (spec 000 sections 2.6 and 7): home sliders, recent items, the
 * filter, categories and tags. All public; every item's embed text is sanitised.
 */
export default async function media(app: FastifyInstance, { db }: AppDeps) {
  const service = createMediaService(db);

  route(app, calls.videoList, async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.newest('video');
  });

  route(app, calls.audioList, async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.newest('audio');
  });

  route(app, calls.recentMedia, async (req) => service.recent(req.body.filter_type));

  route(app, calls.mediaFilter, async (req) => service.filter(req.body), SEARCH_RATE_LIMIT);

  // Not in the spec's table: the category and tag lists the AV gallery shows (docs/api.md).
  route(app, calls.mediaCategoryList, async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.categories();
  });

  route(app, calls.mediaTagList, async (_req, reply) => {
    publicCacheHeaders(reply);
    return service.tags();
  });

  route(app, calls.mediaCategory, async (req, reply) => {
    const body = await service.category(req.params.id, req.query);
    publicCacheHeaders(reply);
    return body;
  });

  route(app, calls.mediaTag, async (req, reply) => {
    const body = await service.tag(req.params.id, req.query);
    publicCacheHeaders(reply);
    return body;
  });
}
