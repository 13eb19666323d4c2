import { PATHS } from '@portal/contract/routes';
import { collectionPageMeta } from '../../lib/collection/page-meta.ts';
import { categoryPreview, media } from './repository.ts';

/** Share previews of /media, /mediacategory/{id} and /mediatag/{id}. */
export const mediaPageMeta = collectionPageMeta({
  path: PATHS.media,
  name: 'AV Gallery',
  description: 'Talks, guided meditations, chants and program glimpses to watch and listen to.',
  category: { path: PATHS.mediaCategory, preview: categoryPreview },
  tag: { path: PATHS.mediaTag, preview: media.tagPreview },
});
