import { PATHS } from '@portal/contract/routes';
import { namedPageMeta, registerCollectionPageMeta } from '../../lib/collection/page-meta.ts';
import { categoryPreview, images } from './repository.ts';

/** Share previews of /gallery, /category/{id} and /tag/{id}. */
const GALLERY_TEXT = 'Photographs of the foundation’s programs, festivals, seva and gardens.';

export const galleryCategoryMeta = namedPageMeta(categoryPreview, PATHS.galleryCategory, GALLERY_TEXT);
export const galleryTagMeta = namedPageMeta(images.tagPreview, PATHS.galleryTag, GALLERY_TEXT);

/** Registered once, when the gallery module is loaded. */
export function registerGalleryPageMeta() {
  registerCollectionPageMeta({
    path: PATHS.gallery,
    name: 'Image Gallery',
    description: GALLERY_TEXT,
    category: { path: PATHS.galleryCategory, meta: galleryCategoryMeta },
    tag: { path: PATHS.galleryTag, meta: galleryTagMeta },
  });
}
