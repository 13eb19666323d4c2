import { collectionPageMeta } from '../../lib/collection/page-meta.ts';
import { siteName } from '../settings/index.ts';
import { categoryPreview, media, newestPicture } from './repository.ts';

/** Share previews of /media, /mediacategory/{id} and /mediatag/{id}. */
export const mediaPageMeta = collectionPageMeta('media', { category: categoryPreview, tag: media.tagPreview, newestPicture, siteName }, {
  // The page's own heading and description, as the web app shows them (features/gallery/strings.ts).
  en: { name: 'AV Gallery', description: 'Talks, guided meditations, chants and program glimpses to watch and listen to.' },
  ta: { name: 'ஒலி-ஒளி தொகுப்பு', description: 'உரைகள், வழிகாட்டப்பட்ட தியானங்கள், மந்திரங்கள் மற்றும் நிகழ்ச்சித் துளிகள்.' },
});
