import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { SEARCH_RATE_LIMIT } from '../../lib/collection/search.ts';
import { publicRoute } from '../../lib/collection/service.ts';
import { mediaAdminRoutes } from './admin.ts';
import type { MediaService } from './service.ts';

// Share previews of /media and its category and tag pages (read when the HTML is served).

/**
 * Audio and video gallery: home sliders, recent items, the
 * filter, categories and tags. All public; every item's embed text is sanitised.
 */
export default async function media(app: FastifyInstance, { db }: AppDeps, { media: service }: { media: MediaService }) {
  // Texts in the caller's language (req.lang: ?lang, else Accept-Language), Tamil falling back to English.
  publicRoute(app, calls.videoList, (req) => service.newest('video', req.lang));
  publicRoute(app, calls.audioList, (req) => service.newest('audio', req.lang));
  route(app, calls.recentMedia, async (req) => service.recent(req.body.filter_type, req.lang));
  route(app, calls.mediaFilter, async (req) => service.filter(req.body, req.lang), SEARCH_RATE_LIMIT);
  // Not in the spec's table: the category and tag lists the AV gallery shows (docs/api.md).
  publicRoute(app, calls.mediaCategoryList, (req) => service.categories(req.lang));
  publicRoute(app, calls.mediaTagList, (req) => service.tags(req.lang));
  publicRoute(app, calls.mediaCategory, (req) => service.category(req.params.id, req.query, req.lang));
  publicRoute(app, calls.mediaTag, (req) => service.tag(req.params.id, req.query, req.lang));
  // The back office's audio and video items: this module owns media_items.
  mediaAdminRoutes(app, db);
}
