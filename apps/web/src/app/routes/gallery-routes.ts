import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy';

/** Image gallery, AV gallery and their category and tag pages (issue 3). */
export const galleryRoutes: RouteObject[] = [
  lazyPage('/gallery', () => import('../../features/gallery/gallery-page')),
  lazyPage('/category/:id', () => import('../../features/gallery/gallery-category-page')),
  lazyPage('/tag/:id', () => import('../../features/gallery/gallery-tag-page')),
  lazyPage('/media', () => import('../../features/gallery/media-page')),
  lazyPage('/mediacategory/:id', () => import('../../features/gallery/media-category-page')),
  lazyPage('/mediatag/:id', () => import('../../features/gallery/media-tag-page')),
];
