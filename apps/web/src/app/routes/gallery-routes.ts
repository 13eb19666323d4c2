import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy';
import { PATHS } from '@portal/contract/routes';

/** Image gallery, AV gallery and their category and tag pages (issue 3). */
export const galleryRoutes: RouteObject[] = [
  lazyPage(PATHS.gallery, () => import('../../features/gallery/gallery-page')),
  lazyPage(PATHS.galleryCategory(':id'), () => import('../../features/gallery/gallery-category-page')),
  lazyPage(PATHS.galleryTag(':id'), () => import('../../features/gallery/gallery-tag-page')),
  lazyPage(PATHS.media, () => import('../../features/gallery/media-page')),
  lazyPage(PATHS.mediaCategory(':id'), () => import('../../features/gallery/media-category-page')),
  lazyPage(PATHS.mediaTag(':id'), () => import('../../features/gallery/media-tag-page')),
];
