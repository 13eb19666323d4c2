import { PATHS } from '@portal/contract/routes';
import { namedPageMeta, registerCollectionPageMeta } from '../../lib/collection/page-meta.ts';
import { categoryPreview, media } from './repository.ts';

/** Share previews of /media, /mediacategory/{id} and /mediatag/{id}. */
const MEDIA_TEXT = 'Talks, guided meditations, chants and program glimpses to watch and listen to.';

export const mediaCategoryMeta = namedPageMeta(categoryPreview, PATHS.mediaCategory, MEDIA_TEXT);
export const mediaTagMeta = namedPageMeta(media.tagPreview, PATHS.mediaTag, MEDIA_TEXT);

/** Registered once, when the media module is loaded. */
export function registerMediaPageMeta() {
  registerCollectionPageMeta({
    path: PATHS.media,
    name: 'AV Gallery',
    description: MEDIA_TEXT,
    category: { path: PATHS.mediaCategory, meta: mediaCategoryMeta },
    tag: { path: PATHS.mediaTag, meta: mediaTagMeta },
  });
}
