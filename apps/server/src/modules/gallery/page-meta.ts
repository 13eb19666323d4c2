import { PATHS } from '@portal/contract/routes';
import { collectionPageMeta } from '../../lib/collection/page-meta.ts';
import { categoryPreview, images } from './repository.ts';

/** Share previews of /gallery, /category/{id} and /tag/{id}. */
export const galleryPageMeta = collectionPageMeta({
  path: PATHS.gallery,
  name: 'Image Gallery',
  description: 'Photographs of the foundation’s programs, festivals, seva and gardens.',
  category: { path: PATHS.galleryCategory, preview: categoryPreview },
  tag: { path: PATHS.galleryTag, preview: images.tagPreview },
});
