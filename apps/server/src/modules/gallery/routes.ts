import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { SEARCH_RATE_LIMIT } from '../../lib/collection/search.ts';
import { publicRoute } from '../../lib/collection/service.ts';
import { galleryAdminRoutes } from './admin.ts';
import type { GalleryService } from './service.ts';

// Share previews of /gallery and its category and tag pages (read when the HTML is served).

/**
 * Image gallery: recent images, album categories, a category's
 * album sub-groups, tags and the filter. All public; lists are cached briefly in the process
 * and by browsers.
 */
export default async function gallery(app: FastifyInstance, deps: AppDeps, { gallery: service }: { gallery: GalleryService }) {
  // Texts in the caller's language (req.lang: ?lang, else Accept-Language), Tamil falling back to English.
  publicRoute(app, calls.recentGallery, (req) => service.recent(req.lang));
  publicRoute(app, calls.galleryCategoryList, (req) => service.categories(req.lang));
  // Not in the spec's table: the tag list the gallery page shows (docs/api.md).
  publicRoute(app, calls.galleryTagList, (req) => service.tags(req.lang));
  publicRoute(app, calls.galleryCategory, (req) => service.category(req.params.id, req.query, req.lang));
  publicRoute(app, calls.galleryTag, (req) => service.tag(req.params.id, req.query, req.lang));
  route(app, calls.galleryFilter, async (req) => service.filter(req.body, req.lang), SEARCH_RATE_LIMIT);
  // The back office's gallery images: this module owns gallery_images.
  galleryAdminRoutes(app, deps);
}
