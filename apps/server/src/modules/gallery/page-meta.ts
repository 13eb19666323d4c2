import { collectionPageMeta } from '../../lib/collection/page-meta.ts';
import { siteName } from '../settings/index.ts';
import { categoryPreview, images, newestPicture } from './repository.ts';

/** Share previews of /gallery, /category/{id} and /tag/{id}. */
export const galleryPageMeta = collectionPageMeta('gallery', { category: categoryPreview, tag: images.tagPreview, newestPicture, siteName }, {
  // The page's own heading and description, as the web app shows them (features/gallery/strings.ts).
  en: { name: 'Image Gallery', description: 'Photographs of the foundation’s programs, festivals, seva and gardens.' },
  ta: { name: 'பட தொகுப்பு', description: 'அறக்கட்டளையின் நிகழ்ச்சிகள், திருவிழாக்கள், சேவை மற்றும் தோட்டங்களின் புகைப்படங்கள்.' },
});
