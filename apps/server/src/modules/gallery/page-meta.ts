import { PATHS } from '@portal/contract/routes';
import { collectionPageMeta } from '../../lib/collection/page-meta.ts';
import { categoryPreview, images } from './repository.ts';

/** Share previews of /gallery, /category/{id} and /tag/{id}. */
export const galleryPageMeta = collectionPageMeta({
  path: PATHS.gallery,
  // The page's own heading and description, as the web app shows them (features/gallery/strings.ts).
  name: { en: 'Image Gallery', ta: 'பட தொகுப்பு' },
  description: {
    en: 'Photographs of the foundation’s programs, festivals, seva and gardens.',
    ta: 'அறக்கட்டளையின் நிகழ்ச்சிகள், திருவிழாக்கள், சேவை மற்றும் தோட்டங்களின் புகைப்படங்கள்.',
  },
  category: { path: PATHS.galleryCategory, preview: categoryPreview },
  tag: { path: PATHS.galleryTag, preview: images.tagPreview },
});
