import type { RouteObject } from 'react-router';
import {
  galleryCategoryLoader,
  galleryLoader,
  galleryTagLoader,
  mediaCategoryLoader,
  mediaLoader,
  mediaTagLoader,
} from '../../features/gallery/loaders';
import { publicPage } from '../lazy';
import { PATHS } from '@portal/contract/routes';

/** Image gallery, AV gallery and their category and tag pages, rendered on the server. */
export const galleryRoutes: RouteObject[] = [
  publicPage(PATHS.gallery, () => import('../../features/gallery/gallery-page'), galleryLoader),
  publicPage(PATHS.galleryCategory(':id'), () => import('../../features/gallery/gallery-category-page'), galleryCategoryLoader),
  publicPage(PATHS.galleryTag(':id'), () => import('../../features/gallery/gallery-tag-page'), galleryTagLoader),
  publicPage(PATHS.media, () => import('../../features/gallery/media-page'), mediaLoader),
  publicPage(PATHS.mediaCategory(':id'), () => import('../../features/gallery/media-category-page'), mediaCategoryLoader),
  publicPage(PATHS.mediaTag(':id'), () => import('../../features/gallery/media-tag-page'), mediaTagLoader),
];
